import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import type { InjectedWalletOptions, SiweHostApp } from '../testing/siweHostApp.js'
import { testWalletInChromium } from '../testing/startTestWallet.js'
import { buttonNames, type HostWindow, testHost } from '../testing/testHost.js'

const bed = testWalletInChromium({
  hostApp: join(import.meta.dirname, '../testing/siweHostApp.ts'),
})
const host = testHost(bed)

const foxIcon = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'
type Window_ = HostWindow & { siweApp: SiweHostApp }

/** The host page with the SDK (which announces its own provider) and the modal open for `logins`. */
async function openModal(logins: string[], wallet?: InjectedWalletOptions) {
  const { page } = await host.openHost()
  if (wallet) await injectWallet(page, wallet)
  await page.evaluate((logins) => {
    const { siweApp, tessera } = window as unknown as Window_
    siweApp.openModal(logins, tessera.provider)
  }, logins)
  const dialog = page.getByRole('dialog', { name: 'Log in to Demo' })
  await dialog.waitFor()
  return { page, dialog }
}

const injectWallet = (page: Page, wallet: InjectedWalletOptions) =>
  page.evaluate((wallet) => (window as unknown as Window_).siweApp.injectWallet(wallet), wallet)

const signIns = (page: Page) => page.evaluate(() => (window as unknown as Window_).siweApp.signIns)

describe('Sign-In with Ethereum in the login modal, in Chromium (#19)', () => {
  test('behavior: #19 without an injected wallet there is no SIWE button, Tessera itself is not one', async () => {
    const { page, dialog } = await openModal(['passwordless', 'google', 'siwe'])
    expect(await buttonNames(dialog)).toEqual([
      'Cancel',
      'Continue with email',
      'Continue with Google',
    ])
    await page.close()
  })

  test('behavior: #19 an app without siwe never shows it, even with an injected wallet', async () => {
    const { page, dialog } = await openModal(['passwordless'], { name: 'Fox', icon: foxIcon })
    expect(await buttonNames(dialog)).toEqual(['Cancel', 'Continue with email'])
    await page.close()
  })

  test('default: #19 the injected wallet shows by its name and icon; clicking it signs a sign-in message for this page in that wallet', async () => {
    const { page, dialog } = await openModal(['passwordless', 'siwe'], {
      name: 'Fox',
      icon: foxIcon,
    })
    const button = dialog.getByRole('button', { name: 'Sign in with Fox' })
    expect(await button.locator('img').getAttribute('src')).toBe(foxIcon)
    await button.click()
    await dialog.waitFor({ state: 'detached' })
    const [signIn] = await signIns(page)
    const hostUrl = new URL(bed.wallet.hostUrl)
    expect(parseSiweMessage(signIn?.message ?? '')).toMatchObject({
      address: signIn?.address,
      domain: hostUrl.host,
      uri: hostUrl.origin,
      chainId: 0x7a69,
    })
    const signedBy = await page.evaluate(() => (window as unknown as Window_).siweApp.address)
    expect(signIn?.address).toBe(signedBy)
    expect(
      await verifyMessage({
        address: signedBy as `0x${string}`,
        message: signIn?.message ?? '',
        signature: signIn?.signature ?? '0x',
      }),
    ).toBe(true)
    await page.close()
  })

  test('behavior: #19 a wallet that announces after the modal opened appears; an icon that is not a safe data image gives the generic mark', async () => {
    const { page, dialog } = await openModal(['siwe', 'google'])
    await injectWallet(page, { name: 'Late', icon: 'https://tracker.example/late.png' })
    const button = dialog.getByRole('button', { name: 'Sign in with Late' })
    await button.waitFor()
    expect(await button.locator('img').count()).toBe(0)
    expect(await button.locator('svg').count()).toBe(1)
    await page.close()
  })

  test('error: #19 the user declining in the injected wallet is said in place; the modal stays and the button works again', async () => {
    const { page, dialog } = await openModal(['passwordless', 'siwe'], {
      name: 'Fox',
      icon: foxIcon,
      declines: true,
    })
    const button = dialog.getByRole('button', { name: 'Sign in with Fox' })
    await button.click()
    await dialog.getByRole('alert').getByText('The sign-in was declined in Fox.').waitFor()
    expect(await dialog.isVisible()).toBe(true)
    expect(await button.getAttribute('aria-disabled')).toBeNull()
    expect(await signIns(page)).toEqual([])
    await page.close()
  })
})
