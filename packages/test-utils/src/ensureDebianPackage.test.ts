import { afterEach, describe, expect, test, vi } from 'vitest'
import { aptInstallCommand, ensureDebianPackage } from './ensureDebianPackage.js'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('ensureDebianPackage', () => {
  test('default: an installed tool needs nothing', () => {
    const isInstalled = vi.fn(() => true)
    ensureDebianPackage({ packageName: 'redis-server', what: 'redis-server', isInstalled })
    expect(isInstalled).toHaveBeenCalledTimes(1)
  })

  test('error: a missing tool without root names the command to run', () => {
    vi.spyOn(process, 'getuid').mockReturnValue(1000)
    const ensure = () =>
      ensureDebianPackage({
        packageName: 'redis-server',
        what: 'redis-server at /usr/bin/redis-server',
        isInstalled: () => false,
      })
    expect(ensure).toThrowErrorMatchingInlineSnapshot(
      `[Error: redis-server at /usr/bin/redis-server is missing. Install it as root: apt-get update && apt-get install -y redis-server]`,
    )
  })
})

describe('aptInstallCommand', () => {
  test('default', () => {
    expect(aptInstallCommand('postgresql')).toBe('apt-get update && apt-get install -y postgresql')
  })
})
