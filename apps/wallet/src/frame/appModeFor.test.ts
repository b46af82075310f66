import { describe, expect, test } from 'vitest'
import type { WalletPolicy } from '../app/AppConfig.js'
import { appModeFor, type LoginSource } from './appModeFor.js'

const allowed: WalletPolicy = { isNoUiAllowed: true, isKeyExportAllowed: true }
const refused: WalletPolicy = { isNoUiAllowed: false, isKeyExportAllowed: false }

describe('appModeFor', () => {
  test('default: a host asking Full or Widget gets it, whatever the login', () => {
    for (const loginSource of ['fresh', 'restored', 'shared'] as const)
      for (const requested of ['full', 'widget'] as const)
        expect(appModeFor({ requested, policy: refused, loginSource })).toBe(requested)
  })

  test.each([
    [allowed, 'fresh', 'noUI'],
    [refused, 'fresh', 'widget'],
    [allowed, 'restored', 'widget'],
    [allowed, 'shared', 'widget'],
    [refused, 'shared', 'widget'],
  ] as [WalletPolicy, LoginSource, string][])(
    'behavior: issue 15 finding 2: NoUI asked, policy %j, a %s login → %s',
    (policy, loginSource, mode) => {
      expect(appModeFor({ requested: 'noUI', policy, loginSource })).toBe(mode)
    },
  )
})
