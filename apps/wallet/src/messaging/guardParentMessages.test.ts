import { describe, expect, test } from 'vitest'
import { dispatchWindowMessage, fakeWindow } from '../testing/dispatchWindowMessage.js'
import { guardParentMessages } from './guardParentMessages.js'

const hostOrigin = 'https://shop.example'
const otherRegistered = 'https://other-shop.example'
const call = { penpal: 'call', id: 1, methodName: 'isLoggedIn', args: [] }
const synAck = { penpal: 'synAck', methodNames: ['onEvent'] }

/** The frame's window with the guard, and penpal's listener after it: what penpal would see. */
function setup() {
  const frame = new EventTarget() as unknown as Window
  const parent = fakeWindow()
  const connectedOrigins: string[] = []
  guardParentMessages(frame, {
    isAllowedOrigin: (origin) => origin === hostOrigin || origin === otherRegistered,
    parent: parent as unknown as Window,
    onConnected: (origin) => connectedOrigins.push(origin),
  })
  const seenByPenpal: unknown[] = []
  frame.addEventListener('message', (event) => seenByPenpal.push(event.data))
  const send = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    dispatchWindowMessage(frame, {
      data,
      origin: from.origin ?? hostOrigin,
      source: 'source' in from ? from.source : parent,
    })
  return { parent, seenByPenpal, send, connectedOrigins }
}

describe('guardParentMessages (HOST-PROTOCOL §B)', () => {
  test('behavior: the host origin is the one its handshake came from, told once, whatever the host says later', () => {
    const { send, connectedOrigins } = setup()
    send(synAck, { origin: otherRegistered })
    send(synAck, { origin: hostOrigin })
    send(call, { origin: hostOrigin })
    expect(connectedOrigins).toEqual([otherRegistered])
  })

  test('default: the parent’s synAck, calls and replies reach penpal', () => {
    const { seenByPenpal, send } = setup()
    const reply = { penpal: 'reply', id: 2, resolution: 'fulfilled', returnValue: 2 }
    send(synAck)
    send(call)
    send(reply)
    expect(seenByPenpal).toEqual([synAck, call, reply])
  })

  test('behavior: STYLE B7 a call from another origin, another window or malformed never reaches penpal', () => {
    const { seenByPenpal, send } = setup()
    send(call, { origin: 'https://evil.example' })
    send(call, { origin: 'null' })
    send(call, { source: fakeWindow() }) // a nested frame of the host page
    send(call, { source: null })
    send({ ...call, methodName: 'nope' })
    send({ ...call, args: 1 })
    send({ ...call, id: undefined })
    send({ penpal: 'syn' })
    send({ penpal: 'ack', methodNames: [] })
    expect(seenByPenpal).toEqual([])
  })

  test('behavior: after the handshake only the origin that answered it is heard', () => {
    const { seenByPenpal, send } = setup()
    send(synAck)
    send(call, { origin: otherRegistered })
    expect(seenByPenpal).toEqual([synAck])
  })

  test('behavior: messages that are not penpal’s pass on to their own listeners', () => {
    const { seenByPenpal, send } = setup()
    const loginInfo = { status: 'LOGIN_INFO' }
    send(loginInfo, { origin: 'https://wallet.example', source: fakeWindow() })
    expect(seenByPenpal).toEqual([loginInfo])
  })
})
