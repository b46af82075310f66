import type { MethodTable } from '../../requests/MethodRow.js'
import type { EvmContext } from '../EvmContext.js'
import { _tessera_getAccountType } from './_tessera_getAccountType.js'
import { _tessera_getPrivateKey } from './_tessera_getPrivateKey.js'
import { _tessera_switchAccountType } from './_tessera_switchAccountType.js'
import { eth_accounts } from './eth_accounts.js'
import { eth_chainId } from './eth_chainId.js'
import { eth_coinbase } from './eth_coinbase.js'
import { eth_decrypt } from './eth_decrypt.js'
import { eth_getEncryptionPublicKey } from './eth_getEncryptionPublicKey.js'
import { eth_requestAccounts } from './eth_requestAccounts.js'
import { eth_sendTransaction } from './eth_sendTransaction.js'
import { eth_sign } from './eth_sign.js'
import { eth_signTransaction } from './eth_signTransaction.js'
import { eth_signTypedData } from './eth_signTypedData.js'
import { eth_signTypedData_v3 } from './eth_signTypedData_v3.js'
import { eth_signTypedData_v4 } from './eth_signTypedData_v4.js'
import { net_version } from './net_version.js'
import { personal_ecRecover } from './personal_ecRecover.js'
import { personal_sign } from './personal_sign.js'
import { wallet_addEthereumChain } from './wallet_addEthereumChain.js'
import { wallet_getCallsStatus } from './wallet_getCallsStatus.js'
import { wallet_getCapabilities } from './wallet_getCapabilities.js'
import { wallet_getPermissions } from './wallet_getPermissions.js'
import { wallet_requestPermissions } from './wallet_requestPermissions.js'
import { wallet_revokePermissions } from './wallet_revokePermissions.js'
import { wallet_sendCalls } from './wallet_sendCalls.js'
import { wallet_showCallsStatus } from './wallet_showCallsStatus.js'
import { wallet_switchEthereumChain } from './wallet_switchEthereumChain.js'
import { wallet_watchAsset } from './wallet_watchAsset.js'

/**
 * The EVM methods the wallet answers itself (SPEC §7), one row each; every other EVM method is
 * forwarded to the node. Which rows need approval mirrors SPEC §6.
 */
export const evmMethodTable: MethodTable<EvmContext> = {
  eth_requestAccounts,
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
  wallet_requestPermissions,
  wallet_getPermissions,
  wallet_revokePermissions,
  wallet_getCapabilities,
  wallet_sendCalls,
  wallet_getCallsStatus,
  wallet_showCallsStatus,
  _tessera_switchAccountType,
  _tessera_getAccountType,
  _tessera_getPrivateKey,
}
