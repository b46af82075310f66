import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { clickAndRead, connectedAddress, openDemoPage, waitUntilReady } from './testing/demoPage.js'
import { useStackInChromium } from './testing/useStackInChromium.js'

/** What the modal says while Telegram's popup is open. */
const waitingText = 'Finish logging in with Telegram in the window that opened.'

/** A page on an origin of its own, neither the demo's nor Telegram's (the stand-in's). */
const attackerUrl = 'http://attacker.test/'

/**
 * Telegram from the SDK's login modal (`connect()`, the demo's "Login modal" button) against the
 * whole local stack: the demo backend's `/auth` stands in for Telegram's login popup, signing the
 * test user with the app's bot token as Telegram does (#19).
 */
describe('#19 Telegram login from the login modal, end to end in Chromium', () => {
  const suite = useStackInChromium()

  /**
   * The demo page, ready; `openTelegram` clicks Telegram in its open modal (behind "More options"
   * until those are shown) and answers Telegram's popup once it shows.
   */
  async function openDemo() {
    const demo = await openDemoPage(suite.browser, suite.stack.demoUrl)
    await waitUntilReady(demo.page)
    const dialog = demo.page.getByRole('dialog', { name: 'Log in to Tessera Demo' })
    const openTelegram = async () => {
      await dialog.waitFor()
      const more = dialog.getByRole('button', { name: 'More options' })
      if (await more.isVisible()) await more.click()
      const popup = demo.page.waitForEvent('popup')
      await dialog.getByRole('button', { name: 'Continue with Telegram' }).click()
      const telegram = await popup
      await telegram.getByRole('heading', { name: `Log in to ${suite.stack.demoUrl}` }).waitFor()
      return telegram
    }
    return { ...demo, dialog, openTelegram }
  }

  /**
   * Presses Accept or Decline in Telegram's popup, which answers and closes itself at once: the
   * click may find the popup gone before it returns, which only its closing excuses.
   */
  async function answerTelegram(telegram: Page, button: 'Accept' | 'Decline') {
    const closed = telegram.waitForEvent('close')
    await telegram
      .getByRole('button', { name: button })
      .click()
      .catch((error: unknown) => {
        if (!telegram.isClosed()) throw error
      })
    await closed
  }

  /** Opens the modal and Telegram's popup from it. */
  async function openTelegramFromModal() {
    const demo = await openDemo()
    await demo.page.getByTestId('login-connect').click()
    return { ...demo, telegram: await demo.openTelegram() }
  }

  test('default: #19 "Continue with Telegram" opens Telegram\'s popup for the bot and the page; Accept logs in, connect() resolves; the same Telegram user gets the same address again', async () => {
    const addresses: string[] = []
    for (let login = 0; login < 2; login++) {
      const { page, errors, openTelegram } = await openDemo()
      let popupUrl = ''
      const connected = await clickAndRead(page, 'login-connect', 'connect', async () => {
        const telegram = await openTelegram()
        popupUrl = telegram.url()
        await answerTelegram(telegram, 'Accept')
      })
      expect(connected).toMatchObject({ outcome: 'ok' })
      addresses.push(await connectedAddress(page))
      const query = new URL(popupUrl).searchParams
      expect(new URL(popupUrl).origin).toBe(suite.stack.appBackendUrl)
      expect(Object.fromEntries(query)).toEqual({
        bot_id: '7000000001',
        origin: suite.stack.demoUrl,
        request_access: 'write',
      })
      expect(errors).toEqual([])
      await page.context().close()
    }
    expect(addresses[0]).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(addresses[1]).toBe(addresses[0])
  })

  test('error: #19 Decline in Telegram is said in place; the modal stays and nobody is logged in', async () => {
    const { page, dialog, telegram } = await openTelegramFromModal()
    await answerTelegram(telegram, 'Decline')
    await dialog.getByRole('alert').getByText('You declined the login in Telegram.').waitFor()
    expect(await dialog.getByText(waitingText).count()).toBe(0)
    expect(await page.getByTestId('status-address').getAttribute('data-address')).toBe('')
    await page.context().close()
  })

  test("error: #19 closing Telegram's popup is said in place, and Telegram can be tried again", async () => {
    const { page, dialog, telegram, openTelegram } = await openTelegramFromModal()
    await telegram.close()
    await dialog
      .getByRole('alert')
      .getByText('The Telegram window was closed before you logged in.')
      .waitFor()
    const again = await openTelegram()
    expect(new URL(again.url()).origin).toBe(suite.stack.appBackendUrl)
    expect(await dialog.getByText(waitingText).isVisible()).toBe(true)
    await page.context().close()
  })

  test("error: #19 an auth_result posted from another origin is ignored, even one validly signed; Telegram's own answer still counts", async () => {
    const { page, dialog, telegram } = await openTelegramFromModal()
    const signed = (await (
      await fetch(`${suite.stack.appBackendUrl}/telegram-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: 31337, first_name: 'Mallory' }),
      })
    ).json()) as { token: string }
    const forgedResult = JSON.parse(Buffer.from(signed.token, 'base64url').toString('utf8'))
    await page
      .context()
      .route(attackerUrl, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>attacker</title>' }),
      )
    // The page hears every message after the SDK's own listener: once it has heard the forgery,
    // the SDK has had it too.
    await page.evaluate(() => {
      window.addEventListener('message', (event) => {
        if (event.origin === 'http://attacker.test')
          document.documentElement.dataset.forgeryHeard = 'yes'
      })
    })
    const attackerOpened = page.waitForEvent('popup')
    await page.evaluate((url) => window.open(url, 'attacker'), attackerUrl)
    const attacker = await attackerOpened
    await attacker.waitForLoadState()
    await attacker.evaluate((result) => {
      window.opener.postMessage(JSON.stringify({ event: 'auth_result', result }), '*')
    }, forgedResult)
    await page.locator('html[data-forgery-heard=yes]').waitFor({ state: 'attached' })
    expect(await dialog.getByText(waitingText).isVisible()).toBe(true)
    expect(await page.getByTestId('status-address').getAttribute('data-address')).toBe('')
    await answerTelegram(telegram, 'Decline')
    await dialog.getByRole('alert').getByText('You declined the login in Telegram.').waitFor()
    expect(await page.getByTestId('status-address').getAttribute('data-address')).toBe('')
    await page.context().close()
  })
})
