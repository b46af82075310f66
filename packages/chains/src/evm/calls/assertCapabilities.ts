import { WalletError } from '@tessera/errors'
import { invalidParams } from '../../params/invalidParams.js'
import { isRecord } from '../../params/isRecord.js'

/**
 * EIP-5792: the wallet supports no capability yet, so one the app did not mark `optional: true`
 * is refused with 5700 (unsupported non-optional capability); optional ones are ignored. `where`
 * names the capabilities in messages ('capabilities', 'calls[1].capabilities').
 */
export function assertCapabilities(value: unknown, where: string): void {
  if (value === undefined) return
  if (!isRecord(value)) throw invalidParams(`invalid ${where}: not an object`)
  for (const [name, capability] of Object.entries(value)) {
    if (!isRecord(capability)) throw invalidParams(`invalid ${where}.${name}: not an object`)
    if (capability.optional !== true)
      throw new WalletError('unsupported_capability', { params: { capability: name } })
  }
}
