import { describe, expect, test } from 'vitest'
import { framePlacement, frameStyle } from './frameStyle.js'

const desktopRight = { position: 'right', isMobile: false } as const

describe('frameStyle', () => {
  test('S-036: collapsed widget, 40px high and 100px wide, 30px from side and bottom', () => {
    expect(frameStyle({ height: '40px', width: '100px' }, desktopRight)).toEqual({
      right: '30px',
      left: 'auto',
      bottom: '30px',
      height: '40px',
      width: '100px',
    })
  })

  test('S-037: expanded widget, 80vh high and 360px wide', () => {
    expect(frameStyle({ height: '80vh', width: 360 }, desktopRight)).toMatchObject({
      height: '80vh',
      width: '360px',
    })
  })

  test('S-038 / S-039: compact heights pass through as the wallet sizes them', () => {
    for (const height of [296, 326, 364, 400])
      expect(frameStyle({ height, width: '360px' }, desktopRight).height).toBe(`${height}px`)
  })

  test('S-040: hidden widget has width 0', () => {
    expect(frameStyle({ width: 0 }, desktopRight).width).toBe('0px')
  })

  test('S-041: on mobile the 360px widget is 100% wide and flush with side and bottom', () => {
    expect(
      frameStyle({ width: '360px', height: '80vh' }, { position: 'left', isMobile: true }),
    ).toEqual({ left: '0', right: '0', bottom: '0', width: '100%', height: '80vh' })
    expect(frameStyle({ width: '100px' }, { position: 'left', isMobile: true }).width).toBe('100px')
  })

  test('S-041 / I-005: desktop offsets sit on the wallet position side', () => {
    expect(framePlacement('left', false)).toEqual({ left: '30px', right: 'auto', bottom: '30px' })
  })

  test('behavior: unknown properties and unsafe values from the frame are dropped', () => {
    const style = frameStyle(
      {
        background: 'red',
        position: 'static',
        zIndex: 1,
        width: 'url(https://evil.example/x)',
        height: '10px; position: static',
        opacity: 0.5,
      },
      desktopRight,
    )
    expect(style).toEqual({ right: '30px', left: 'auto', bottom: '30px', opacity: '0.5' })
    expect(frameStyle('width: 100px', desktopRight)).toEqual(framePlacement('right', false))
  })
})
