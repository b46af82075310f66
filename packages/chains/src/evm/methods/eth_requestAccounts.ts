import { defineRequestAccounts } from '../../requests/defineRequestAccounts.js'

/**
 * eth_requestAccounts: a connected app gets the account at once (SPEC §6, §7); an app whose
 * connection was revoked asks the user first, in the Connect view (EIP-2255, issue #17).
 */
export const eth_requestAccounts = defineRequestAccounts('eth_requestAccounts')
