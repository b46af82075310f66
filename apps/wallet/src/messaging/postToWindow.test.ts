import { describe, expect, test } from 'vitest'
import { fakeWindow } from '../testing/dispatchWindowMessage.js'
import { postToWindow } from './postToWindow.js'

describe('postToWindow', () => {
  test('default: posts for exactly the target origin', () => {
    const target = fakeWindow()
    expect(postToWindow(target as unknown as Window, { a: 1 }, 'https://shop.example')).toBe(true)
    expect(target.posted).toEqual([{ message: { a: 1 }, targetOrigin: 'https://shop.example' }])
  })

  test('error: STYLE B9 never to any origin', () => {
    const target = fakeWindow()
    expect(() => postToWindow(target as unknown as Window, {}, '*')).toThrow(TypeError)
    expect(() => postToWindow(target as unknown as Window, {}, '')).toThrow(TypeError)
    expect(target.posted).toEqual([])
  })

  test('behavior: a window that went away is no error', () => {
    const gone = {
      postMessage: () => {
        throw new Error('closed')
      },
    }
    expect(postToWindow(gone as unknown as Window, {}, 'https://shop.example')).toBe(false)
  })
})
