import { describe, expect, test } from 'vitest'
import { presentationOf } from './presentationOf.js'

describe('presentationOf (HOST-PROTOCOL §A2, SPEC §4)', () => {
  test('default: a frame without a standalone mode is the embedded widget', () => {
    expect(presentationOf({ isFramed: true, standaloneMode: 0 })).toBe('embedded')
  })

  test('args: standalone modes 1 and 2, or no parent window, give a page of its own', () => {
    expect(presentationOf({ isFramed: true, standaloneMode: 1 })).toBe('standalone')
    expect(presentationOf({ isFramed: true, standaloneMode: 2 })).toBe('standalone')
    expect(presentationOf({ isFramed: false, standaloneMode: 0 })).toBe('standalone')
  })
})
