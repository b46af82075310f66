import { launchChromium, waitForApprovalInput } from '@tessera/test-utils'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RecordedDecision } from '../testing/createFakeEngine.js'
import { readHarness } from '../testing/harnessPage.js'
import {
  axeViolations,
  enoughEtherWei,
  openScreens,
  saveScreenshot,
} from '../testing/openScreens.js'
import type { Scenario } from '../testing/screensHarness.js'

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

type BatchView = 'expanded' | 'compact' | 'shrunk'

/**
 * The approval of the fixture batch: expanded, as the widget's compact view opens it, or shrunk
 * (a Pending card, behind a message to sign).
 */
const openBatch = (view: BatchView, scenario: Partial<Scenario> = {}) =>
  openScreens(browser, {
    path: '/loggedin/requests',
    pending: view === 'shrunk' ? ['personalSign', 'sendCalls'] : ['sendCalls'],
    etherBalanceWei: enoughEtherWei,
    ...(view === 'compact' ? { appMode: 'widget', presentation: 'embedded' } : {}),
    ...scenario,
  })

/** Where each view shows the batch. */
const batchIn = (tab: Page, view: BatchView) =>
  tab.locator({ expanded: '.ts-approval', compact: '.ts-compact', shrunk: '.ts-pendingCard' }[view])

const failure =
  'This transaction is expected to fail and would still cost its fee. Reason: call 2 of 2: ERC721: approve to caller'
/** A view's text on one line: its lines and list items as single spaces, separators dropped. */
const textOf = (text: string) => text.replace(/,/g, ' ').replace(/\s+/g, ' ')
const decisions = (tab: Page) => readHarness<RecordedDecision[]>(tab, 'engine.decisions')

describe('wallet_sendCalls approval', () => {
  test('default: #17 EIP-5792 both calls of a batch are shown in one view with the fee of the batch, and one Approve approves them with the Normal fee', async () => {
    const tab = await openBatch('expanded')
    await tab.getByRole('heading', { name: 'Send Transactions' }).waitFor()
    await tab
      .getByText('Approving sends these 2 calls one after another', { exact: false })
      .waitFor()
    const call = (name: string) => tab.getByRole('region', { name }).locator('.ts-details')
    expect(await call('Call 1 of 2').innerText()).toBe(callDetails[0])
    expect(await call('Call 2 of 2').innerText()).toBe(callDetails[1])
    // The fee of the whole batch: 2 × 21000 gas at the fake node's 20 gwei base fee.
    await tab.getByRole('definition').filter({ hasText: '0.0008484 ETH' }).waitFor()
    expect(await tab.getByRole('button', { name: 'Approve' }).count()).toBe(1)
    expect(await axeViolations(tab)).toEqual([])
    await saveScreenshot(tab, 'approval-sendCalls-light')
    await waitForApprovalInput(tab.mainFrame())
    await tab.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect
      .poll(() => decisions(tab))
      .toMatchObject([{ action: 'approve', id: 'sendCalls', edits: { fee: { speed: 'normal' } } }])
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

  test.for<BatchView>(['expanded', 'compact', 'shrunk'])(
    'behavior: #17 EIP-5792 the %s view says a batch is expected to fail, naming the call, with the reason',
    async (view) => {
      const tab = await openBatch(view, { simulation: 'batchReverted' })
      const batch = batchIn(tab, view)
      await batch.getByText('call 2 of 2: ERC721: approve to caller', { exact: false }).waitFor()
      expect(textOf(await batch.innerText())).toContain(failure)
      await tab.context().close()
    },
  )

  test.for<BatchView>(['expanded', 'compact', 'shrunk'])(
    'behavior: #17 EIP-5792 the %s view shows the balance changes of the whole batch',
    async (view) => {
      const tab = await openBatch(view)
      const batch = batchIn(tab, view)
      await batch.getByText('+1 Bored Apes #7', { exact: false }).waitFor()
      expect(textOf(await batch.innerText())).toContain('-1.25 ETH +1 USDC +1 Bored Apes #7')
      await tab.context().close()
    },
  )

  test('behavior: #17 EIP-5792 the batch gas panel: the fee of Fast is shown, and Approve sends Fast for the batch', async () => {
    const tab = await openBatch('expanded')
    const panel = tab.getByRole('region', { name: 'Gas' })
    await panel.getByText('0.0008484 ETH').waitFor()
    await panel.getByRole('tab', { name: 'Fast' }).click()
    await panel.getByText('0.0008568 ETH').waitFor()
    await waitForApprovalInput(tab.mainFrame())
    await tab.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect
      .poll(() => decisions(tab))
      .toMatchObject([{ action: 'approve', id: 'sendCalls', edits: { fee: { speed: 'fast' } } }])
    await tab.context().close()
  })

  test("behavior: #17 EIP-5792 the batch's Custom tab: its fees can be edited, its gas limit (the calls' total) is shown read-only", async () => {
    const tab = await openBatch('expanded')
    const panel = tab.getByRole('region', { name: 'Gas' })
    await panel.getByRole('tab', { name: 'Custom' }).click()
    const gasLimit = panel.getByLabel('Gas limit')
    await gasLimit.waitFor()
    expect(await gasLimit.getAttribute('readonly')).not.toBeNull()
    expect(await panel.getByLabel('Max fee').isEditable()).toBe(true)
    await tab.context().close()
  })

  test.for<BatchView>(['expanded', 'compact'])(
    "X-011 #17 EIP-5792 %s: a balance that pays the fee but not the calls' values with it says W-107, and Approve stays disabled",
    async (view) => {
      // 0.1 ETH: the first call's value alone, nothing left for the fee.
      const tab = await openBatch(view, { etherBalanceWei: String(10n ** 17n) })
      const batch = batchIn(tab, view)
      await batch
        .getByRole('alert')
        .filter({ hasText: 'Insufficient balance for the gas fee' })
        .waitFor()
      expect(await batch.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true)
      await tab.context().close()
    },
  )
})
