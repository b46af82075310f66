import { approveAfterVisibleMs } from '@tessera/protocol'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hostLog, responseTo, sendRequest } from '../../testing/installTestHost.js'
import { startWalletTestbed, type WalletTestbed } from '../../testing/walletTestbed.js'

/** What the wallet says when Approve is clicked before it takes effect. */
const approveWhenVisible = 'Approve works once this request is fully visible, with nothing over it.'

/** What the host page does to the wallet's iframe to hide it while the user clicks. */
const attacks = {
  // An opaque decoy over the iframe that lets clicks through to it.
  overlay: `
    const decoy = document.createElement('div')
    decoy.id = 'decoy'
    decoy.textContent = 'Click the button to claim your prize'
    Object.assign(decoy.style, { position: 'fixed', inset: '0', background: 'white', zIndex: '10', pointerEvents: 'none' })
    document.body.appendChild(decoy)`,
  // The iframe almost transparent over the host's own content.
  opacity: `document.querySelector('iframe').style.opacity = '0.1'`,
  // Everything but the bottom 120 px clipped away: the buttons show, what they approve does not.
  clip: `document.querySelector('iframe').style.clipPath = 'inset(calc(100% - 120px) 0 0 0)'`,
} as const
const undo = {
  overlay: `document.getElementById('decoy').remove()`,
  opacity: `document.querySelector('iframe').style.opacity = '1'`,
  clip: `document.querySelector('iframe').style.clipPath = 'none'`,
} as const

/**
 * Issue #15 finding 6 (clickjacking, docs/security.md): the host page styles the wallet's iframe,
 * so it can hide the approval under a decoy and have the user click Approve unseen. Approve acts
 * only once the approval has been shown in full, unobscured, for 500 ms; a click before is no
 * consent. Driven through a real host page over the real frame, in Chromium (which has
 * IntersectionObserver v2); the user's clicks land where the Approve button is, as a real
 * user's would through a decoy that lets clicks pass.
 */
describe('Approve against clickjacking in Chromium (issue #15 finding 6)', () => {
  let bed: WalletTestbed
  beforeAll(async () => {
    bed = await startWalletTestbed()
  })
  afterAll(() => bed?.stop())

  const signRequest = (address: string) => ['0x68656c6c6f', address]
  /** A user's click at the button's place, whatever the host put over it. */
  const clickThrough = (page: Page, name: string) =>
    bed.walletFrame(page).getByRole('button', { name, exact: true }).click({ force: true })
  const isAnswered = async (page: Page, id: string) =>
    (await hostLog(page)).responses.some(([, response]) => response.id === id)

  test.each(['overlay', 'opacity', 'clip'] as const)(
    'behavior: issue 15 finding 6: with the frame hidden by %s, clicks on Approve approve nothing; uncovered and visible for the delay, Approve works',
    async (attack) => {
      const page = await bed.openHost(undefined, { appMode: 2 })
      const { address } = await bed.loginWithOtp(page, `clickjack-${attack}@example.com`)
      const frame = bed.walletFrame(page)
      await frame.waitForURL(`${bed.stack.walletUrl}/loggedin`)
      await page.evaluate(attacks[attack])
      await sendRequest(page, 'sign', 'personal_sign', signRequest(address))
      const approve = frame.getByRole('button', { name: 'Approve', exact: true })
      await approve.waitFor()

      // Well past the delay, still hidden: Approve stays disabled and clicks only explain.
      await page.waitForTimeout(approveAfterVisibleMs * 3)
      expect(await approve.getAttribute('aria-disabled')).toBe('true')
      await clickThrough(page, 'Approve')
      await clickThrough(page, 'Approve')
      await frame.getByText(approveWhenVisible).waitFor()
      expect(await isAnswered(page, 'sign')).toBe(false)

      // Uncovered: Approve turns enabled once the request was visible for the delay, and works.
      await page.evaluate(undo[attack])
      await frame.getByRole('button', { name: 'Approve', exact: true, disabled: false }).click()
      expect((await responseTo(page, 'sign')).result).toMatch(/^0x[0-9a-f]{130}$/)
    },
  )

  test('behavior: issue 15 finding 6: Reject is never gated: under a decoy it still rejects', async () => {
    const page = await bed.openHost(undefined, { appMode: 2 })
    const { address } = await bed.loginWithOtp(page, 'clickjack-reject@example.com')
    await bed.walletFrame(page).waitForURL(`${bed.stack.walletUrl}/loggedin`)
    await page.evaluate(attacks.overlay)
    await sendRequest(page, 'sign', 'personal_sign', signRequest(address))
    const frame = bed.walletFrame(page)
    // Chromium drops clicks into the frame for 500 ms after it moved (it tracks its visibility):
    // clicks on Approve through the decoy show when they start to arrive, and approve nothing.
    const explanation = frame.getByText(approveWhenVisible)
    await expect
      .poll(async () => {
        await clickThrough(page, 'Approve')
        return explanation.isVisible()
      })
      .toBe(true)
    await clickThrough(page, 'Reject')
    expect((await responseTo(page, 'sign')).error).toMatchObject({ code: 4001 })
  })
})
