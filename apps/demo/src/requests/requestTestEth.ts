/**
 * Asks the demo backend's faucet for test ETH on the local chain `chainId` for `address`
 * (issue #17); the faucet's key stays on the backend. Answers the payment
 * (`{address, chainId, amountWei, hash}`), or throws the faucet's reason for refusing.
 */
export async function requestTestEth(
  appBackendUrl: string,
  address: string,
  chainId: number,
): Promise<unknown> {
  const response = await fetch(`${appBackendUrl}/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, chainId }),
  })
  const body = (await response.json()) as { error?: unknown }
  if (!response.ok) throw new Error(`The faucet answered ${response.status}: ${String(body.error)}`)
  return body
}
