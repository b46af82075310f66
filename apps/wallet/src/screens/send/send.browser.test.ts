import type { NetworkId } from '@tessera/engine'
import { launchChromium } from '@tessera/test-utils'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RecordedSend, TransferBehavior } from '../testing/createFakeEngine.js'
import { expectLocation, readHarness } from '../testing/harnessPage.js'
import { axeViolations, openScreens, saveScreenshot } from '../testing/openScreens.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const recipient = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

/** The Send screen on `networkId`, its fee estimated. */
async function openSend(networkId: NetworkId = 'eip155:31337'): Promise<Page> {
  const tab = await openScreens(browser, { path: '/loggedin/tokens/send', networkId })
  await tab.getByText('Transaction Fee:').waitFor()
  return tab
}

function setTransferBehavior(tab: Page, behavior: Partial<TransferBehavior>) {
  return tab.evaluate(
    (next) =>
      (
        window as unknown as {
          screensHarness: { engine: { setTransferBehavior(b: typeof next): void } }
        }
      ).screensHarness.engine.setTransferBehavior(next),
    behavior,
  )
}

async function fill(tab: Page, form: { asset?: string; recipient?: string; amount?: string }) {
  if (form.asset) await tab.getByLabel('Asset').selectOption({ label: form.asset })
  if (form.recipient !== undefined) await tab.getByLabel('Recipient address').fill(form.recipient)
  if (form.amount !== undefined) await tab.getByLabel('Amount', { exact: true }).fill(form.amount)
  // The fee is estimated again for what was typed; Review waits for it.
  await tab.getByText('Transaction Fee:').waitFor()
}

async function reviewError(tab: Page): Promise<string | null> {
  await tab.getByRole('button', { name: 'Review' }).click()
  return tab.getByRole('alert').textContent()
}

describe('SendTokens', () => {
  test('R-028, H-014: Send on home opens SendTokens with the native coin first, then the tokens with balances', async () => {
    const tab = await openScreens(browser, { networkId: 'eip155:31337' })
    await tab.getByRole('button', { name: 'Send' }).click()
    await expectLocation(tab, '/loggedin/tokens/send')
    await tab.getByRole('heading', { name: 'Send tokens' }).waitFor()
    await expect
      .poll(() => tab.getByLabel('Asset').locator('option').allInnerTexts())
      .toEqual(['Ether (1.2345 ETH)', 'Uniswap (42.1234 UNI)', 'USD Coin (1500.25 USDC)'])
    await tab.getByText('Available: 1.234567891 ETH').waitFor()
    // Normal: 21000 gas × (20 gwei base + 1% priority) on a test network (no fiat).
    await tab.getByText('Transaction Fee: 0.0004242 ETH').waitFor()
    await tab.context().close()
  })

  test('X-014: Review with the recipient or the amount missing says W-110', async () => {
    const tab = await openSend()
    expect(await reviewError(tab)).toBe('Please enter all details')
    await fill(tab, { recipient })
    expect(await reviewError(tab)).toBe('Please enter all details')
    expect(await tab.getByRole('heading', { name: 'Review transfer' }).count()).toBe(0)
    await tab.context().close()
  })

  test('X-009: a recipient that is no address says W-105', async () => {
    const tab = await openSend()
    await fill(tab, { recipient: '0x90F79bf6EB2c4f870365E785982E1f101E93b9', amount: '0.1' })
    expect(await reviewError(tab)).toBe('Invalid wallet address')
    await tab.context().close()
  })

  test('X-033: an amount that is not a positive number in the token decimals says W-129', async () => {
    const tab = await openSend()
    await fill(tab, { asset: 'USD Coin (1500.25 USDC)', recipient, amount: '1.0000001' })
    expect(await reviewError(tab)).toBe('Please enter a valid quantity')
    await tab.context().close()
  })

  test('X-015: more than the balance says W-111', async () => {
    const tab = await openSend()
    await fill(tab, { asset: 'Uniswap (42.1234 UNI)', recipient, amount: '43' })
    expect(await reviewError(tab)).toBe('Insufficient balance for this transfer')
    await tab.context().close()
  })

  test('X-011: the whole native balance leaves nothing for the fee: W-107', async () => {
    const tab = await openSend()
    await fill(tab, { recipient, amount: '1.234567891234567891' })
    expect(await reviewError(tab)).toBe('Insufficient balance for the gas fee')
    await tab.context().close()
  })

  test('X-012: a fee the node cannot estimate says W-108 and nothing can be reviewed', async () => {
    const tab = await openSend()
    await setTransferBehavior(tab, { estimate: 'unestimated' })
    await tab.getByLabel('Recipient address').fill(recipient)
    await tab.getByLabel('Amount', { exact: true }).fill('0.1')
    await tab.getByText('Transaction Fee: Cannot estimate the gas fee').waitFor()
    expect(await reviewError(tab)).toBe('Cannot estimate the gas fee')
    await tab.context().close()
  })

  test('behavior: Max fills the native balance less the most the fee can cost, or a whole token balance', async () => {
    const tab = await openSend()
    const amount = tab.getByLabel('Amount', { exact: true })
    await tab.getByRole('button', { name: 'Max amount' }).click()
    // 1.234567891234567891 ETH less 21000 gas × 25.2 gwei (125% of base fee + 1% priority).
    await expect.poll(() => amount.inputValue()).toBe('1.234038691234567891')
    await fill(tab, { asset: 'USD Coin (1500.25 USDC)' })
    await expect.poll(() => amount.inputValue()).toBe('')
    await tab.getByRole('button', { name: 'Max amount' }).click()
    await expect.poll(() => amount.inputValue()).toBe('1500.25')
    await tab.context().close()
  })

  test('X-060: a native send is reviewed, sent once while sending, then home says "token sent successfully" and reads balances again', async () => {
    const tab = await openSend('eip155:1')
    await setTransferBehavior(tab, { send: 'held' })
    await fill(tab, { recipient: recipient.toLowerCase(), amount: '0.5' })
    await tab.getByRole('button', { name: 'Review' }).click()
    await tab.getByRole('heading', { name: 'Review transfer' }).waitFor()
    expect(await tab.locator('.ts-details__row').allInnerTexts()).toEqual([
      'Network\nEthereum Mainnet',
      'From\n0x5B38...beddC4',
      'To\n0x90F7...93b906',
      'Amount\n0.5 ETH ($1000.00)',
      'Transaction Fee\n0.0004242 ETH ($0.85)',
    ])
    const send = tab.getByRole('button', { name: 'Send', exact: true })
    await send.click()
    const sending = tab.getByRole('button', { name: 'Sending…' })
    expect(await sending.isDisabled()).toBe(true)
    await sending.click({ force: true })
    await tab.evaluate(() =>
      (
        window as unknown as { screensHarness: { engine: { releaseSend(): void } } }
      ).screensHarness.engine.releaseSend(),
    )
    await tab.getByRole('status').filter({ hasText: 'token sent successfully' }).waitFor()
    await expectLocation(tab, '/loggedin')
    expect(await readHarness<RecordedSend[]>(tab, 'engine.sends')).toEqual([
      {
        networkId: 'eip155:1',
        asset: 'native',
        to: recipient,
        amount: '500000000000000000',
        maxFeePerGas: '25200000000',
      },
    ])
    // Home starts reading the balances again (the first read was the Send screen's).
    await expect
      .poll(() => readHarness<NetworkId[]>(tab, 'engine.balanceReads'))
      .toEqual(['eip155:1', 'eip155:1'])
    await tab.context().close()
  })

  test('behavior: a Custom gas limit the user typed starts again from the estimate when the recipient changes', async () => {
    const tab = await openSend('eip155:1')
    await fill(tab, { recipient: recipient.toLowerCase(), amount: '0.1' })
    await tab.getByRole('tab', { name: 'Custom' }).click()
    const gasLimit = tab.getByLabel('Gas limit')
    const estimated = await gasLimit.inputValue()
    await gasLimit.fill('99999')
    await fill(tab, { amount: '0.2' }) // the same transfer: the typed limit holds
    expect(await gasLimit.inputValue()).toBe('99999')
    await fill(tab, { recipient: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' })
    await expect.poll(() => gasLimit.inputValue()).toBe(estimated)
    await tab.context().close()
  })

  test('behavior: an ERC-20 send carries the amount in the token decimals', async () => {
    const tab = await openSend()
    await fill(tab, { asset: 'USD Coin (1500.25 USDC)', recipient, amount: '12.5' })
    await tab.getByRole('button', { name: 'Review' }).click()
    await tab.getByText('12.5 USDC').waitFor()
    await tab.getByRole('button', { name: 'Send', exact: true }).click()
    await expectLocation(tab, '/loggedin')
    expect(await readHarness<RecordedSend[]>(tab, 'engine.sends')).toMatchObject([
      { asset: usdc, to: recipient, amount: '12500000' },
    ])
    await tab.context().close()
  })

  test('X-053, X-054: a failed send says why, stays on the review and can be sent again', async () => {
    const tab = await openSend()
    await setTransferBehavior(tab, { send: 'insufficientFunds' })
    await fill(tab, { recipient, amount: '0.5' })
    await tab.getByRole('button', { name: 'Review' }).click()
    const send = tab.getByRole('button', { name: 'Send', exact: true })
    await send.click()
    await tab
      .getByRole('alert')
      .filter({ hasText: 'Insufficient Gas to make this transaction.' })
      .waitFor()
    await setTransferBehavior(tab, { send: 'nodeError' })
    await send.click()
    await tab.getByRole('alert').filter({ hasText: 'nonce too low' }).waitFor()
    expect(await readHarness<RecordedSend[]>(tab, 'engine.sends')).toHaveLength(2)
    await tab.getByRole('button', { name: 'Back' }).click()
    await expect.poll(() => tab.getByLabel('Amount', { exact: true }).inputValue()).toBe('0.5')
    await tab.context().close()
  })

  test('behavior: switching network returns to home; Cancel too', async () => {
    const tab = await openSend()
    await tab.getByLabel('Network', { exact: true }).selectOption({ label: 'Tessera Devnet 2' })
    await expectLocation(tab, '/loggedin')
    await tab.getByRole('button', { name: 'Send' }).click()
    await tab.getByRole('button', { name: 'Cancel' }).click()
    await expectLocation(tab, '/loggedin')
    await tab.context().close()
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`behavior: the form and the review pass axe in ${theme}; screenshots saved`, async () => {
      const tab = await openScreens(
        browser,
        { theme, networkId: 'eip155:1', path: '/loggedin/tokens/send' },
        { viewport: { width: 360, height: 720 } },
      )
      await fill(tab, { recipient: '0x1234', amount: '0.5' })
      await tab.getByRole('button', { name: 'Review' }).click()
      await tab.getByRole('alert').waitFor()
      expect(await axeViolations(tab)).toEqual([])
      await saveScreenshot(tab, `send-form-${theme}`)
      await fill(tab, { recipient })
      await tab.getByRole('button', { name: 'Review' }).click()
      await tab.getByRole('heading', { name: 'Review transfer' }).waitFor()
      expect(await axeViolations(tab)).toEqual([])
      await saveScreenshot(tab, `send-review-${theme}`)
      await tab.context().close()
    })
  }
})
