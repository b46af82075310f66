import { loginPageRequestSchema } from '@tessera/protocol'
import { describe, expect, test } from 'vitest'
import { dispatchWindowMessage, fakeWindow } from '../testing/dispatchWindowMessage.js'
import { listenToWindow, type ReceivedMessage } from './listenToWindow.js'

const walletOrigin = 'https://wallet.example'
const verify = { status: 'LOGIN_VERIFY', messageId: 'm', appId: 'a', sessionID: null }

function setup() {
  const target = new EventTarget() as unknown as Window
  const popup = fakeWindow()
  const received: ReceivedMessage<unknown>[] = []
  const stop = listenToWindow(
    target,
    {
      isAllowedOrigin: (origin) => origin === walletOrigin,
      isAllowedSource: (source) => source === (popup as unknown as Window),
      schema: loginPageRequestSchema,
    },
    (message) => received.push(message),
  )
  const send = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    dispatchWindowMessage(target, {
      data,
      origin: from.origin ?? walletOrigin,
      source: 'source' in from ? from.source : popup,
    })
  return { popup, received, send, stop }
}

describe('listenToWindow', () => {
  test('default: a message from an allowed origin and source that parses is handed on, parsed', () => {
    const { popup, received, send } = setup()
    send({ ...verify, extra: 'dropped' })
    expect(received).toEqual([{ message: verify, source: popup, origin: walletOrigin }])
  })

  test('behavior: STYLE B3 a wrong origin, a wrong source, no source or a malformed payload is dropped', () => {
    const { received, send } = setup()
    send(verify, { origin: 'https://evil.example' })
    send(verify, { origin: `${walletOrigin}/` })
    send(verify, { source: fakeWindow() })
    send(verify, { source: null })
    send(verify, { source: new MessageChannel().port1 })
    send({ ...verify, messageId: 7 })
    send(JSON.stringify(verify))
    expect(received).toEqual([])
  })

  test('behavior: nothing is heard once stopped', () => {
    const { received, send, stop } = setup()
    stop()
    send(verify)
    expect(received).toEqual([])
  })
})
