import { launchChromium } from '@tessera/test-utils'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { FakeEngine } from '../testing/createFakeEngine.js'
import { activityFixtures } from '../testing/fixtures.js'
import { axeViolations, openScreens, saveScreenshot } from '../testing/openScreens.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const openActivities = (scenario: Parameters<typeof openScreens>[1] = {}) =>
  openScreens(browser, { path: '/loggedin/activities', hasActivities: true, ...scenario })

const summaryOf = (tab: Page, amount: string) =>
  tab.locator('.ts-activityItem__summary').filter({ hasText: amount })
const history = (tab: Page) => tab.getByRole('list', { name: 'Transactions' }).getByRole('listitem')

describe('activities', () => {
  test("R-026, S-019: the selected network's transactions, newest first, with operation, status, date, amount and from/to", async () => {
    const tab = await openActivities()
    await history(tab).first().waitFor()
    const summaries = async () =>
      (await tab.locator('.ts-activityItem__summary').allInnerTexts()).map((text) =>
        text.split('\n').filter(Boolean),
      )
    await expect.poll(summaries).toEqual([
      [
        'Contract Interaction',
        '0 ETH',
        'Failed',
        expect.any(String),
        'From 0x5B38...beddC4',
        'To 0x1f98...01F984',
      ],
      [
        'Send',
        '12.5 USDC',
        'Pending',
        expect.any(String),
        'From 0x5B38...beddC4',
        'To 0x1f98...01F984',
      ],
      [
        'Send',
        '0.5 ETH',
        'Success',
        expect.any(String),
        'From 0x5B38...beddC4',
        'To 0x1f98...01F984',
      ],
    ])
    expect(await tab.locator('.ts-activityItem time').nth(2).getAttribute('datetime')).toBe(
      '2026-11-20T09:30:00.000Z',
    )
    await tab.context().close()
  })

  test('S-021, S-019: opened, an activity shows hash, amount, nonce, gas, data, fee and the explorer link in a new tab', async () => {
    const tab = await openActivities()
    await summaryOf(tab, '0.5 ETH').click()
    const details = tab.locator('.ts-activityItem__details').nth(2)
    await details.waitFor()
    expect(await details.locator('div').allInnerTexts()).toEqual([
      `Transaction hash\n${'0x'}${'a1'.repeat(32)}`,
      'Amount\n0.5 ETH',
      'Nonce\n7',
      'Gas limit\n21000',
      'Gas price\n30 gwei',
      'Gas used\n21000',
      'Data\n0x',
      'Fee\n0.000441 ETH',
    ])
    const link = tab.getByRole('link', { name: 'View on block explorer (opens in a new tab)' })
    expect(await link.getAttribute('href')).toBe(`https://etherscan.io/tx/0x${'a1'.repeat(32)}`)
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toContain('noopener')
    await tab.context().close()
  })

  test('S-010: a Pending activity shows Success when the engine sees its receipt', async () => {
    const tab = await openActivities()
    await tab.getByText('Pending').waitFor()
    await tab.evaluate(
      (settled) =>
        (
          window as unknown as { screensHarness: { engine: FakeEngine } }
        ).screensHarness.engine.setActivities(settled),
      activityFixtures.map((activity) =>
        activity.status === 'Pending' ? { ...activity, status: 'Success' as const } : activity,
      ),
    )
    await expect.poll(() => tab.getByText('Pending').count()).toBe(0)
    expect(await tab.getByText('Success').count()).toBe(2)
    await tab.context().close()
  })

  test('N-014: an NFT Send shows the quantity and the NFT by name', async () => {
    const tab = await openActivities()
    await history(tab).first().waitFor()
    const [, , sent] = activityFixtures
    await tab.evaluate(
      (nftSend) =>
        (
          window as unknown as { screensHarness: { engine: FakeEngine } }
        ).screensHarness.engine.setActivities([nftSend]),
      {
        ...sent,
        transaction: { ...sent.transaction, amount: '2' },
        nft: {
          type: 'erc1155' as const,
          address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' as const,
          tokenId: '1',
          collectionName: 'Tessera Badges',
          name: null,
          image: null,
        },
      },
    )
    await summaryOf(tab, '2 × Tessera Badges #1').waitFor()
    expect(await history(tab).count()).toBe(1)
    await tab.context().close()
  })

  test.each([
    'javascript:alert(document.domain)',
    'data:text/html,<script>alert(1)</script>',
    'http://explorer.example/tx/0x01',
  ])('error: #15 finding 7 an activity whose explorer URL is %j shows no link', async (url) => {
    const tab = await openActivities()
    await history(tab).first().waitFor()
    const [, , sent] = activityFixtures
    await tab.evaluate(
      (activity) =>
        (
          window as unknown as { screensHarness: { engine: FakeEngine } }
        ).screensHarness.engine.setActivities([activity]),
      { ...sent, explorerUrl: url },
    )
    await expect.poll(() => history(tab).count()).toBe(1)
    await summaryOf(tab, '0.5 ETH').click()
    await tab.locator('.ts-activityItem__details').waitFor()
    expect(await tab.getByRole('link', { name: /View on block explorer/ }).count()).toBe(0)
    expect(await tab.locator('a[href^="javascript:" i], a[href^="data:" i]').count()).toBe(0)
    await tab.context().close()
  })

  test('default: another network has its own history; nothing at all shows the empty state', async () => {
    const tab = await openActivities({ networkId: 'eip155:31337' })
    await tab.getByText('No activity yet').waitFor()
    expect(await tab.getByRole('list', { name: 'Transactions' }).count()).toBe(0)
    await tab.context().close()
  })

  test('default: skipped requests come first, the history below them', async () => {
    const tab = await openActivities({ skipped: ['personalSign'] })
    await history(tab).first().waitFor()
    await expect
      .poll(() => tab.getByRole('heading', { level: 2 }).allInnerTexts())
      .toEqual(['Awaiting your approval', 'Transactions'])
    await tab.context().close()
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`S-011: a Pending transaction offers Cancel; its confirmation shows the fee and passes axe in ${theme}`, async () => {
      const tab = await openActivities({ theme })
      await history(tab).first().waitFor()
      expect(await tab.getByRole('button', { name: /^Cancel / }).allInnerTexts()).toEqual([
        'Cancel',
      ])
      await tab.getByRole('button', { name: 'Cancel Send of 12.5 USDC' }).click()
      const sheet = tab.getByRole('dialog', { name: 'Cancel transaction' })
      await sheet.getByText('up to 0.000693 ETH').waitFor()
      expect(await axeViolations(tab)).toEqual([])
      await saveScreenshot(tab, `activities-cancel-${theme}`)
      await sheet.getByRole('button', { name: 'Keep waiting' }).click()
      await sheet.waitFor({ state: 'hidden' })
      await tab.context().close()
    })

    test(`default: axe finds nothing on the history, opened, in ${theme}`, async () => {
      const tab = await openActivities({ theme })
      await summaryOf(tab, '0.5 ETH').click()
      await tab.getByRole('link', { name: /View on block explorer/ }).waitFor()
      expect(await axeViolations(tab)).toEqual([])
      await saveScreenshot(tab, `activities-${theme}`)
      await tab.context().close()
    })
  }
})
