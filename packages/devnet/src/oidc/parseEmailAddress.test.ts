import { describe, expect, test } from 'vitest'
import { parseEmailAddress } from './parseEmailAddress.js'

describe('parseEmailAddress', () => {
  test('default: a plain address comes back trimmed and lowercased', () => {
    expect(parseEmailAddress('  Carol.Smith+wallet@Example.COM ')).toBe(
      'carol.smith+wallet@example.com',
    )
  })

  test('error: anything that is not an address is refused', () => {
    for (const input of [
      undefined,
      42,
      '',
      'carol',
      'carol@',
      '@example.com',
      'carol@localhost',
      'carol@example..com',
      'carol@-example.com',
      '.carol@example.com',
      'ca..rol@example.com',
      'carol smith@example.com',
      '<script>@example.com',
      `${'a'.repeat(250)}@example.com`,
    ])
      expect(parseEmailAddress(input), String(input)).toBeUndefined()
  })
})
