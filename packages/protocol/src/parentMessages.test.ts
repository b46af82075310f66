import { describe, expect, test } from 'vitest'
import { parentMethodResults, parentToChildMessageSchema } from './parentMessages.js'

describe('parentToChildMessageSchema (HOST-PROTOCOL §B)', () => {
  test('default: synAck, call and reply as penpal 6 sends them', () => {
    for (const message of [
      { penpal: 'synAck', methodNames: ['onEvent', 'getAppMode'] },
      { penpal: 'call', id: 3, methodName: 'isLoggedIn', args: [] },
      { penpal: 'call', id: 'c-1', methodName: 'sendRequest', args: [{ id: 1 }] },
      { penpal: 'reply', id: 4, resolution: 'fulfilled', returnValue: 2 },
      {
        penpal: 'reply',
        id: 5,
        resolution: 'rejected',
        returnValue: { name: 'Error', message: 'x' },
        returnValueIsError: true,
      },
    ])
      expect(parentToChildMessageSchema.safeParse(message).success, JSON.stringify(message)).toBe(
        true,
      )
  })

  test('error: anything a child never takes from its parent is refused', () => {
    for (const message of [
      null,
      { penpal: 'syn' },
      { penpal: 'ack', methodNames: [] },
      { penpal: 'call', methodName: 'isLoggedIn', args: [] },
      { penpal: 'call', id: 1, methodName: 'nope', args: [] },
      { penpal: 'call', id: 1, methodName: 'isLoggedIn', args: 1 },
      { penpal: 'call', id: { x: 1 }, methodName: 'isLoggedIn', args: [] },
      { penpal: 'reply', id: 1, resolution: 'maybe' },
      { penpal: 'synAck', methodNames: 'onEvent' },
    ])
      expect(parentToChildMessageSchema.safeParse(message).success, JSON.stringify(message)).toBe(
        false,
      )
  })
})

describe('parentMethodResults (HOST-PROTOCOL §D)', () => {
  test('default: the answers the wallet reads', () => {
    expect(parentMethodResults.getAppMode.safeParse(1).data).toBe(1)
    expect(parentMethodResults.getParentUrl.safeParse('https://shop.example/cart?x=1').data).toBe(
      'https://shop.example',
    )
    expect(parentMethodResults.getSDKVersion.safeParse('v3').data).toBe('v3')
    expect(parentMethodResults.getWalletPosition.safeParse('left').data).toBe('left')
  })

  test('error: other answers count as none', () => {
    expect(parentMethodResults.getAppMode.safeParse('2').success).toBe(false)
    expect(parentMethodResults.getAppMode.safeParse(3).success).toBe(false)
    expect(parentMethodResults.getParentUrl.safeParse('not a url').success).toBe(false)
    expect(parentMethodResults.getParentUrl.safeParse(42).success).toBe(false)
    expect(parentMethodResults.getSDKVersion.safeParse('').success).toBe(false)
    expect(parentMethodResults.getWalletPosition.safeParse('top').success).toBe(false)
  })
})
