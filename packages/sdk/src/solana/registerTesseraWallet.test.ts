import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { fakeSolanaFrame } from '../testing/fakeSolanaFrame.js'
import { registerTesseraWallet } from './registerTesseraWallet.js'
import { TesseraSolanaWallet } from './TesseraSolanaWallet.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('registerTesseraWallet', () => {
  test('default: an app on @wallet-standard/app finds Tessera, loaded before or after it', () => {
    const page = new EventTarget()
    vi.stubGlobal('window', page)
    const unregisterEarly = registerTesseraWallet(fakeSolanaFrame().tessera, page)
    // The app loads now: its getWallets() asks the wallets already on the page (app-ready).
    const wallets = getWallets()
    const names = () => wallets.get().map((wallet) => wallet.name)
    expect(names()).toEqual(['Tessera'])
    expect(wallets.get()[0]).toBeInstanceOf(TesseraSolanaWallet)
    // A wallet registered after the app announces itself (register-wallet).
    const unregisterLate = registerTesseraWallet(fakeSolanaFrame().tessera, page)
    expect(names()).toEqual(['Tessera', 'Tessera'])
    unregisterEarly()
    unregisterLate()
    expect(names()).toEqual([])
  })

  test('behavior: the announcement cannot be stopped by another listener', () => {
    const page = new EventTarget()
    const announcements: Event[] = []
    page.addEventListener('wallet-standard:register-wallet', (event) => announcements.push(event))
    registerTesseraWallet(fakeSolanaFrame().tessera, page)
    const [announcement] = announcements
    expect(() => announcement?.stopImmediatePropagation()).toThrow()
    expect(() => announcement?.stopPropagation()).toThrow()
    expect(() => announcement?.preventDefault()).toThrow()
  })

  test('behavior: without a window (server-side rendering) it does nothing', () => {
    expect(typeof window).toBe('undefined')
    const unregister = registerTesseraWallet(fakeSolanaFrame().tessera)
    expect(unregister()).toBeUndefined()
  })
})
