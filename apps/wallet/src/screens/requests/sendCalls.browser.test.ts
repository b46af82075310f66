import { launchChromium, waitForApprovalInput } from '@tessera/test-utils'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RecordedDecision } from '../testing/createFakeEngine.js'
import { readHarness } from '../testing/harnessPage.js'
import {
  axeViolations,
  enoughEtherWei,
  openScreens,
  saveScreenshot,
} from '../testing/openScreens.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

/** The calls of the fixture batch as each call's details read. */
const callDetails = [
  ['To\n0x1f98...01F984', 'Value\n0.1 ETH', 'Data\nNo data'].join('\n'),
  ['To\n0xBC4C...36f13D', 'Value\n0 ETH', 'Data\n0xa22cb465 · 68 bytes'].join('\n'),
]

/** The approval of the fixture batch, expanded or as the widget's compact view opens it. */
const openBatch = (view: 'expanded' | 'compact') =>
  openScreens(browser, {
    path: '/loggedin/requests',
    pending: ['sendCalls'],
    etherBalanceWei: enoughEtherWei,
    ...(view === 'compact' ? { appMode: 'widget', presentation: 'embedded' } : {}),
  })

describe('wallet_sendCalls approval', () => {
  test('default: #17 EIP-5792 both calls of a batch are shown in one view with the fee of the batch, and one Approve approves them', async () => {
    const tab = await openBatch('expanded')
    await tab.getByRole('heading', { name: 'Send Transactions' }).waitFor()
    await tab
      .getByText('Approving sends these 2 calls one after another', { exact: false })
      .waitFor()
    const call = (name: string) => tab.getByRole('region', { name }).locator('.ts-details')
    expect(await call('Call 1 of 2').innerText()).toBe(callDetails[0])
    expect(await call('Call 2 of 2').innerText()).toBe(callDetails[1])
    // The fee of the whole batch: 2 × 21000 gas at the fake node's 20 gwei base fee.
    await tab.getByText('0.0008484 ETH').waitFor()
    expect(await tab.getByRole('button', { name: 'Approve' }).count()).toBe(1)
    expect(await axeViolations(tab)).toEqual([])
    await saveScreenshot(tab, 'approval-sendCalls-light')
    await waitForApprovalInput(tab.mainFrame())
    await tab.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect
      .poll(() => readHarness<RecordedDecision[]>(tab, 'engine.decisions'))
      .toEqual([{ action: 'approve', id: 'sendCalls' }])
    await tab.context().close()
  })

  test('behavior: #17 EIP-5792 the compact view shows every call and the batch fee too, not a count of calls', async () => {
    const tab = await openBatch('compact')
    const compact = tab.locator('.ts-compact')
    const call = (name: string) => compact.getByRole('region', { name }).locator('.ts-details')
    await call('Call 1 of 2').waitFor()
    expect(await call('Call 1 of 2').innerText()).toBe(callDetails[0])
    expect(await call('Call 2 of 2').innerText()).toBe(callDetails[1])
    await compact.getByText('0.0008484 ETH').waitFor()
    expect(await axeViolations(tab)).toEqual([])
    await tab.context().close()
  })
})
