import { describe, expect, test } from 'vitest'
import { createMemoryAdapter } from './createMemoryAdapter.js'

describe('createMemoryAdapter', () => {
  test('default: stores, finds, consumes and destroys per model', async () => {
    const adapters = createMemoryAdapter()
    const codes = adapters('AuthorizationCode')
    await codes.upsert('c1', { grantId: 'g1', accountId: 'a' }, 60)
    expect(await codes.find('c1')).toMatchObject({ accountId: 'a' })
    expect(await adapters('AccessToken').find('c1')).toBeUndefined()
    await codes.consume('c1')
    expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number))
    await codes.destroy('c1')
    expect(await codes.find('c1')).toBeUndefined()
  })

  test('args: expiresIn makes an entry disappear once it has passed', async () => {
    let clock = 1_000_000
    const sessions = createMemoryAdapter(() => clock)('Session')
    await sessions.upsert('s1', { uid: 'u1' }, 10)
    expect(await sessions.findByUid('u1')).toMatchObject({ uid: 'u1' })
    clock += 10_000
    expect(await sessions.find('s1')).toBeUndefined()
    expect(await sessions.findByUid('u1')).toBeUndefined()
  })

  test('behavior: revoking a grant removes its tokens, not the grant or other grants', async () => {
    const adapters = createMemoryAdapter()
    await adapters('Grant').upsert('g1', { accountId: 'a' }, 60)
    await adapters('AccessToken').upsert('t1', { grantId: 'g1' }, 60)
    await adapters('AccessToken').upsert('t2', { grantId: 'g2' }, 60)
    await adapters('AccessToken').revokeByGrantId('g1')
    expect(await adapters('AccessToken').find('t1')).toBeUndefined()
    expect(await adapters('AccessToken').find('t2')).toBeDefined()
    expect(await adapters('Grant').find('g1')).toBeDefined()
  })
})
