import { defineRequestAccounts } from '../../requests/defineRequestAccounts.js'
import { parseConnectParams } from './parseConnectParams.js'

/**
 * connect: a Solana app's eth_requestAccounts (EIP-2255, issue #17). A connected app gets its
 * address at once (`[base58]`); an app whose connection was revoked asks the user in the Connect
 * view and, approved, is connected again (the host hears `accountsChanged`). Rejected: 4001.
 * Phantom's `{ onlyIfTrusted: true }` (a dapp's eager connect on page load) never asks: the
 * address while connected, else 4001 at once. Its params are optional: with getAccounts, connect
 * is the second exception to SPEC §5's "Solana calls need params except getAccounts".
 */
export const connect = defineRequestAccounts('connect', parseConnectParams)
