import type { FamilyContext, MethodRow } from '@tessera/chains'
import { WalletError } from '@tessera/errors'

/**
 * SPEC §5: a method limited to some app modes, or one that exports the key, is refused with
 * operation_not_supported before anything else (no parsing, no queue) when this wallet may not
 * answer it: `_tessera_getPrivateKey` needs NoUI mode and an app whose operator allowed key
 * export.
 */
export function assertMethodAllowed(
  row: Pick<MethodRow, 'modes' | 'exportsKey'>,
  context: Pick<FamilyContext, 'appMode' | 'isKeyExportAllowed'>,
): void {
  const isModeAllowed = !row.modes || row.modes.includes(context.appMode)
  const isExportAllowed = row.exportsKey !== true || context.isKeyExportAllowed
  if (!isModeAllowed || !isExportAllowed) throw new WalletError('operation_not_supported')
}
