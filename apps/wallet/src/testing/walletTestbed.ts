import { launchChromium } from '@tessera/test-utils'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { startTestStack, type TestStack } from '../../../../scripts/testing/startTestStack.js'
import {
  callWallet,
  openTestHost,
  startTestHost,
  type TestHost,
  type TestHostModes,
} from './installTestHost.js'
import { type CspViolation, recordCspViolations } from './recordCspViolations.js'

export type UserInfo = { address: string; loginType: string; id: string; email?: string }

export type WalletTestbed = {
  readonly stack: TestStack
  readonly browser: Browser
  /** A new browser profile (context), closed with the testbed. */
  newProfile(): Promise<BrowserContext>
  /** The test host in a new tab of `profile` (a new profile when absent), handshake done. */
  openHost(profile?: BrowserContext, modes?: TestHostModes): Promise<Page>
  /** Waits until the host saw `event` at least `count` times. */
  waitForEvent(page: Page, event: string, count?: number): Promise<void>
  /** An email code login through the host, read from the mail sink; answers getUserInfo. */
  loginWithOtp(page: Page, email: string): Promise<UserInfo>
  /**
   * An email code login on the full-page wallet's own `/:appId/login` chooser, read from the mail
   * sink; resolves once the page shows the logged-in wallet.
   */
  loginOnLoginPage(page: Page, email: string): Promise<void>
  /** The wallet frame inside a host page. */
  walletFrame(page: Page): ReturnType<Page['frames']>[number]
  /**
   * Sets what the demo app's operator allows (NoUI mode, key export) with the admin CLI and waits
   * until the gateway answers it (its app cache lasts 5 s): frames booted next see it.
   */
  setWalletPolicy(policy: { readonly noUi: boolean; readonly keyExport: boolean }): Promise<void>
  /**
   * Every Content-Security-Policy violation the wallet's pages and frames reported in the
   * profiles of `newProfile` (issue #15 finding 7). `stop` fails when there is any.
   */
  readonly cspViolations: CspViolation[]
  stop(): Promise<void>
}

/** The server caches apps for 5 s: a policy set with the admin CLI shows within this. */
const policyVisibleMs = 10_000

/** The local stack, Chromium and the test host: what the wallet's browser tests drive. */
export async function startWalletTestbed(): Promise<WalletTestbed> {
  const stack = await startTestStack()
  const browser = await launchChromium()
  const host: TestHost = await startTestHost({
    hostOrigin: stack.demoUrl,
    walletUrl: stack.walletUrl,
    appId: stack.demoAppId,
  })
  const cspViolations: CspViolation[] = []
  const newProfile = async () => {
    const context = await browser.newContext()
    await recordCspViolations(context, cspViolations)
    await host.install(context)
    return context
  }
  const waitForEvent = async (page: Page, event: string, count = 1) => {
    await page.waitForFunction(
      ([name, times]) =>
        (window as unknown as { hostLog: { events: [string][] } }).hostLog.events.filter(
          ([e]) => e === name,
        ).length >= (times as number),
      [event, count] as const,
    )
  }
  return {
    stack,
    browser,
    newProfile,
    openHost: async (profile, modes) =>
      openTestHost(profile ?? (await newProfile()), stack.demoUrl, modes),
    waitForEvent,
    async loginWithOtp(page, email) {
      await fetch(`${stack.mailWebUrl}/api/messages`, { method: 'DELETE' })
      expect(await callWallet(page, 'initOTPLogin', email)).toBeUndefined()
      const otp = await stack.readOtp(email)
      expect(await callWallet(page, 'completeOTPLogin', otp)).toBeUndefined()
      await waitForEvent(page, 'connect')
      return callWallet<UserInfo>(page, 'getUserInfo')
    },
    async loginOnLoginPage(page, email) {
      await page.goto(`${stack.walletUrl}/${stack.demoAppId}/login`)
      await fetch(`${stack.mailWebUrl}/api/messages`, { method: 'DELETE' })
      await page.getByLabel('Email').fill(email)
      await page.getByRole('button', { name: 'Send code' }).click()
      await page.getByLabel(`Code sent to ${email}`).fill(await stack.readOtp(email))
      await page.getByRole('button', { name: 'Log in' }).click()
      await page.waitForURL(`${stack.walletUrl}/loggedin`)
    },
    walletFrame(page) {
      const frame = page.frames().find((candidate) => candidate.url().startsWith(stack.walletUrl))
      if (!frame) throw new Error('the host page has no wallet frame')
      return frame
    },
    async setWalletPolicy(policy) {
      await stack.admin(
        'apps',
        'update',
        stack.demoAppId,
        '--allow-noui',
        String(policy.noUi),
        '--allow-key-export',
        String(policy.keyExport),
      )
      // A plain loop, not expect.poll: test files call this from beforeAll too.
      const configUrl = `${stack.serverUrl}/api/v1/get-app-config/?id=${stack.demoAppId}`
      const deadline = Date.now() + policyVisibleMs
      for (;;) {
        const config = (await (await fetch(configUrl)).json()) as Record<string, unknown>
        if (config.no_ui_allowed === policy.noUi && config.key_export_allowed === policy.keyExport)
          return
        if (Date.now() > deadline) throw new Error('the gateway never showed the wallet policy')
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    },
    cspViolations,
    async stop() {
      await browser.close()
      await host.close()
      await stack.stop()
      // The wallet runs under its Content-Security-Policy: anything it blocked is a bug of the
      // policy or of the wallet, in whichever test it happened.
      const onWallet = cspViolations.filter((v) => v.documentUri.startsWith(stack.walletUrl))
      if (onWallet.length > 0)
        throw new Error(`the wallet's pages violated their CSP: ${JSON.stringify(onWallet)}`)
    },
  }
}
