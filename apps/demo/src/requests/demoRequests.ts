import type { DemoChain } from '../config/DemoRuntimeConfig.js'

/** An EIP-1193 request as both SDKs take it. */
export type DemoRequest = { method: string; params: readonly unknown[] | Record<string, unknown> }

/** Receives the demo's test transfers: anvil's account 0, which deploys the devnet fixtures. */
export const demoRecipient = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** 0.001 ETH in wei, small enough to repeat many times from a funded devnet account. */
export const demoTransferValueWei = 10n ** 15n

/** The devnet's TUSD token (`fixtureAddresses.tusd` of @tessera/devnet, same on both chains). */
export const demoToken = {
  address: '0xd8C6E46415294631eE741F09dB0A2FA6C7cB9994',
  symbol: 'TUSD',
  decimals: 6,
} as const

/** `eth_requestAccounts`: the accounts the wallet exposes to this app. */
export function requestAccountsRequest(): DemoRequest {
  return { method: 'eth_requestAccounts', params: [] }
}

/** `personal_sign` of a UTF-8 message, hex-encoded as EIP-1193 wallets expect. */
export function personalSignRequest(address: string, message: string): DemoRequest {
  return { method: 'personal_sign', params: [utf8ToHex(message), address] }
}

/** `eth_signTypedData_v4` of a small EIP-712 mail bound to `chainId`. */
export function signTypedDataRequest(address: string, chainId: number): DemoRequest {
  const typedData = {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      Mail: [
        { name: 'from', type: 'address' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Mail',
    domain: { name: 'Tessera Demo', version: '1', chainId },
    message: { from: address, contents: 'Hello from the Tessera demo' },
  }
  return { method: 'eth_signTypedData_v4', params: [address, JSON.stringify(typedData)] }
}

/** `eth_sendTransaction` of {@link demoTransferValueWei} to {@link demoRecipient}. */
export function sendTransactionRequest(address: string): DemoRequest {
  const transaction = { from: address, to: demoRecipient, value: toQuantity(demoTransferValueWei) }
  return { method: 'eth_sendTransaction', params: [transaction] }
}

/** `wallet_switchEthereumChain` to `chain`. */
export function switchChainRequest(chain: DemoChain): DemoRequest {
  return { method: 'wallet_switchEthereumChain', params: [{ chainId: toQuantity(chain.id) }] }
}

/** `wallet_addEthereumChain` for `chain`. */
export function addChainRequest(chain: DemoChain): DemoRequest {
  return { method: 'wallet_addEthereumChain', params: [addChainParameters(chain)] }
}

/** The parameter of `wallet_addEthereumChain` for `chain`, with the fields SPEC §6 requires. */
export function addChainParameters(chain: DemoChain) {
  return {
    chainId: toQuantity(chain.id),
    chainName: chain.name,
    rpcUrls: [chain.rpcUrl],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  }
}

/** `wallet_watchAsset` of {@link demoToken}; EIP-747 params are an object, as viem sends them. */
export function watchAssetRequest(): DemoRequest {
  return { method: 'wallet_watchAsset', params: { type: 'ERC20', options: { ...demoToken } } }
}

/** A JSON-RPC quantity: `0x` + hex without leading zeros. */
export function toQuantity(value: number | bigint): string {
  return `0x${value.toString(16)}`
}

function utf8ToHex(text: string): string {
  const bytes = new TextEncoder().encode(text)
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
