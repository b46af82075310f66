import type { Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { callWallet, hostLog } from '../testing/installTestHost.js'
import { startWalletTestbed, type WalletTestbed } from '../testing/walletTestbed.js'

/**
 * STYLE B3, B7: every kind of window message the wallet frame listens to (penpal calls from the
 * host, LOGIN_INFO and LOGIN_VERIFY from its login pages), dispatched for real in Chromium from
 * a wrong origin, a wrong window and malformed, is neither answered nor acted on; the control,
 * from the right window and well formed, is.
 */
describe('the wallet frame’s window messages in Chromium: origin, source and schema checked', () => {
  let bed: WalletTestbed
  beforeAll(async () => {
    bed = await startWalletTestbed()
  })
  afterAll(() => bed?.stop())

  /** A frame of the host page beside the wallet's, on `url`; answers Playwright's handle on it. */
  const addSiblingFrame = async (page: Page, url: string): Promise<Frame> => {
    await page.evaluate(async (src) => {
      const sibling = document.createElement('iframe')
      sibling.src = src
      document.body.appendChild(sibling)
      await new Promise((resolve) => sibling.addEventListener('load', resolve))
    }, url)
    const frame = page.frames().find((candidate) => candidate.url() === url)
    if (!frame) throw new Error(`no frame at ${url}`)
    return frame
  }
  /** A popup the host page opens (as the SDKs open login pages), on an inert wallet page. */
  const openHostPopup = async (page: Page) => {
    const opened = page.context().waitForEvent('page')
    await page.evaluate((target) => {
      window.open(target, '_blank', 'popup,width=720,height=1200')
    }, inertWalletPage())
    const popup = await opened
    await popup.waitForLoadState()
    return popup
  }
  // The redirect page without a provider answer: a wallet page that posts nothing by itself.
  const inertWalletPage = () => `${bed.stack.walletUrl}/${bed.stack.demoAppId}/redirect/`
  /**
   * Posts each message from `sender` (a page or frame on some origin) to the wallet frame (the
   * host page's first frame) and collects what comes back to `sender` within 1.5 s.
   */
  const postToWalletFrame = (sender: Page | Frame, messages: unknown[]) =>
    sender.evaluate(
      async ([walletUrl, sent]) => {
        const answers: unknown[] = []
        window.addEventListener('message', (event) => answers.push(event.data))
        const host: Window = window.opener ?? window.parent
        const walletFrame = host.frames[0]
        if (!walletFrame) throw new Error('no wallet frame')
        for (const message of sent as unknown[])
          walletFrame.postMessage(message, walletUrl as string)
        await new Promise((resolve) => setTimeout(resolve, 1_500))
        return answers
      },
      [bed.stack.walletUrl, messages] as const,
    )
  const connects = async (page: Page) =>
    (await hostLog(page)).events.filter(([event]) => event === 'connect').length

  test('behavior: STYLE B7 a penpal call from another origin is never answered', async () => {
    const page = await bed.openHost()
    const replies = await page.evaluate(async (walletUrl) => {
      const seen: unknown[] = []
      window.addEventListener('message', (event) => {
        if (event.data?.penpal === 'reply') seen.push(event.data.id)
      })
      // A sandboxed frame of the host page has an opaque origin ('null'), not a registered one.
      const call = { penpal: 'call', id: 'foreign', methodName: 'isLoggedIn', args: [] }
      const foreign = document.createElement('iframe')
      foreign.setAttribute('sandbox', 'allow-scripts')
      foreign.srcdoc = `<script>parent.frames[0].postMessage(${JSON.stringify(call)}, '*')</script>`
      document.body.appendChild(foreign)
      await new Promise((resolve) => foreign.addEventListener('load', resolve))
      // The control: the same call from the host page is answered.
      document
        .querySelector('iframe')
        ?.contentWindow?.postMessage(
          { penpal: 'call', id: 'control', methodName: 'isLoggedIn', args: [] },
          walletUrl,
        )
      const deadline = Date.now() + 5_000
      while (!seen.includes('control') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50))
      await new Promise((resolve) => setTimeout(resolve, 300))
      return seen
    }, bed.stack.walletUrl)
    expect(replies).toEqual(['control'])
  })

  test('behavior: STYLE B7 LOGIN_VERIFY from the host page, from a wallet frame beside the wallet’s, or malformed resumes nothing and is never answered', async () => {
    const profile = await bed.newProfile()
    const first = await bed.openHost(profile)
    await bed.loginWithOtp(first, 'verify-checks@example.com')
    const sessionID = (await hostLog(first)).sessions[0]?.[0]
    await first.close()
    const page = await bed.openHost(profile)
    expect(await callWallet(page, 'isLoggedIn')).toBe(false)
    const verify = (messageId: string, extra: Record<string, unknown> = {}) => ({
      status: 'LOGIN_VERIFY',
      messageId,
      appId: bed.stack.demoAppId,
      sessionID,
      ...extra,
    })

    // Wrong origin: the host page itself (its answer could not reach it: what changed is read).
    await page.evaluate(
      ([message, walletUrl]) =>
        document.querySelector('iframe')?.contentWindow?.postMessage(message, walletUrl as string),
      [verify('from-host'), bed.stack.walletUrl] as const,
    )
    // Wrong source: a wallet page on the wallet origin, framed beside the wallet (no popup).
    const sibling = await addSiblingFrame(page, inertWalletPage())
    expect(await postToWalletFrame(sibling, [verify('from-sibling')])).toEqual([])
    // Malformed, from a real popup of the host page.
    const popup = await openHostPopup(page)
    expect(
      await postToWalletFrame(popup, [
        verify('bad-id', { messageId: 7 }),
        verify('bad-session', { sessionID: { id: sessionID } }),
        verify('no-app', { appId: undefined }),
        verify('other-app', { appId: 'b'.repeat(40) }),
      ]),
    ).toEqual([])
    expect(await callWallet(page, 'isLoggedIn')).toBe(false)
    expect(await connects(page)).toBe(0)

    // The control: the same popup, well formed, resumes the session.
    expect(await postToWalletFrame(popup, [verify('control')])).toEqual([
      {
        status: 'LOGIN_VERIFY_ACK',
        messageId: 'control',
        hostOrigin: bed.stack.demoUrl,
      },
    ])
    await bed.waitForEvent(page, 'connect')
    expect(await callWallet(page, 'isLoggedIn')).toBe(true)
  })

  test('behavior: STYLE B7 LOGIN_INFO from the host page, from a wallet frame beside the wallet’s, or malformed is never acknowledged', async () => {
    const page = await bed.openHost()
    const providerUrl = await callWallet<string>(page, 'initSocialLogin', 'google')
    const state = new URL(providerUrl).searchParams.get('state')
    expect(state).toBeTruthy()
    const info = (messageId: string, extra: Record<string, unknown> = {}) => ({
      status: 'LOGIN_INFO',
      messageId,
      appId: bed.stack.demoAppId,
      state,
      info: { code: 'not-a-real-code' },
      ...extra,
    })
    await page.evaluate(
      ([message, walletUrl]) =>
        document.querySelector('iframe')?.contentWindow?.postMessage(message, walletUrl as string),
      [info('from-host'), bed.stack.walletUrl] as const,
    )
    const sibling = await addSiblingFrame(page, inertWalletPage())
    expect(await postToWalletFrame(sibling, [info('from-sibling')])).toEqual([])
    const popup = await openHostPopup(page)
    expect(
      await postToWalletFrame(popup, [
        info('no-code', { info: {} }),
        info('bad-state', { state: 42 }),
        info('bad-status', { status: 'LOGIN_INFO_ACK' }),
      ]),
    ).toEqual([])

    // The control: well formed from the popup, acknowledged at once (the code itself is refused).
    const answers = await postToWalletFrame(popup, [info('control')])
    expect(answers[0]).toEqual({
      status: 'LOGIN_INFO_ACK',
      messageId: 'control',
      done: false,
      hostOrigin: bed.stack.demoUrl,
    })
  })
})
