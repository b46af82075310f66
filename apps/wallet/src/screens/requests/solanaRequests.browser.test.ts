import { launchChromium, waitForApprovalInput } from '@tessera/test-utils'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RecordedDecision } from '../testing/createFakeEngine.js'
import { expectLocation, readHarness } from '../testing/harnessPage.js'
import { axeViolations, openScreens, saveScreenshot } from '../testing/openScreens.js'
import type { Scenario } from '../testing/screensHarness.js'
import {
  type SolanaRequestFixture,
  solanaNetwork,
  solanaRequestFixtures,
} from '../testing/solanaFixtures.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

/** The requests screen of a Solana app on devnet, with these requests pending. */
const openRequests = (fixtures: SolanaRequestFixture[], extra: Partial<Scenario> = {}) =>
  openScreens(browser, {
    path: '/loggedin/requests',
    networkId: solanaNetwork.id,
    pending: fixtures,
    ...extra,
  })

const decisions = (tab: Page) => readHarness<RecordedDecision[]>(tab, 'engine.decisions')

/** The section under this heading ('Instructions', 'Transaction 2 of 2', 'Predicted effect'). */
const section = (tab: Page, heading: string) =>
  tab.locator('section', { has: tab.getByRole('heading', { name: heading, exact: true }) })

/** What a transaction's section says: who pays, its instructions, and its warnings. */
const readTransaction = async (tab: Page, heading: string) => {
  const shown = section(tab, heading)
  return {
    feePayer: await shown.locator('.ts-details').innerText(),
    instructions: await shown.getByRole('listitem').allInnerTexts(),
    notices: await shown.getByRole('alert').allInnerTexts(),
  }
}

/** The request's fee row, once the fake node has quoted it. */
const expectFee = (tab: Page, fee: string) =>
  expect
    .poll(() => tab.locator('.ts-approval > .ts-details').innerText())
    .toBe(`Transaction Fee\n${fee}`)

/** The predicted balance changes, once simulated. */
const expectEffect = (tab: Page, lines: string) =>
  expect.poll(() => tab.locator('.ts-effect__list').innerText()).toBe(lines)

describe('Solana transaction approvals', () => {
  test('Q-029, Q-018, Q-019: signTransaction shows the fee payer, a SOL transfer, the fee and the change', async () => {
    const tab = await openRequests(['solanaSignTransaction'], { simulation: 'solanaTransfer' })
    await tab.getByRole('heading', { name: 'Sign Transaction' }).waitFor()
    await tab.getByText('Demo App on Solana Devnet').waitFor()
    await tab.getByText('Demo App requests your permission for the following action.').waitFor()
    expect(await readTransaction(tab, 'Instructions')).toEqual({
      feePayer: 'Fee paid by\nAT54A5...sUGRhQ',
      instructions: ['Send 0.5 SOL to GFVqWr...Egoei8'],
      notices: [],
    })
    await expectFee(tab, '0.000005 SOL')
    await expectEffect(tab, '-0.5 SOL')
    await tab.context().close()
  })

  test('#17 Q-029: a Solana transaction has no gas panel, and Approve sends no fee edit once its fee is quoted', async () => {
    const tab = await openRequests(['solanaSignTransaction'], { simulation: 'solanaTransfer' })
    await expectFee(tab, '0.000005 SOL')
    expect(await tab.getByRole('region', { name: 'Gas' }).count()).toBe(0)
    await waitForApprovalInput(tab.mainFrame())
    await tab.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect
      .poll(() => decisions(tab))
      .toEqual([{ action: 'approve', id: 'solanaSignTransaction' }])
    await tab.context().close()
  })

  test('Q-029: an SPL transfer shows its compute budget, the token account it creates and whole USDC', async () => {
    const tab = await openRequests(['solanaTokenTransfer'], { simulation: 'solanaTokenTransfer' })
    await tab.getByRole('heading', { name: 'Send Transaction' }).waitFor()
    expect(await readTransaction(tab, 'Instructions')).toEqual({
      feePayer: 'Fee paid by\nAT54A5...sUGRhQ',
      instructions: [
        'Set the compute unit limit to 60000',
        'Pay a priority fee of 100000 micro-lamports per compute unit',
        'Create a token account of 4zMMC9...JDncDU for GFVqWr...Egoei8',
        'Transfer 2.5 4zMMC9...JDncDU to token account Ewmn53...FqdmDC',
      ],
      notices: [],
    })
    await expectFee(tab, '0.000011 SOL')
    await expectEffect(tab, '-0.00203928 SOL\n-2.5 USDC')
    await tab.context().close()
  })

  test('Q-029: signAllTransactions shows each transaction, and the signature the second still needs', async () => {
    const tab = await openRequests(['solanaSignAll'], { simulation: 'solanaSignAll' })
    await tab.getByRole('heading', { name: 'Sign Transactions' }).waitFor()
    expect(await readTransaction(tab, 'Transaction 1 of 2')).toEqual({
      feePayer: 'Fee paid by\nAT54A5...sUGRhQ',
      instructions: [
        'Send 0.25 SOL to CSs5R6...c8Xsp4',
        'Call program MemoSq...GmfcHr with 1 account and 10 bytes of data',
      ],
      notices: [],
    })
    expect(await readTransaction(tab, 'Transaction 2 of 2')).toEqual({
      feePayer: 'Fee paid by\nCSs5R6...c8Xsp4',
      instructions: ['Transfer 10 4zMMC9...JDncDU to token account BMQhJN...4aqW79'],
      notices: ['After you sign, it still needs the signatures of CSs5R6...c8Xsp4.'],
    })
    await expectFee(tab, '0.000015 SOL')
    await expectEffect(tab, '-0.25 SOL\n-10 USDC')
    await tab.context().close()
  })

  test('Q-029: a request whose simulation fails says so and names the failing transaction', async () => {
    const tab = await openRequests(['solanaSignAll'], { simulation: 'solanaReverted' })
    const alert = section(tab, 'Predicted effect').getByRole('alert')
    await alert.waitFor()
    expect(await alert.locator('.ts-notice__line').allInnerTexts()).toEqual([
      'This transaction is expected to fail and would still cost its fee.',
      'Reason: transaction 2: Error: insufficient funds',
    ])
    expect(await tab.locator('.ts-effect__list').count()).toBe(0)
    await tab.context().close()
  })

  test('#17 Q-029: the compact approval shows the fee and why the transactions would fail', async () => {
    const tab = await openRequests(['solanaSignAll'], {
      simulation: 'solanaReverted',
      appMode: 'widget',
      presentation: 'embedded',
    })
    const compact = tab.locator('.ts-compact')
    const alert = compact.getByRole('region', { name: 'Predicted effect' }).getByRole('alert')
    await alert.waitFor()
    expect(await alert.locator('.ts-notice__line').allInnerTexts()).toEqual([
      'This transaction is expected to fail and would still cost its fee.',
      'Reason: transaction 2: Error: insufficient funds',
    ])
    await expect
      .poll(() => compact.locator('.ts-details').innerText())
      .toMatch(/^Transaction Fee\n\d/)
    await tab.context().close()
  })

  test('Q-029: an expired blockhash is shown as a danger notice; the fee is the estimate', async () => {
    const tab = await openRequests(['solanaExpired'], { simulation: 'solanaTransfer' })
    await tab.getByRole('heading', { name: 'Sign Transaction' }).waitFor()
    expect(await readTransaction(tab, 'Instructions')).toEqual({
      feePayer: 'Fee paid by\nAT54A5...sUGRhQ',
      instructions: ['Send 0.5 SOL to GFVqWr...Egoei8'],
      notices: ['Its recent blockhash has expired: the network will refuse it.'],
    })
    expect(await section(tab, 'Instructions').locator('.ts-notice--danger').count()).toBe(1)
    await expectFee(tab, '0.000005 SOL')
    await tab.context().close()
  })
})

describe('Solana message approvals', () => {
  const message = (tab: Page) => tab.locator('.ts-approval pre.ts-messageBox')
  const signInNote = (tab: Page) =>
    tab.getByRole('note').filter({ hasText: 'This message signs you in to the app' })

  test('Q-018, Q-019: signMessage shows its text; it is no sign-in', async () => {
    const tab = await openRequests(['solanaSignMessage'])
    await tab.getByRole('heading', { name: 'Sign Message' }).waitFor()
    await tab.getByText('Demo App on Solana Devnet').waitFor()
    await tab.getByText('Demo App requests your permission for the following action.').waitFor()
    expect(await message(tab).innerText()).toBe(
      'Welcome to Demo App!\n\nSign this message to prove you own this wallet.',
    )
    expect(await signInNote(tab).count()).toBe(0)
    expect(await tab.getByText('Transaction Fee').count()).toBe(0)
    await tab.context().close()
  })

  test('args: bytes that are no text are shown as hex', async () => {
    const tab = await openRequests(['solanaSignMessageHex'])
    await tab.getByRole('heading', { name: 'Sign Message' }).waitFor()
    expect(await message(tab).innerText()).toBe('0xdeadbeef00ff1020')
    expect(await message(tab).getAttribute('class')).toContain('ts-messageBox--hex')
    await tab.context().close()
  })

  test('behavior: SPEC §5 a sign-in message for this wallet is marked as one', async () => {
    const tab = await openRequests(['solanaSignIn'])
    await signInNote(tab).waitFor()
    expect(await signInNote(tab).innerText()).toBe(
      'This message signs you in to the app with this wallet.',
    )
    expect(await message(tab).innerText()).toContain(
      'demo.example wants you to sign in with your Solana account:\nAT54A5s9B7bcW4ersdHyzimBtptAdkM7dKyGHgsUGRhQ',
    )
    await tab.context().close()
  })

  test('behavior: a message longer than its box scrolls there, and the box takes keyboard focus', async () => {
    const tab = await openRequests(['solanaSignIn'])
    const box = message(tab)
    await box.waitFor()
    expect(await box.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true)
    await box.focus()
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true)
    await box.press('End')
    await expect.poll(() => box.evaluate((element) => element.scrollTop)).toBeGreaterThan(0)
    await tab.context().close()
  })
})

describe('deciding Solana requests', () => {
  test.each(solanaRequestFixtures)(
    'Q-030, S-007: Approve on %s settles exactly that request by id, then home',
    async (fixture) => {
      const tab = await openRequests([fixture])
      await tab.getByRole('button', { name: 'Do this later' }).waitFor()
      await tab.getByRole('button', { name: 'Approve' }).click()
      expect(await decisions(tab)).toEqual([{ action: 'approve', id: fixture }])
      await expectLocation(tab, '/loggedin')
      await tab.context().close()
    },
  )

  test('Q-030, S-007: Reject settles the shown request by id; the next is shown, then home', async () => {
    const tab = await openRequests(['solanaTokenTransfer', 'solanaSignIn'], {
      simulation: 'solanaTokenTransfer',
    })
    await tab.getByRole('heading', { name: 'Send Transaction' }).waitFor()
    await tab.getByRole('button', { name: 'Reject' }).click()
    expect(await decisions(tab)).toEqual([{ action: 'reject', id: 'solanaTokenTransfer' }])
    await tab.getByRole('heading', { name: 'Sign Message' }).waitFor()
    await tab.getByRole('button', { name: 'Reject' }).click()
    expect((await decisions(tab))[1]).toEqual({ action: 'reject', id: 'solanaSignIn' })
    await expectLocation(tab, '/loggedin')
    await tab.context().close()
  })

  test('Q-016: another pending Solana request is shrunk to its one-line summary', async () => {
    const tab = await openRequests(['solanaSignIn', 'solanaSignTransaction'])
    const card = tab.locator('.ts-pendingCard')
    await card.waitFor()
    expect(await card.innerText()).toContain(
      'Pending\nSign Transaction\nSend 0.5 SOL to GFVqWr...Egoei8',
    )
    await card.getByRole('button', { name: 'View Details' }).click()
    await expectLocation(tab, '/loggedin/requests?id=solanaSignTransaction')
    await tab.getByRole('heading', { name: 'Sign Transaction' }).waitFor()
    await tab.context().close()
  })
})

/** The simulation each view is shown with (what the fake node predicts for it). */
const simulationOf: Record<SolanaRequestFixture, Scenario['simulation']> = {
  solanaSignMessage: 'solanaTransfer',
  solanaSignMessageHex: 'solanaTransfer',
  solanaSignIn: 'solanaTransfer',
  solanaSignTransaction: 'solanaTransfer',
  solanaTokenTransfer: 'solanaTokenTransfer',
  solanaSignAll: 'solanaReverted',
  solanaExpired: 'solanaTransfer',
}

describe('Solana approval views pass axe and are saved as screenshots', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`behavior: every Solana approval view in ${theme}`, async () => {
      for (const fixture of solanaRequestFixtures) {
        const tab = await openRequests([fixture], { theme, simulation: simulationOf[fixture] })
        await tab.getByRole('button', { name: 'Approve' }).waitFor()
        // Fee and simulation answered: no spinner left.
        await expect.poll(() => tab.locator('[role="status"]').count()).toBe(0)
        expect({ fixture, violations: await axeViolations(tab) }).toEqual({
          fixture,
          violations: [],
        })
        await saveScreenshot(tab, `approval-${fixture}-${theme}`)
        await tab.context().close()
      }
    })
  }
})
