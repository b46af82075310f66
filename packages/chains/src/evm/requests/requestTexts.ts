// The exact texts SPEC §5 gives for refused EVM requests, sent as invalid_params messages.

export const requiredParamsMissing = 'required params missing' // SPEC §5: add chain, typed data v4
export const provideChainId = 'Please provide chain id' // SPEC §5: wallet_switchEthereumChain
export const mustProvideEthereumAddress = 'must provide an Ethereum address' // SPEC §5: account param
export const gaslessNotEnabled = 'Gasless not enabled' // SPEC §5: _tessera_switchAccountType
export const incorrectAccountType = 'Incorrect account type' // SPEC §5
export const sameAccountType = 'Already using the same account type' // SPEC §5

/** SPEC §5: wallet_addEthereumChain with an RPC URL another network uses. */
export function rpcUrlExists(url: string): string {
  return `RPC URL - ${url} already exists, please use different one`
}

/** SPEC §5: eth_signTypedData_v4 whose domain names another chain. */
export function domainChainMismatch(domainChainId: number, networkChainId: number): string {
  return `domain chain ID ${domainChainId} does not match network chain id ${networkChainId}`
}

/**
 * eth_sendTransaction whose `chainId` names another chain than the selected one (issue #15
 * finding 7; worded as SPEC §5's typed-data text).
 */
export function transactionChainMismatch(txChainId: number, networkChainId: number): string {
  return `transaction chain ID ${txChainId} does not match network chain id ${networkChainId}`
}

/** SPEC §5: wallet_watchAsset of another type than erc20, erc721, erc1155. */
export function assetTypeNotSupported(type: string): string {
  return `Asset of type '${type}' not supported`
}

/** EIP-2255 (issue #17): permission params other than `[{ eth_accounts: {} }]`. */
export const onlyEthAccountsPermission =
  "Permissions must be one object naming only 'eth_accounts', as [{ eth_accounts: {} }]"
