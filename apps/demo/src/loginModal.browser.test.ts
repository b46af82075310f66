import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  accessibilityViolations,
  clickAndRead,
  connectedAddress,
  isFocused,
  openDemoPage,
  waitUntilReady,
} from './testing/demoPage.js'
import { useStackInChromium } from './testing/useStackInChromium.js'

/** Where the browser suites save their screenshots (docs/testing.md). */
const screenshotsDir = resolve(import.meta.dirname, '../../../test-results/screenshots')

/** Console errors but the 401 the auth service answers a wrong code with (the browser logs it). */
const unexpected = (errors: readonly string[]) =>
  errors.filter((error) => !/status of 401 .*\/api\/v2\/passwordless\/otp$/.test(error))

/** A code the mail sink's `sent` code is not. */
const wrongCode = (sent: string) => (sent === '000000' ? '111111' : '000000')

/**
 * The SDK's login modal (`connect()`, the demo's "Login modal" button) against the whole local
 * stack: every login the demo app offers a user, the keyboard, Escape and Close, axe and the
 * screenshots of issue #19.
 */
describe('the login modal on the demo app, end to end in Chromium', () => {
  const suite = useStackInChromium()
  let emailCounter = 0
  const newEmail = () => `modal-${Date.now()}-${emailCounter++}@example.com`

  beforeAll(() => mkdirSync(screenshotsDir, { recursive: true }))

  /** The demo page (`query` e.g. `?theme=light`) once ready, with its modal open. */
  async function openModal(query = '') {
    const demo = await openDemoPage(suite.browser, `${suite.stack.demoUrl}/${query}`)
    await waitUntilReady(demo.page)
    await demo.page.getByTestId('login-connect').click()
    const dialog = demo.page.getByRole('dialog', { name: 'Log in to Tessera Demo' })
    await dialog.waitFor()
    return { ...demo, dialog }
  }

  test.each(['Google', 'X', 'GitHub', 'Discord'])(
    'default: R-038 S-057 "Continue with %s" logs in through its local stand-in',
    async (provider) => {
      const { page, dialog, errors } = await openModal()
      if (provider === 'Discord') await dialog.getByRole('button', { name: 'More options' }).click()
      const popup = page.waitForEvent('popup')
      await dialog.getByRole('button', { name: `Continue with ${provider}` }).click()
      const window = await popup
      await window.getByLabel('Or sign in as any email address').fill(newEmail())
      await window.getByRole('button', { name: 'Continue', exact: true }).click()
      expect(await connectedAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
      await dialog.waitFor({ state: 'detached' })
      expect(errors).toEqual([])
      await page.context().close()
    },
  )

  test('default: R-038 S-058 X-041 keyboard only: an email code login, a wrong code said in place first; the focus ends on the button that opened the modal', async () => {
    const { page, errors } = await openDemoPage(suite.browser, suite.stack.demoUrl)
    await waitUntilReady(page)
    await page.getByTestId('login-connect').focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Log in to Tessera Demo' })
    await dialog.waitFor()
    const email = newEmail()
    expect(await isFocused(dialog.getByLabel('Email', { exact: true }))).toBe(true)
    await page.keyboard.type(email)
    await page.keyboard.press('Enter')
    const code = dialog.getByLabel('Code from the email')
    await code.waitFor()
    expect(await isFocused(code)).toBe(true)
    const sent = await suite.stack.readOtp(email)
    await page.keyboard.type(wrongCode(sent))
    await page.keyboard.press('Enter')
    await dialog
      .getByRole('alert')
      .getByText(
        'Could not verify credentials: the code is wrong or has expired. Check it, or resend a new code.',
      )
      .waitFor()
    expect(await isFocused(code)).toBe(true) // the wrong code is selected: typing replaces it
    await page.keyboard.type(sent)
    await page.keyboard.press('Enter')
    expect(await connectedAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await dialog.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'login-connect',
    )
    expect(unexpected(errors)).toEqual([])
    await page.context().close()
  })

  test('behavior: Escape and the Cancel button each close the modal, and connect() is refused with 4001', async () => {
    const { page } = await openDemoPage(suite.browser, suite.stack.demoUrl)
    await waitUntilReady(page)
    const dialog = page.getByRole('dialog', { name: 'Log in to Tessera Demo' })
    const escaped = await clickAndRead(page, 'login-connect', 'connect', async () => {
      await dialog.waitFor()
      await page.keyboard.press('Escape')
    })
    expect(escaped).toMatchObject({ outcome: 'error', code: '4001' })
    const closed = await clickAndRead(page, 'login-connect', 'connect', () =>
      dialog.getByRole('button', { name: 'Cancel' }).click(),
    )
    expect(closed).toMatchObject({ outcome: 'error', code: '4001' })
    await page.context().close()
  })

  test.each(['light', 'dark'] as const)(
    'default: in the %s theme axe finds nothing in either step, the modal fits 360 px and a desktop; screenshots',
    async (theme) => {
      const sizes = [
        { name: '360', width: 360, height: 760 },
        { name: 'desktop', width: 1280, height: 860 },
      ]
      for (const size of sizes) {
        const { page, dialog, errors } = await openModal(`?theme=${theme}`)
        await page.setViewportSize(size)
        expect(await dialog.getAttribute('data-theme')).toBe(theme)
        const box = (await dialog.boundingBox()) ?? expect.fail('the modal is not shown')
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(size.width)
        expect(await accessibilityViolations(page)).toEqual([])
        await page.screenshot({
          path: `${screenshotsDir}/sdk-loginModal-${theme}-${size.name}.png`,
        })

        const email = newEmail()
        await dialog.getByLabel('Email', { exact: true }).fill(email)
        await page.keyboard.press('Enter')
        const code = dialog.getByLabel('Code from the email')
        await code.fill(wrongCode(await suite.stack.readOtp(email)))
        await page.keyboard.press('Enter')
        await dialog.getByRole('alert').filter({ hasText: /\S/ }).waitFor()
        expect(await accessibilityViolations(page)).toEqual([])
        await page.screenshot({
          path: `${screenshotsDir}/sdk-loginModal-code-${theme}-${size.name}.png`,
        })
        expect(unexpected(errors)).toEqual([])
        await page.context().close()
      }
    },
  )
})
