import { describe, expect, test } from 'vitest'
import { type IframeStyleParameters, iframeStyleFor } from './iframeStyleFor.js'

const desktop: IframeStyleParameters = {
  view: 'expanded',
  isMobile: false,
  isMainnet: true,
  isTransaction: false,
  position: 'right',
}

describe('iframeStyleFor', () => {
  test('S-037 K-051: default: expanded is 80vh by 360px, 30px from the right and bottom', () => {
    expect(iframeStyleFor(desktop)).toEqual({
      height: '80vh',
      width: '360px',
      bottom: '30px',
      right: '30px',
    })
  })

  test('S-036: args: collapsed is 40px high and 100px wide', () => {
    expect(iframeStyleFor({ ...desktop, view: 'collapsed' })).toMatchObject({
      height: '40px',
      width: '100px',
    })
  })

  test('S-040: args: hidden is 0 wide (and 0 high)', () => {
    expect(iframeStyleFor({ ...desktop, view: 'hidden' })).toMatchObject({
      height: '0px',
      width: '0px',
    })
  })

  test('S-038: args: compact approval is 296px on mainnet, 326px elsewhere', () => {
    expect(iframeStyleFor({ ...desktop, view: 'compact' }).height).toBe('296px')
    expect(iframeStyleFor({ ...desktop, view: 'compact', isMainnet: false }).height).toBe('326px')
  })

  test('S-039: args: compact transaction is 364px on mainnet, 400px elsewhere', () => {
    const transaction = { ...desktop, view: 'compact', isTransaction: true } as const
    expect(iframeStyleFor(transaction).height).toBe('364px')
    expect(iframeStyleFor({ ...transaction, isMainnet: false }).height).toBe('400px')
  })

  test('S-041: args: mobile is full width without offsets; position picks the side', () => {
    expect(iframeStyleFor({ ...desktop, isMobile: true, position: 'left' })).toEqual({
      height: '80vh',
      width: '100%',
      bottom: '0px',
      left: '0px',
    })
  })
})
