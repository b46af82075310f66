import type { FamilyContext, MethodRow } from '@tessera/chains'
import { WalletError } from '@tessera/errors'

/**
 * What a wallet may not answer is refused here, before anything else (no parsing, no queue, no
 * approval). SPEC §5: a method limited to some app modes, or one that exports the key, gets
 * operation_not_supported: `_tessera_getPrivateKey` needs NoUI mode and an app whose operator
 * allowed key export. EIP-2255 (issue #17): a method that needs the account gets
 * app_not_connected (4100) while the app's connection is revoked, until the app connects again.
 */
export function assertMethodAllowed(
  row: Pick<MethodRow, 'modes' | 'exportsKey' | 'needsAccount'>,
  context: Pick<FamilyContext, 'appMode' | 'isKeyExportAllowed' | 'connection'>,
): void {
  const isModeAllowed = !row.modes || row.modes.includes(context.appMode)
  const isExportAllowed = row.exportsKey !== true || context.isKeyExportAllowed
  if (!isModeAllowed || !isExportAllowed) throw new WalletError('operation_not_supported')
  if (row.needsAccount && context.connection.connectedAt() === null)
    throw new WalletError('app_not_connected')
}
