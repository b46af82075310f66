import { WalletError } from '@tessera/errors'
import { loginPayloadFields } from '@tessera/protocol'
import { describe, expect, test, vi } from 'vitest'
import {
  dispatchWindowMessage,
  type FakeWindow,
  fakeWindow,
} from '../testing/dispatchWindowMessage.js'
import {
  type LoginPagePeer,
  listenToLoginPages,
  noLinkLoginText,
  noSocialLoginText,
} from './listenToLoginPages.js'

const appId = 'a'.repeat(40)
const walletOrigin = 'https://wallet.example'
const hostOrigin = 'https://shop.example'
const loginInfo = {
  status: 'LOGIN_INFO',
  messageId: 'm-1',
  appId,
  state: 'state-1',
  info: { code: 'code-1', iss: 'https://issuer.example' },
}
const loginVerify = { status: 'LOGIN_VERIFY', messageId: 'm-2', appId, sessionID: 'session-1' }
const loginInit = { status: 'LOGIN_INIT', messageId: 'm-4', appId, state: 'state-1' }
const linkInquiry = { status: 'LOGIN_PWDL_INQ', messageId: 'm-5', appId, sessionID: 'link-1' }
const linkExpiresAt = 1_900_000_000_000

/** A wallet frame inside the host page, and a popup the host page opened. */
function setup(options: { readonly failSocial?: boolean; readonly hasMfa?: boolean } = {}) {
  const hostPage = fakeWindow()
  const frame = Object.assign(new EventTarget(), { parent: hostPage }) as unknown as Window
  const popup = fakeWindow({ opener: hostPage })
  const calls: unknown[][] = []
  const peer: LoginPagePeer = {
    appId,
    hostOrigin: () => hostOrigin,
    isSocialPending: (state) => state === 'state-1',
    linkExpiry: (sessionId) => (sessionId === 'link-1' ? linkExpiresAt : null),
    completeSocial: async (answer) => {
      calls.push(['completeSocial', answer])
      if (options.failSocial) throw new WalletError('W-137')
      return { hasMfa: options.hasMfa }
    },
    reconnect: async (sessionID) => {
      calls.push(['reconnect', sessionID])
      return sessionID === 'session-1' ? null : 'Session ID mismatch'
    },
  }
  const stop = listenToLoginPages(peer, { walletOrigin, target: frame })
  const send = (data: unknown, from: { origin?: string; source?: FakeWindow | null } = {}) =>
    dispatchWindowMessage(frame, {
      data,
      origin: from.origin ?? walletOrigin,
      source: 'source' in from ? from.source : popup,
    })
  return { popup, hostPage, calls, send, stop }
}

describe('listenToLoginPages (HOST-PROTOCOL §F, the frame’s side)', () => {
  test('default: LOGIN_INFO for this frame’s login is acknowledged at once and again when done', async () => {
    const { popup, calls, send } = setup()
    send(loginInfo)
    await vi.waitFor(() => expect(popup.posted).toHaveLength(2))
    expect(calls).toEqual([
      ['completeSocial', { state: 'state-1', code: 'code-1', iss: 'https://issuer.example' }],
    ])
    expect(popup.posted).toEqual([
      {
        message: { status: 'LOGIN_INFO_ACK', messageId: 'm-1', done: false, hostOrigin },
        targetOrigin: walletOrigin,
      },
      {
        message: { status: 'LOGIN_INFO_ACK', messageId: 'm-1', done: true, hostOrigin },
        targetOrigin: walletOrigin,
      },
    ])
  })

  test('I-017 S-044: the social login of an MFA wallet sends MFA_SETUP_ACK after its MFA step, before the final LOGIN_INFO_ACK', async () => {
    const { popup, send } = setup({ hasMfa: true })
    send(loginInfo)
    await vi.waitFor(() => expect(popup.posted).toHaveLength(3))
    expect(popup.posted.map(({ message }) => message)).toEqual([
      { status: 'LOGIN_INFO_ACK', messageId: 'm-1', done: false, hostOrigin },
      { status: 'MFA_SETUP_ACK', messageId: 'm-1', hostOrigin },
      { status: 'LOGIN_INFO_ACK', messageId: 'm-1', done: true, hostOrigin },
    ])
    expect(popup.posted.every(({ targetOrigin }) => targetOrigin === walletOrigin)).toBe(true)
  })

  test('args: LOGIN_INFO of /global-redirect/ (app id *) reaches the frame whose login it is', async () => {
    const { popup, calls, send } = setup()
    send({ ...loginInfo, appId: '*' })
    await vi.waitFor(() => expect(popup.posted).toHaveLength(2))
    expect(calls).toHaveLength(1)
  })

  test('error: W-137 a failed social login is acknowledged with its short message', async () => {
    const { popup, send } = setup({ failSocial: true })
    send(loginInfo)
    await vi.waitFor(() => expect(popup.posted).toHaveLength(2))
    expect(popup.posted[1]?.message).toEqual({
      status: 'LOGIN_INFO_ACK',
      messageId: 'm-1',
      done: true,
      error: new WalletError('W-137').shortMessage,
      hostOrigin,
    })
  })

  test('default: LOGIN_VERIFY resumes the session and answers LOGIN_VERIFY_ACK', async () => {
    const { popup, calls, send } = setup()
    send(loginVerify)
    send({ ...loginVerify, messageId: 'm-3', sessionID: 'other' })
    await vi.waitFor(() => expect(popup.posted).toHaveLength(2))
    expect(calls).toEqual([
      ['reconnect', 'session-1'],
      ['reconnect', 'other'],
    ])
    expect(popup.posted.map(({ message }) => message)).toEqual([
      { status: 'LOGIN_VERIFY_ACK', messageId: 'm-2', hostOrigin },
      { status: 'LOGIN_VERIFY_ACK', messageId: 'm-3', error: 'Session ID mismatch', hostOrigin },
    ])
  })

  test('I-015: LOGIN_INIT is answered with LOGIN_INIT_ACK, pending for this frame’s login, else with an error', async () => {
    const { popup, calls, send } = setup()
    send(loginInit)
    send({ ...loginInit, messageId: 'm-6', state: 'cancelled-or-unknown' })
    await vi.waitFor(() => expect(popup.posted).toHaveLength(2))
    expect(popup.posted).toEqual([
      {
        message: {
          status: 'LOGIN_INIT_ACK',
          messageId: 'm-4',
          state: 'state-1',
          pending: true,
          hostOrigin,
        },
        targetOrigin: walletOrigin,
      },
      {
        message: {
          status: 'LOGIN_INIT_ACK',
          messageId: 'm-6',
          state: 'cancelled-or-unknown',
          pending: false,
          error: noSocialLoginText,
          hostOrigin,
        },
        targetOrigin: walletOrigin,
      },
    ])
    expect(calls).toEqual([]) // asking finishes nothing
  })

  test('I-015: LOGIN_INIT of /global-redirect/ (app id *) is answered only by the frame whose login it is', async () => {
    const { popup, send } = setup()
    send({ ...loginInit, appId: '*', messageId: 'm-7', state: 'another-frames' })
    send({ ...loginInit, appId: '*' })
    await vi.waitFor(() => expect(popup.posted).toHaveLength(1))
    expect(popup.posted[0]?.message).toMatchObject({ messageId: 'm-4', pending: true })
  })

  test('I-016: LOGIN_PWDL_INQ is answered with LOGIN_PWDL_INQ_RES: the waiting link’s expiry, else an error', async () => {
    const { popup, calls, send } = setup()
    send(linkInquiry)
    send({ ...linkInquiry, messageId: 'm-8', sessionID: 'link-cancelled' })
    await vi.waitFor(() => expect(popup.posted).toHaveLength(2))
    expect(popup.posted.map(({ message }) => message)).toEqual([
      {
        status: 'LOGIN_PWDL_INQ_RES',
        messageId: 'm-5',
        sessionID: 'link-1',
        pending: true,
        sessionExpiry: linkExpiresAt,
        hostOrigin,
      },
      {
        status: 'LOGIN_PWDL_INQ_RES',
        messageId: 'm-8',
        sessionID: 'link-cancelled',
        pending: false,
        error: noLinkLoginText,
        hostOrigin,
      },
    ])
    expect(calls).toEqual([])
  })

  test('I-018: the login payloads carry state, sessionID, sessionExpiry, messageId and info; none a mnemonic (no login of the frame has one to send)', async () => {
    const { popup, send } = setup()
    const asked = [loginInfo, loginVerify, loginInit, linkInquiry]
    for (const message of asked) send(message)
    // LOGIN_INFO is answered twice, the others once.
    await vi.waitFor(() => expect(popup.posted).toHaveLength(5))
    const fields = new Set(
      [...asked, ...popup.posted.map(({ message }) => message)].flatMap((message) =>
        Object.keys(message as object),
      ),
    )
    expect(loginPayloadFields.filter((field) => fields.has(field))).toEqual([
      'state',
      'sessionID',
      'sessionExpiry',
      'messageId',
      'info',
    ])
  })

  test.each([
    ['LOGIN_INFO', loginInfo],
    ['LOGIN_VERIFY', loginVerify],
    ['LOGIN_INIT', loginInit],
    ['LOGIN_PWDL_INQ', linkInquiry],
  ])(
    'behavior: STYLE B7 %s from another origin, from a window that is no popup of the host, or malformed is neither answered nor acted on',
    async (_, message) => {
      const { hostPage, popup, calls, send } = setup()
      const sibling = fakeWindow({ parent: hostPage }) // a wallet page framed beside this frame
      const strayPopup = fakeWindow({ opener: fakeWindow() }) // opened by another page
      send(message, { origin: hostOrigin })
      send(message, { origin: 'https://evil.example' })
      send(message, { source: sibling })
      send(message, { source: strayPopup })
      send(message, { source: null })
      send({ ...message, messageId: 42 })
      send({ ...message, appId: undefined })
      send({ ...message, status: 'LOGIN_INFO_ACK' })
      send({ ...message, appId: 'b'.repeat(40) }) // another app's
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(calls).toEqual([])
      for (const window of [popup, sibling, strayPopup, hostPage]) expect(window.posted).toEqual([])
    },
  )

  test('behavior: LOGIN_INFO for a login this frame did not start is not answered', async () => {
    const { popup, calls, send } = setup()
    send({ ...loginInfo, state: 'someone-elses' })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(calls).toEqual([])
    expect(popup.posted).toEqual([])
  })

  test('behavior: nothing is heard once stopped', async () => {
    const { popup, calls, send, stop } = setup()
    stop()
    send(loginVerify)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(calls).toEqual([])
    expect(popup.posted).toEqual([])
  })
})
