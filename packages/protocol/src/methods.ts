// Wallet RPC methods by family (SPEC §7) and which of them need the user's approval (SPEC §6).

export const evmMethods = [
  'eth_requestAccounts',
  'eth_accounts',
  'eth_coinbase',
  'eth_sendTransaction',
  'eth_signTransaction',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'personal_sign',
  'eth_getEncryptionPublicKey',
  'eth_decrypt',
  'personal_ecRecover',
  'eth_chainId',
  'net_version',
  'wallet_addEthereumChain',
  'wallet_switchEthereumChain',
  'wallet_watchAsset',
  'wallet_requestPermissions', // EIP-2255 (issue #17)
  'wallet_getPermissions',
  'wallet_revokePermissions',
  'wallet_getCapabilities', // EIP-5792 (issue #17)
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
] as const // SPEC §7; any other EVM method is forwarded to the node

export const solanaMethods = [
  'connect', // EIP-2255 (issue #17): a revoked app asks to be connected again
  'getAccounts',
  'signTransaction',
  'signAllTransactions',
  'signAndSendTransaction',
  'signMessage',
] as const // SPEC §7

export const multiversxMethods = [
  'getAccounts',
  'getPublicKey',
  'mvx_signTransaction',
  'mvx_signTransactions',
  'mvx_signMessage',
] as const // SPEC §7

export const nearMethods = [
  'getAccounts',
  'near_signAndSendTransaction',
  'near_signMessage',
] as const // SPEC §7

export const productMethods = [
  '_tessera_getPrivateKey',
  '_tessera_getAccountType',
  '_tessera_switchAccountType',
] as const // SPEC §5, §6: _{product}_… with {product} = tessera

/**
 * SPEC §6: methods the user must approve (outside NoUI mode). EIP-2255 (issue #17): the Connect
 * view asks for wallet_requestPermissions, and for eth_requestAccounts (Solana: connect) only
 * while the app is not connected (a connected app's is answered at once, SPEC §6 P-019).
 */
export const methodsNeedingApproval = [
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_decrypt',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls', // EIP-5792 (issue #17): the calls of a batch, approved together
  'wallet_addEthereumChain',
  'wallet_switchEthereumChain',
  'wallet_watchAsset',
  '_tessera_switchAccountType',
  'connect',
  'signTransaction',
  'signAllTransactions',
  'signAndSendTransaction',
  'signMessage',
  'mvx_signTransaction',
  'mvx_signTransactions',
  'mvx_signMessage',
  'near_signAndSendTransaction',
  'near_signMessage',
] as const

/** SPEC §6: methods answered without approval. */
export const methodsWithoutApproval = [
  'eth_accounts',
  'wallet_getPermissions', // EIP-2255 (issue #17)
  'wallet_revokePermissions',
  'wallet_getCapabilities', // EIP-5792 (issue #17)
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'eth_getEncryptionPublicKey',
  '_tessera_getPrivateKey',
  '_tessera_getAccountType',
  'getAccounts',
  'getPublicKey',
] as const

/** SPEC §5, §8: answered with operation_not_supported. */
export const unsupportedOperations = ['eth_sign', 'eth_signTransaction'] as const

/** SPEC §5: works only in NoUI mode. */
export const noUiOnlyMethods = ['_tessera_getPrivateKey'] as const

export type MethodNeedingApproval = (typeof methodsNeedingApproval)[number]
export type MethodWithoutApproval = (typeof methodsWithoutApproval)[number]

/** SPEC §6: true when `method` waits for the user's decision in Full mode. */
export function needsApproval(method: string): method is MethodNeedingApproval {
  return (methodsNeedingApproval as readonly string[]).includes(method)
}
