import { fileURLToPath } from 'node:url'
import { launchChromium } from '@tessera/test-utils'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openHarness } from '../../design/testing/openHarness.js'
import type { RestorePanelScenario } from './testing/restorePanelHarness.js'

const harness = fileURLToPath(new URL('./testing/restorePanelHarness.tsx', import.meta.url))

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

async function openPanel(scenario: RestorePanelScenario): Promise<Page> {
  const tab = await openHarness(browser, harness)
  await tab.waitForFunction(() => 'restorePanelHarness' in window)
  await tab.evaluate((mounted) => {
    const { restorePanelHarness } = window as unknown as {
      restorePanelHarness: { mount(scenario: RestorePanelScenario): void }
    }
    restorePanelHarness.mount(mounted)
  }, scenario)
  return tab
}

const answersOf = (tab: Page) =>
  tab.evaluate(
    () =>
      (window as unknown as { restorePanelHarness: { record: { answers: unknown[] } } })
        .restorePanelHarness.record.answers,
  )

describe('MfaRestorePanel (issue #16)', () => {
  test('#16: locked after the last wrong PIN: says so and for how long, no PIN field, Restore disabled, Cancel works', async () => {
    const tab = await openPanel({
      params: { kind: 'pin', questionIds: [] },
      error: { code: 'recovery_locked', attemptsLeft: 0 },
    })
    await tab
      .getByRole('alert')
      .filter({
        hasText: 'Too many wrong PINs: restoring with the PIN is locked for this account.',
      })
      .filter({ hasText: 'It stays locked, with no time limit, until MFA is set up again' })
      .waitFor()
    expect(await tab.getByRole('button', { name: 'Restore' }).isDisabled()).toBe(true)
    expect(await tab.getByLabel('PIN', { exact: true }).count()).toBe(0)
    await tab.getByRole('button', { name: 'Cancel' }).click()
    await expect
      .poll(() =>
        tab.evaluate(
          () =>
            (window as unknown as { restorePanelHarness: { record: { cancels: number } } })
              .restorePanelHarness.record.cancels,
        ),
      )
      .toBe(1)
    expect(await answersOf(tab)).toEqual([])
    await tab.context().close()
  })

  test("#16 review finding 7: the nodes refused as expired before the kind was known: the device's clock, and Try again asks them again", async () => {
    const tab = await openPanel({
      params: undefined,
      error: { code: 'clock_off', clockOffsetMs: -9 * 60_000 },
    })
    await tab.getByRole('heading', { name: 'Restore your wallet' }).waitFor()
    await tab
      .getByRole('alert')
      .filter({
        hasText: "Your device's clock is about 9 minutes behind: set it to the right time",
      })
      .waitFor()
    await tab.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => answersOf(tab)).toEqual(['retry'])
    await tab.context().close()
  })

  test('#16: locked before the kind was known: the lock, and only Cancel', async () => {
    const tab = await openPanel({ params: undefined, error: { code: 'recovery_locked' } })
    await tab
      .getByRole('alert')
      .filter({
        hasText: 'restoring is locked for this account. It stays locked, with no time limit',
      })
      .waitFor()
    expect(await tab.getByRole('button', { name: 'Try again' }).isDisabled()).toBe(true)
    await tab.context().close()
  })
})
