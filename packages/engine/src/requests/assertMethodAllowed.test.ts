import type { AppModeName } from '@tessera/chains'
import { describe, expect, test } from 'vitest'
import { assertMethodAllowed } from './assertMethodAllowed.js'

const keyExport = { modes: ['noUI'], exportsKey: true } as const
const allowed = (
  row: Parameters<typeof assertMethodAllowed>[0],
  appMode: AppModeName,
  isKeyExportAllowed: boolean,
) => {
  try {
    assertMethodAllowed(row, { appMode, isKeyExportAllowed })
    return true
  } catch (error) {
    expect(error).toMatchObject({ code: 'operation_not_supported' })
    return false
  }
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
})
