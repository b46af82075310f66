import { WalletError } from '@tessera/errors'
import type { ConnectDescription } from './ConnectDescription.js'
import { describeConnect } from './describeConnect.js'
import { defineMethod, type MethodRow } from './MethodRow.js'

/**
 * What a "connect me" request asks beyond connecting: Phantom's `onlyIfTrusted` (issue #17), the
 * eager connect a dapp tries on page load, which never asks the user.
 */
export type RequestAccountsParams = { readonly onlyIfTrusted?: boolean } | undefined

/**
 * EIP-2255 (issue #17): the row of a family's "connect me" method (EVM eth_requestAccounts,
 * Solana connect): a connected app gets its accounts at once (SPEC §6, §7); an app whose
 * connection was revoked asks the user first in the Connect view and, approved, is connected
 * again (the host hears `accountsChanged`); asked `onlyIfTrusted`, it gets user_deny (4001) at
 * once instead. Answers the accounts the app may see. `parseParams` reads the method's params
 * (SPEC §5); by default they are ignored, as eth_requestAccounts does.
 */
export function defineRequestAccounts(
  method: Exclude<ConnectDescription['method'], 'wallet_requestPermissions'>,
  parseParams: (params: unknown) => RequestAccountsParams = () => undefined,
): MethodRow {
  return defineMethod<ConnectRequest>({
    needsApproval: true,
    // Whether the app was connected is read once, when the request arrives: a request that asked
    // no one never connects an app revoked while it waited.
    parseParams: (params, context) => ({
      onlyIfTrusted: parseParams(params)?.onlyIfTrusted === true,
      wasConnected: context.connection.connectedAt() !== null,
    }),
    // onlyIfTrusted never shows the Connect view: run answers the accounts, or 4001.
    isNoOp: ({ onlyIfTrusted, wasConnected }) => onlyIfTrusted || wasConnected,
    describe: (_params, context) => describeConnect(method, context),
    run: async ({ params }, context) => {
      if (context.connection.connectedAt() === null) {
        if (params.onlyIfTrusted || params.wasConnected)
          throw new WalletError('user_deny', { details: 'the app is not connected' })
        context.connection.connect()
      }
      return context.connection.accounts()
    },
  })
}

/** A connect request as parsed: its `onlyIfTrusted`, and whether the app was connected then. */
type ConnectRequest = { readonly onlyIfTrusted: boolean; readonly wasConnected: boolean }
