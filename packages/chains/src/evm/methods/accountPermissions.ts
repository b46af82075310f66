import type { EvmContext } from '../EvmContext.js'

/** An EIP-2255 permission, as MetaMask answers it. */
export type AccountPermission = {
  readonly invoker: string
  readonly parentCapability: 'eth_accounts'
  readonly caveats: readonly [
    { readonly type: 'restrictReturnedAccounts'; readonly value: readonly string[] },
  ]
  /** When it was granted, ms since the epoch. */
  readonly date: number
}

/** EIP-2255: the host app's permissions: `eth_accounts` while connected, none otherwise. */
export function accountPermissions(context: EvmContext): AccountPermission[] {
  const { connection } = context
  const date = connection.connectedAt()
  if (date === null) return []
  return [
    {
      invoker: connection.origin,
      parentCapability: 'eth_accounts',
      caveats: [{ type: 'restrictReturnedAccounts', value: connection.accounts() }],
      date,
    },
  ]
}
