import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { loadStorageCipher } from './storageCipher.js'

describe('loadStorageCipher', () => {
  test('default: seals and opens; the sealed text does not contain the share', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'cipher-')), 'storage-key')
    const cipher = loadStorageCipher(path)
    const share = `0x${'ab'.repeat(32)}`
    const sealed = cipher.seal(share)
    expect(sealed).not.toContain('abab')
    expect(cipher.open(sealed)).toBe(share)
    expect(statSync(path).mode & 0o777).toBe(0o600)
  })

  test('behavior: the key survives a restart; another key cannot open', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cipher-'))
    const sealed = loadStorageCipher(join(dir, 'k')).seal('x')
    expect(loadStorageCipher(join(dir, 'k')).open(sealed)).toBe('x')
    expect(readFileSync(join(dir, 'k'), 'utf8').length).toBeGreaterThan(40)
    expect(() => loadStorageCipher(join(dir, 'other')).open(sealed)).toThrow()
  })
})
