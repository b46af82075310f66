import { _tessera_getAccountType } from '../methods/evm/_tessera_getAccountType.js'
import { _tessera_getPrivateKey } from '../methods/evm/_tessera_getPrivateKey.js'
import { _tessera_switchAccountType } from '../methods/evm/_tessera_switchAccountType.js'
import { eth_accounts } from '../methods/evm/eth_accounts.js'
import { eth_chainId } from '../methods/evm/eth_chainId.js'
import { eth_coinbase } from '../methods/evm/eth_coinbase.js'
import { eth_decrypt } from '../methods/evm/eth_decrypt.js'
import { eth_getEncryptionPublicKey } from '../methods/evm/eth_getEncryptionPublicKey.js'
import { eth_sendTransaction } from '../methods/evm/eth_sendTransaction.js'
import { eth_sign } from '../methods/evm/eth_sign.js'
import { eth_signTransaction } from '../methods/evm/eth_signTransaction.js'
import { eth_signTypedData } from '../methods/evm/eth_signTypedData.js'
import { eth_signTypedData_v3 } from '../methods/evm/eth_signTypedData_v3.js'
import { eth_signTypedData_v4 } from '../methods/evm/eth_signTypedData_v4.js'
import { net_version } from '../methods/evm/net_version.js'
import { personal_ecRecover } from '../methods/evm/personal_ecRecover.js'
import { personal_sign } from '../methods/evm/personal_sign.js'
import { wallet_addEthereumChain } from '../methods/evm/wallet_addEthereumChain.js'
import { wallet_switchEthereumChain } from '../methods/evm/wallet_switchEthereumChain.js'
import { wallet_watchAsset } from '../methods/evm/wallet_watchAsset.js'
import type { MethodRow } from './MethodRow.js'

/**
 * The EVM methods the wallet answers itself (SPEC §7), one row each; every other EVM method is
 * forwarded to the node. Which rows need approval mirrors SPEC §6.
 */
export const evmMethodTable: Readonly<Record<string, MethodRow<unknown>>> = {
  eth_requestAccounts: eth_accounts,
  eth_accounts,
  eth_coinbase,
  eth_sendTransaction,
  eth_signTransaction,
  eth_sign,
  eth_signTypedData,
  eth_signTypedData_v3,
  eth_signTypedData_v4,
  personal_sign,
  eth_getEncryptionPublicKey,
  eth_decrypt,
  personal_ecRecover,
  eth_chainId,
  net_version,
  wallet_addEthereumChain,
  wallet_switchEthereumChain,
  wallet_watchAsset,
  _tessera_switchAccountType,
  _tessera_getAccountType,
  _tessera_getPrivateKey,
}

/** The row of a method the wallet answers itself; undefined for anything else. */
export function methodRow(method: string): MethodRow<unknown> | undefined {
  return Object.hasOwn(evmMethodTable, method) ? evmMethodTable[method] : undefined
}
