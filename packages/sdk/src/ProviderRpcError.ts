/**
 * The error every rejection of the SDK carries: an EIP-1193 `ProviderRpcError` whose numeric
 * `code` viem, wagmi and ethers recognise, with the SPEC §8 code kept in `data.code`.
 *
 * @example
 * try { await tessera.provider.request({ method: 'personal_sign', params }) }
 * catch (error) { if (error instanceof ProviderRpcError && error.code === 4001) showDenied() }
 */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError'
  readonly code: number
  readonly data: { readonly code: string } & Readonly<Record<string, unknown>>

  constructor(code: number, message: string, data: { code: string } & Record<string, unknown>) {
    super(message)
    this.code = code
    this.data = data
  }
}
