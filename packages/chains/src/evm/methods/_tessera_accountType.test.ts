import { createTestEngine, wireErrorOf } from '@tessera/engine/testing'
import { describe, expect, test } from 'vitest'

const switchTo = (type: unknown) => ({
  id: 1,
  method: '_tessera_switchAccountType',
  params: [type],
})
const invalid = (message: string) => ({ code: -32602, message, data: { code: 'invalid_params' } })

describe('_tessera_switchAccountType', () => {
  test('error: V-024 without gasless → Gasless not enabled', async () => {
    const { engine } = createTestEngine()
    expect(await wireErrorOf(engine.request(switchTo('scw')))).toEqual(
      invalid('Gasless not enabled'),
    )
  })

  test.each(['smart', '', 42])('error: V-025 type %j → Incorrect account type', async (type) => {
    const { engine } = createTestEngine({ gaslessEnabled: true })
    expect(await wireErrorOf(engine.request(switchTo(type)))).toEqual(
      invalid('Incorrect account type'),
    )
  })

  test('error: V-026 the current type → Already using the same account type', async () => {
    const { engine } = createTestEngine({ gaslessEnabled: true, accountType: 'eoa' })
    expect(await wireErrorOf(engine.request(switchTo({ type: 'eoa' })))).toEqual(
      invalid('Already using the same account type'),
    )
  })
})

describe('_tessera_getAccountType', () => {
  test('default: G-010 S-072 S-073 eoa without gasless even when scw was stored; scw by default with gasless', async () => {
    expect(
      await createTestEngine({ accountType: 'scw' }).engine.request({
        id: 1,
        method: '_tessera_getAccountType',
      }),
    ).toBe('eoa')
    expect(
      await createTestEngine({ gaslessEnabled: true }).engine.request({
        id: 1,
        method: '_tessera_getAccountType',
      }),
    ).toBe('scw')
  })
})

describe('_tessera_getPrivateKey', () => {
  test('default: V-058 P-021 returns the key in NoUI mode, with no approval, where the app allows key export', async () => {
    const { engine } = createTestEngine({ appMode: 'noUI', isKeyExportAllowed: true })
    expect(await engine.request({ id: 1, method: '_tessera_getPrivateKey' })).toBe(
      '0x7e5374ec2ef0d91761a6e72fdf8f6ac665519bfdf6da0a2329cf0d804514b816',
    )
  })

  test.each([
    ['widget', true],
    ['full', true],
    ['noUI', false],
    ['widget', false],
  ] as const)(
    'error: V-059 refused in %s mode with key export allowed=%s',
    async (appMode, isKeyExportAllowed) => {
      const { engine } = createTestEngine({ appMode, isKeyExportAllowed })
      const error = await wireErrorOf(engine.request({ id: 1, method: '_tessera_getPrivateKey' }))
      expect(error).toEqual({
        code: 4200,
        message: 'Operation not supported',
        data: { code: 'operation_not_supported' },
      })
      expect(JSON.stringify(error)).not.toContain('7e5374ec')
      // Refused before anything else: nothing waits for approval.
      expect(engine.approvals.snapshot().pending).toEqual([])
    },
  )
})
