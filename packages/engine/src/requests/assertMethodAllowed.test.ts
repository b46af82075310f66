import type { AppModeName } from '@tessera/chains'
import { describe, expect, test } from 'vitest'
import { createAppConnection } from '../connection/createAppConnection.js'
import { memoryConnectionStore } from '../connection/memoryConnectionStore.js'
import { assertMethodAllowed } from './assertMethodAllowed.js'

const keyExport = { modes: ['noUI'], exportsKey: true } as const
const connection = (isConnected: boolean) => {
  const store = memoryConnectionStore('https://app.example')
  if (!isConnected) store.save(null)
  return createAppConnection({ store, address: '0x1', now: Date.now, onEvent: () => undefined })
}
/** The code a row is refused with, or null when it is allowed. */
const refusal = (
  row: Parameters<typeof assertMethodAllowed>[0],
  appMode: AppModeName,
  isKeyExportAllowed: boolean,
  isConnected = true,
) => {
  try {
    assertMethodAllowed(row, { appMode, isKeyExportAllowed, connection: connection(isConnected) })
    return null
  } catch (error) {
    return (error as { code?: unknown }).code
  }
}
const allowed = (...args: Parameters<typeof refusal>) => {
  const code = refusal(...args)
  if (code !== null) expect(code).toBe('operation_not_supported')
  return code === null
}

describe('assertMethodAllowed', () => {
  test('default: a row without limits is allowed in every mode', () => {
    for (const mode of ['noUI', 'widget', 'full'] as const)
      expect(allowed({}, mode, false)).toBe(true)
  })

  test.each([
    ['noUI', true, true],
    ['noUI', false, false],
    ['widget', true, false],
    ['full', true, false],
    ['widget', false, false],
    ['full', false, false],
  ] as const)(
    'behavior: a key-export row in %s mode with key export allowed=%s → allowed=%s (SPEC §5)',
    (mode, isKeyExportAllowed, expected) => {
      expect(allowed(keyExport, mode, isKeyExportAllowed)).toBe(expected)
    },
  )

  test('behavior: a row limited to NoUI without exporting the key needs no key export setting', () => {
    expect(allowed({ modes: ['noUI'] }, 'noUI', false)).toBe(true)
    expect(allowed({ modes: ['noUI'] }, 'full', true)).toBe(false)
  })

  test('behavior: #17 a row that needs the account is refused app_not_connected once the app is revoked (EIP-2255)', () => {
    expect(refusal({ needsAccount: true }, 'widget', false, true)).toBeNull()
    expect(refusal({ needsAccount: true }, 'widget', false, false)).toBe('app_not_connected')
    expect(refusal({ needsAccount: true }, 'noUI', false, false)).toBe('app_not_connected')
    expect(refusal({}, 'widget', false, false)).toBeNull()
  })

  test('behavior: a key-export row in the wrong mode says operation_not_supported, connected or not', () => {
    expect(refusal({ ...keyExport, needsAccount: true }, 'widget', true, false)).toBe(
      'operation_not_supported',
    )
  })
})
