import {
  createTestEngine,
  requestApproved,
  testAccount,
  waitForPending,
  wireErrorOf,
} from '@tessera/engine/testing'
import { stringToHex, verifyMessage } from 'viem'
import { describe, expect, test } from 'vitest'

const address = testAccount.address
const siwe = (who: string) =>
  [
    `app.example wants you to sign in with your Ethereum account:\n${who}`,
    'URI: https://app.example',
    'Version: 1',
    'Chain ID: 1',
    'Nonce: 32891756',
    'Issued At: 2026-11-21T07:00:00Z',
  ].join('\n')

describe('personal_sign', () => {
  test('default: C-038 the approved signature recovers to the wallet address', async () => {
    const { engine } = createTestEngine()
    const signature = await requestApproved(engine, {
      id: 1,
      method: 'personal_sign',
      params: [stringToHex('Hello Tessera'), address],
    })
    expect(
      await verifyMessage({ address, message: 'Hello Tessera', signature: signature as never }),
    ).toBe(true)
  })

  test('behavior: the approval shows UTF-8 text, or the hex when the bytes are not text', async () => {
    const { engine } = createTestEngine()
    engine.request({ id: 1, method: 'personal_sign', params: ['0xff00', address] })
    expect((await waitForPending(engine, 1)).description).toEqual({
      kind: 'signMessage',
      method: 'personal_sign',
      from: address,
      message: '0xff00',
      isHex: true,
      isSignIn: false,
      warnings: [],
    })
  })

  test('args: V-034 the account param in another letter case is accepted', async () => {
    const { engine } = createTestEngine()
    const signature = await requestApproved(engine, {
      id: 1,
      method: 'personal_sign',
      params: ['0x6869', address.toLowerCase()],
    })
    expect(await verifyMessage({ address, message: 'hi', signature: signature as never })).toBe(
      true,
    )
  })

  test.each([
    ['another account', '0x0000000000000000000000000000000000000001'],
    ['not a string', 42],
    ['missing', undefined],
  ])('error: V-035 X-004 account param %s → invalid params', async (_name, account) => {
    const { engine } = createTestEngine()
    expect(
      await wireErrorOf(
        engine.request({ id: 1, method: 'personal_sign', params: ['0x6869', account] }),
      ),
    ).toEqual({
      code: -32602,
      message: 'must provide an Ethereum address',
      data: { code: 'invalid_params' },
    })
  })

  test('behavior: V-036 Q-033 [address, message] is swapped with a warning and the message signed', async () => {
    const { engine } = createTestEngine()
    const answer = engine.request({ id: 1, method: 'personal_sign', params: [address, 'hello'] })
    const pending = await waitForPending(engine, 1)
    expect(pending.description).toMatchObject({ message: 'hello', warnings: ['paramsSwapped'] })
    engine.approvals.approve(1)
    expect(
      await verifyMessage({ address, message: 'hello', signature: (await answer) as never }),
    ).toBe(true)
  })

  test('behavior: V-056 a sign-in message for this wallet is marked as a login', async () => {
    const { engine } = createTestEngine()
    engine.request({
      id: 1,
      method: 'personal_sign',
      params: [stringToHex(siwe(address)), address],
    })
    expect((await waitForPending(engine, 1)).description).toMatchObject({ isSignIn: true })
  })

  test.each([
    ['another address', siwe('0x0000000000000000000000000000000000000001')],
    ['no nonce', siwe(address).replace('Nonce', 'Number')],
    ['no issued at', siwe(address).replace('Issued At', 'Issued')],
  ])('behavior: V-057 a message with %s is not a login', async (_name, message) => {
    const { engine } = createTestEngine()
    engine.request({ id: 1, method: 'personal_sign', params: [message, address] })
    expect((await waitForPending(engine, 1)).description).toMatchObject({ isSignIn: false })
  })

  describe('#17 SIWE', () => {
    const eip4361 = (who: string, chainId = 1) =>
      [
        `app.example wants you to sign in with your Ethereum account:\n${who}\n`,
        'Sign in to App.\n',
        'URI: https://app.example',
        'Version: 1',
        `Chain ID: ${chainId}`,
        'Nonce: 32891756ab',
        'Issued At: 2026-01-01T00:00:00Z',
        'Expiration Time: 2099-01-01T00:00:00Z',
      ].join('\n')
    const describeOf = async (message: string) => {
      const { engine } = createTestEngine()
      engine.request({ id: 1, method: 'personal_sign', params: [stringToHex(message), address] })
      return (await waitForPending(engine, 1)).description
    }

    test('default: #17 SIWE a sign-in message gets its Sign in view without warnings', async () => {
      expect(await describeOf(eip4361(address))).toMatchObject({
        kind: 'signMessage',
        isSignIn: true,
        siwe: {
          status: 'valid',
          message: { domain: 'app.example', address, chainId: 1, statement: 'Sign in to App.' },
          host: 'app.example',
          warnings: [],
        },
      })
    })

    test.each([
      [
        'another address',
        eip4361('0x0000000000000000000000000000000000000001'),
        ['addressMismatch'],
      ],
      ['another chain', eip4361(address, 137), ['chainMismatch']],
    ])('behavior: #17 SIWE %s is warned about', async (_name, message, warnings) => {
      expect(await describeOf(message)).toMatchObject({ siwe: { status: 'valid', warnings } })
    })

    test('behavior: #17 SIWE a malformed sign-in message says so, with its reasons', async () => {
      expect(await describeOf(eip4361(address.toLowerCase()))).toMatchObject({
        siwe: { status: 'malformed', reasons: ['addressNotChecksummed'], warnings: ['malformed'] },
      })
    })

    test('behavior: #17 SIWE other messages keep the plain view, and are signed as before', async () => {
      expect(await describeOf('Hello Tessera')).not.toHaveProperty('siwe')
      const { engine } = createTestEngine()
      const message = eip4361(address)
      const signature = await requestApproved(engine, {
        id: 1,
        method: 'personal_sign',
        params: [stringToHex(message), address],
      })
      expect(await verifyMessage({ address, message, signature: signature as never })).toBe(true)
    })
  })
})
