import type { KeyFamily } from '@tessera/keys'
import {
  arrayField,
  asRecord,
  booleanField,
  isRecord,
  optionalStringField,
  stringField,
} from '../parse/fields.js'
import type { AppConfig } from './AppConfig.js'

const families: readonly KeyFamily[] = ['evm', 'solana', 'multiversx', 'near']

/** Parses `GET /api/v1/get-app-config/?id=` (docs/server.md "Gateway"). */
export function parseAppConfig(json: unknown): AppConfig {
  const record = asRecord(json, 'app config')
  const chainType = stringField(record, 'chain_type').toLowerCase()
  const family = families.find((candidate) => chainType.startsWith(candidate))
  if (!family) throw new TypeError('chain_type must be evm, solana, multiversx or near')
  const logins = arrayField(record, 'logins').filter(
    (login): login is string => typeof login === 'string',
  )
  const shards = isRecord(record.chain_settings) ? record.chain_settings.shards : undefined
  const themeConfig = isRecord(record.themeConfig) ? record.themeConfig : {}
  const theme = optionalStringField(themeConfig, 'theme')
  const assets = isRecord(themeConfig.assets) ? themeConfig.assets : {}
  const logo = typeof assets.logo === 'string' && assets.logo !== '' ? assets.logo : undefined
  return {
    id: stringField(record, 'id'),
    name: stringField(record, 'name'),
    family,
    isGlobal: booleanField(record, 'global'),
    logins,
    // Fail closed: anything but an exact `true` (absent, an old gateway, garbage) is off, and key
    // export never without NoUI.
    walletPolicy: {
      isNoUiAllowed: record.no_ui_allowed === true,
      isKeyExportAllowed: record.no_ui_allowed === true && record.key_export_allowed === true,
    },
    ...(typeof shards === 'number' ? { multiversxShard: shards } : {}),
    ...(theme === undefined ? {} : { theme }),
    ...(logo === undefined ? {} : { logo }),
  }
}
