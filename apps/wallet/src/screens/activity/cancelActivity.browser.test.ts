import { devnetChain, devnetChainSpecs, testUserAccount } from '@tessera/devnet'
import type { Page } from 'playwright-core'
import {
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  parseEther,
  publicActions,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startWalletTestbed, type WalletTestbed } from '../../testing/walletTestbed.js'

const recipient = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

/** The activity whose operation is exactly `operation` (a Send also holds a 'Cancel' button). */
const itemOf = (page: Page, operation: string) =>
  page.locator('.ts-activityItem').filter({
    has: page.locator('.ts-activityItem__operation', { hasText: new RegExp(`^${operation}$`) }),
  })
const statusOf = (page: Page, operation: string) =>
  itemOf(page, operation).locator('.ts-activityItem__status').textContent()

describe('cancelling a pending send (issue #20, built wallet on the local stack)', () => {
  let bed: WalletTestbed
  beforeAll(async () => {
    bed = await startWalletTestbed()
  })
  afterAll(() => bed?.stop())

  /** The devnet chain the demo app starts on, with the test client that holds its blocks. */
  const devnet = () => {
    const [first] = bed.stack.chains
    const [spec] = devnetChainSpecs
    if (!first || !spec) throw new Error('no devnet chain')
    const chain = devnetChain(spec, first.rpcUrl)
    const node = createTestClient({ chain, transport: http(first.rpcUrl), mode: 'anvil' }).extend(
      publicActions,
    )
    const testUser = createWalletClient({
      account: testUserAccount,
      chain,
      transport: http(first.rpcUrl),
    })
    return { node, testUser }
  }

  test('S-011, S-020: the user cancels a pending send from Activity, confirms the fee, and sees it Cancelled once the Cancel is mined', async () => {
    const { node, testUser } = devnet()
    const page = await (await bed.newProfile()).newPage()
    await bed.loginOnLoginPage(page, `cancel-${Date.now()}@example.com`)
    const address = (await page.locator('.ts-address__text').first().getAttribute('title')) as Hex
    const funding = await testUser.sendTransaction({ to: address, value: parseEther('1') })
    await node.waitForTransactionReceipt({ hash: funding })
    await page.getByRole('button', { name: 'Refresh balance' }).click()
    await expect.poll(() => page.locator('.ts-balanceCard__amount').textContent()).toMatch(/^1 /)
    const recipientBefore = await node.getBalance({ address: recipient })

    // SPEC §4: blocks held, so the send stays Pending until the test mines.
    await node.setAutomine(false)
    try {
      await page.getByRole('button', { name: 'Send', exact: true }).click()
      await page.getByLabel('Recipient address').fill(recipient)
      await page.getByLabel('Amount', { exact: true }).fill('0.25')
      await page.getByText('Transaction Fee:').waitFor()
      await page.getByRole('button', { name: 'Review' }).click()
      await page.getByRole('button', { name: 'Send', exact: true }).click()
      await page.getByText('token sent successfully').waitFor()

      await page.getByRole('link', { name: /^Activity/ }).click()
      await expect.poll(() => statusOf(page, 'Send')).toBe('Pending')
      await itemOf(page, 'Send').getByRole('button', { name: 'Cancel Send of 0.25 ETH' }).click()
      const sheet = page.getByRole('dialog', { name: 'Cancel transaction' })
      await sheet.getByText(/^up to 0\.\d+ ETH$/).waitFor()
      await sheet.getByRole('button', { name: 'Cancel transaction' }).click()
      await page.getByRole('status').filter({ hasText: 'Cancel sent' }).waitFor()
      await sheet.waitFor({ state: 'hidden' })
      await expect.poll(() => statusOf(page, 'Cancel')).toBe('Pending')
      expect(await statusOf(page, 'Send')).toBe('Pending')
      // One cancel at a time: the Send offers no second one while its Cancel waits.
      expect(await page.getByRole('button', { name: /^Cancel / }).count()).toBe(0)

      await node.mine({ blocks: 1 })
      await expect.poll(() => statusOf(page, 'Send'), { timeout: 15_000 }).toBe('Cancelled')
      expect(await statusOf(page, 'Cancel')).toBe('Success')
      expect(await itemOf(page, 'Cancel').locator('.ts-activityItem__amount').textContent()).toBe(
        '0 ETH',
      )
      // The replacement took the send's nonce: nothing reached the recipient.
      expect(await node.getBalance({ address: recipient })).toBe(recipientBefore)
      expect(await node.getTransactionCount({ address })).toBe(1)
    } finally {
      await node.setAutomine(true)
    }
  })
})
