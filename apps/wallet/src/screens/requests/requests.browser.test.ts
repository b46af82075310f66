import { launchChromium } from '@tessera/test-utils'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RecordedDecision } from '../testing/createFakeEngine.js'
import { type RequestFixture, requestFixtures } from '../testing/fixtures.js'
import { expectLocation, readHarness } from '../testing/harnessPage.js'
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

const openRequests = (fixtures: RequestFixture[], extra: Parameters<typeof openScreens>[1] = {}) =>
  openScreens(browser, {
    path: '/loggedin/requests',
    pending: fixtures,
    etherBalanceWei: enoughEtherWei,
    ...extra,
  })

const decisions = (tab: Awaited<ReturnType<typeof openRequests>>) =>
  readHarness<RecordedDecision[]>(tab, 'engine.decisions')

/**
 * The requests as the embedded widget opens them: its compact approval (SPEC §4), with no
 * expanded view on the page.
 */
async function openCompact(fixtures: RequestFixture[], extra: Parameters<typeof openScreens>[1]) {
  const tab = await openRequests(fixtures, {
    appMode: 'widget',
    presentation: 'embedded',
    ...extra,
  })
  return { tab, compact: tab.locator('.ts-compact') }
}

describe('send transaction approval', () => {
  test('Q-001, Q-006, Q-007, Q-008, Q-009, Q-010, Q-011, Q-012: the full view', async () => {
    const tab = await openRequests(['sendTransaction'])
    await tab.getByRole('heading', { name: 'Send Transaction' }).waitFor()
    await tab.getByText('Demo App on Ethereum Mainnet').waitFor()
    const details = tab.locator('.ts-approval > .ts-details')
    await expect
      .poll(() => details.innerText())
      .toBe(
        [
          'From\n0x5B38...beddC4',
          'To\n0x1f98...01F984',
          'Value\n1.25 ETH ($2500.00)',
          'Transaction Fee\n0.0004242 ETH ($0.85)',
        ].join('\n'),
      )
    await tab.getByText('Function: 0xa9059cbb').waitFor()
    await tab.getByRole('button', { name: 'Show data' }).click()
    await tab.getByText(/^0xa9059cbb0000/).waitFor()
    expect(await tab.getByRole('tab').allInnerTexts()).toEqual(['Normal', 'Fast', 'Custom'])
    await tab.getByRole('button', { name: 'Reject' }).waitFor()
    await tab.getByRole('button', { name: 'Approve' }).waitFor()
    await tab.context().close()
  })

  test('K-047, K-048: Approve sends the gas of the chosen tab for exactly this request id', async () => {
    const tab = await openRequests(['sendTransaction'])
    await tab.getByRole('tab', { name: 'Fast' }).click()
    await tab.getByText('0.0004284 ETH').first().waitFor()
    await tab.getByRole('button', { name: 'Approve' }).click()
    expect(await decisions(tab)).toEqual([
      {
        action: 'approve',
        id: 'sendTransaction',
        edits: {
          fee: {
            speed: 'fast',
            values: {
              gasLimit: 21_000n,
              maxFeePerGas: 25_400_000_000n,
              maxPriorityFeePerGas: 400_000_000n,
            },
          },
        },
      },
    ])
    await tab.context().close()
  })

  test('Q-032: the Custom tab takes own values; an empty fee shows W-106 and blocks Approve', async () => {
    const tab = await openRequests(['sendTransaction'])
    await tab.getByRole('tab', { name: 'Custom' }).click()
    const maxFee = tab.getByLabel('Max fee (gwei)')
    expect(await maxFee.inputValue()).toBe('27')
    expect(await tab.getByLabel('Priority fee (gwei)').inputValue()).toBe('2')
    await maxFee.fill('')
    await tab.getByRole('alert').filter({ hasText: 'Please provide a gas fee' }).waitFor()
    expect(await tab.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true)
    await maxFee.fill('30')
    await tab.getByLabel('Gas limit').fill('50000')
    await tab.getByRole('button', { name: 'Approve' }).click()
    expect((await decisions(tab))[0]?.edits).toEqual({
      fee: {
        speed: 'custom',
        values: {
          gasLimit: 50_000n,
          maxFeePerGas: 30_000_000_000n,
          maxPriorityFeePerGas: 2_000_000_000n,
        },
      },
    })
    await tab.context().close()
  })

  test('X-011 #17: a transaction the balance cannot pay says W-107 before approval and Approve stays disabled', async () => {
    const tab = await openRequests(['sendTransaction'], { etherBalanceWei: '0' })
    await tab
      .getByRole('alert')
      .filter({ hasText: 'Insufficient balance for the gas fee' })
      .waitFor()
    expect(await tab.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true)
    await tab.getByRole('button', { name: 'Reject' }).click()
    await expect.poll(() => decisions(tab)).toEqual([{ action: 'reject', id: 'sendTransaction' }])
    await tab.context().close()
  })

  test("Q-009: a sponsored transaction shows 'Sponsored' and no gas panel", async () => {
    const tab = await openRequests(['sendTransaction'], { isGasSponsored: true })
    await tab.getByText('Sponsored').waitFor()
    expect(await tab.getByRole('tablist').count()).toBe(0)
    await tab.context().close()
  })

  test('behavior: the predicted effect lists native, ERC-20 and NFT balance changes', async () => {
    const tab = await openRequests(['sendTransaction'])
    const effect = tab.locator('.ts-effect__list')
    await expect.poll(() => effect.innerText()).toBe('-1.25 ETH\n+1 USDC\n+1 Bored Apes #7')
    await tab.context().close()
  })

  test('behavior: a transaction that would revert shows a clear warning with the reason', async () => {
    const tab = await openRequests(['sendTransaction'], { simulation: 'reverted' })
    const alert = tab.getByRole('alert').filter({ hasText: 'expected to fail' })
    await alert.waitFor()
    expect(await alert.innerText()).toContain('Reason: ERC20: transfer amount exceeds balance')
    await tab.context().close()
  })

  test('#17 X-011: changing the fee in the gas panel says again whether the balance can pay it', async () => {
    // 1.251 ETH pays the 1.25 ETH and the Normal fee, not a Custom max fee of 100 gwei.
    const tab = await openRequests(['sendTransaction'], {
      etherBalanceWei: String(1251n * 10n ** 15n),
    })
    const approve = tab.getByRole('button', { name: 'Approve' })
    const shortfall = tab.getByRole('alert').filter({ hasText: 'Insufficient balance' })
    await tab.getByRole('button', { name: 'Approve', disabled: false }).waitFor()
    await tab.getByRole('tab', { name: 'Custom' }).click()
    await tab.getByLabel('Max fee (gwei)').fill('100')
    await shortfall.waitFor()
    expect(await approve.isDisabled()).toBe(true)
    await tab.getByRole('tab', { name: 'Normal' }).click()
    await shortfall.waitFor({ state: 'detached' })
    await approve.click()
    expect((await decisions(tab))[0]).toMatchObject({ action: 'approve', id: 'sendTransaction' })
    await tab.context().close()
  })

  test('S-002: Reject rejects this request by id; S-007: nothing pending returns home', async () => {
    const tab = await openRequests(['sendTransaction'])
    await tab.getByRole('button', { name: 'Reject' }).click()
    expect(await decisions(tab)).toEqual([{ action: 'reject', id: 'sendTransaction' }])
    await expectLocation(tab, '/loggedin')
    await tab.context().close()
  })
})

describe('#17 the compact approval shows what matters without View Details', () => {
  test('#17 compact: a transaction expected to fail says so with the revert reason', async () => {
    const { tab, compact } = await openCompact(['sendTransaction'], { simulation: 'reverted' })
    const failure = compact.getByRole('alert').filter({ hasText: 'expected to fail' })
    await failure.waitFor()
    expect(await failure.innerText()).toContain('Reason: ERC20: transfer amount exceeds balance')
    await tab.context().close()
  })

  test('#17 compact: a transaction shows its predicted balance changes', async () => {
    const { tab, compact } = await openCompact(['sendTransaction'], {})
    const effect = compact.getByRole('region', { name: 'Predicted effect' }).getByRole('listitem')
    await expect
      .poll(() => effect.allInnerTexts())
      .toEqual(['-1.25 ETH', '+1 USDC', '+1 Bored Apes #7'])
    await tab.context().close()
  })

  test('#17 X-011 compact: a transaction the balance cannot pay says W-107 and Approve stays disabled', async () => {
    const { tab, compact } = await openCompact(['sendTransaction'], { etherBalanceWei: '0' })
    await compact
      .getByRole('alert')
      .filter({ hasText: 'Insufficient balance for the gas fee' })
      .waitFor()
    expect(await compact.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true)
    await compact.getByRole('button', { name: 'Reject' }).click()
    await expect.poll(() => decisions(tab)).toEqual([{ action: 'reject', id: 'sendTransaction' }])
    await tab.context().close()
  })
})

describe('#17 a shrunk (Pending) transaction shows what matters before it is opened', () => {
  const shrunkTransaction = async (extra: Parameters<typeof openScreens>[1]) => {
    const tab = await openRequests(['personalSign', 'sendTransaction'], extra)
    return { tab, card: tab.locator('.ts-pendingCard') }
  }

  test('#17 shrunk: the predicted balance changes', async () => {
    const { tab, card } = await shrunkTransaction({})
    await expect.poll(() => card.innerText()).toContain('-1.25 ETH, +1 USDC, +1 Bored Apes #7')
    await tab.context().close()
  })

  test('#17 X-011 shrunk: expected to fail with the reason, and a balance that cannot pay it', async () => {
    const { tab, card } = await shrunkTransaction({ simulation: 'reverted', etherBalanceWei: '0' })
    const warnings = card.locator('.ts-pendingCard__danger')
    await expect
      .poll(() => warnings.allInnerTexts())
      .toEqual([
        expect.stringContaining('Insufficient balance for the gas fee'),
        'This transaction is expected to fail and would still cost its fee. Reason: ERC20: transfer amount exceeds balance',
      ])
    await tab.context().close()
  })
})

describe('signing approvals', () => {
  test.each<[RequestFixture, string, string]>([
    ['personalSign', 'Sign Message', 'Sign this message to prove you own this wallet.'],
    [
      'ethSign',
      'Sign Message',
      '0x879a053d4800c6354e76c7985a865d2922c82fb5b3f4577b2fe08b998954f2e0',
    ],
    ['typedData', 'Sign Typed Data', 'Hello, Bob!'],
    ['decrypt', 'Decrypt Message', 'Encrypted message'],
    ['addChain', 'Add Network', 'https://polygon-rpc.example'],
    ['switchChain', 'Switch Network', 'Tessera Devnet'],
    ['watchToken', 'Add Asset', 'UNI'],
    ['watchNft', 'Add Asset', 'Bored Apes'],
    ['switchAccountType', 'Switch Account Type', 'Smart Contract Wallet Address'],
  ])(
    'Q-002, Q-018, Q-019: %s has the title %s, the permission text and its content',
    async (fixture, title, content) => {
      const tab = await openRequests([fixture])
      await tab.getByRole('heading', { name: title }).waitFor()
      await tab.getByText('Demo App requests your permission for the following action.').waitFor()
      await tab.locator('.ts-approval').getByText(content).first().waitFor()
      await tab.getByRole('button', { name: 'Approve' }).click()
      expect(await decisions(tab)).toEqual([{ action: 'approve', id: fixture }])
      await tab.context().close()
    },
  )

  test('Q-020, V-032: eth_sign shows the deprecated-method warning', async () => {
    const tab = await openRequests(['ethSign'])
    await tab.getByRole('alert').filter({ hasText: 'deprecated' }).waitFor()
    await tab.context().close()
  })

  test('Q-033: personal_sign with swapped params shows the order warning', async () => {
    const tab = await openRequests(['personalSign'])
    await tab.getByRole('alert').filter({ hasText: 'wrong order' }).waitFor()
    await tab.context().close()
  })

  test('Q-025: typed data shows the domain and the message as a tree', async () => {
    const tab = await openRequests(['typedData'])
    await tab.getByRole('heading', { name: 'Domain' }).waitFor()
    const domain = tab.locator('section', { has: tab.getByRole('heading', { name: 'Domain' }) })
    expect(await domain.locator('.ts-tree__node').allInnerTexts()).toEqual([
      'name: Ether Mail',
      'version: 1',
      'chainId: 1',
      'verifyingContract: 0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
    ])
    await tab.getByText('(Primary type: Mail)').waitFor()
    const nested = tab.locator('.ts-tree .ts-tree .ts-tree__node')
    expect(await nested.allInnerTexts()).toEqual([
      'name: Cow',
      'wallet: 0x5B38Da6a701c568545dCfcB03FcB875f56beddC4',
    ])
    await tab.context().close()
  })

  test('Q-026: an account type switch shows the current and the new address type', async () => {
    const tab = await openRequests(['switchAccountType'])
    await tab.getByRole('heading', { name: 'Switch Account Type' }).waitFor()
    const rows = tab.locator('.ts-details__row').filter({ hasText: 'account type' })
    await expect
      .poll(() => rows.allInnerTexts())
      .toEqual([
        'Current account type\nExternally Owned Address',
        'New account type\nSmart Contract Wallet Address',
      ])
    await tab.context().close()
  })
})

describe('requests screen', () => {
  test('Q-005: with no requests the screen shows its empty state', async () => {
    const tab = await openRequests([])
    await tab.getByText('No pending requests').waitFor()
    await tab.context().close()
  })

  test("Q-003: on the product's own network: 'You are not going to be charged!' with a tooltip", async () => {
    const tab = await openRequests(['personalSign'], { networkId: 'eip155:40404' })
    await tab.getByText('You are not going to be charged!').waitFor()
    const info = tab.getByRole('button', { name: 'More information' })
    await info.focus()
    await tab.getByRole('tooltip').filter({ hasText: 'free for you' }).waitFor({ state: 'visible' })
    await tab.context().close()
  })

  test("Q-004: elsewhere the 'not going to be charged' notice is absent", async () => {
    const tab = await openRequests(['personalSign'], { networkId: 'eip155:1' })
    await tab.getByRole('heading', { name: 'Sign Message' }).waitFor()
    expect(await tab.getByText('You are not going to be charged!').count()).toBe(0)
    await tab.context().close()
  })

  test('Q-016, S-008: other pending requests are shrunk (Pending); View Details opens one', async () => {
    const tab = await openRequests(['personalSign', 'sendTransaction'])
    const card = tab.locator('.ts-pendingCard')
    expect(await card.innerText()).toContain(
      'Pending\nSend Transaction\n1.25 ETH → 0x1f98...01F984',
    )
    await card.getByRole('button', { name: 'View Details' }).click()
    await expectLocation(tab, '/loggedin/requests?id=sendTransaction')
    await tab.getByRole('heading', { name: 'Send Transaction' }).waitFor()
    await tab.context().close()
  })

  test("Q-014, S-003, R-033: 'Do this later' skips; the Activity icon changes and lists it", async () => {
    const tab = await openRequests(['personalSign'], { appMode: 'full' })
    const activity = tab.getByRole('link', { name: /Activity/ })
    expect(await activity.locator('svg').getAttribute('data-icon')).toBe('activity')
    await tab.getByRole('button', { name: 'Do this later' }).click()
    expect(await decisions(tab)).toEqual([{ action: 'skip', id: 'personalSign' }])
    await expectLocation(tab, '/loggedin')
    expect(await activity.locator('svg').getAttribute('data-icon')).toBe('activityPending')
    await activity.click()
    await tab.getByText('Awaiting your approval').waitFor()
    await tab.getByRole('button', { name: 'View Details' }).click()
    await expectLocation(tab, '/loggedin/requests?id=personalSign')
    expect(await tab.getByRole('button', { name: 'Do this later' }).count()).toBe(0)
    await tab.getByRole('button', { name: 'Approve' }).click()
    expect((await decisions(tab))[1]).toEqual({ action: 'approve', id: 'personalSign' })
    await expectLocation(tab, '/loggedin')
    expect(await activity.locator('svg').getAttribute('data-icon')).toBe('activity')
    await tab.context().close()
  })

  test("Q-015: no 'Do this later' outside full app mode", async () => {
    const tab = await openRequests(['personalSign'], {
      appMode: 'widget',
      presentation: 'embedded',
    })
    await tab.getByRole('button', { name: 'View Details' }).click()
    await tab.getByRole('heading', { name: 'Sign Message' }).waitFor()
    await tab.getByRole('button', { name: 'Approve' }).waitFor()
    expect(await tab.getByRole('button', { name: 'Do this later' }).count()).toBe(0)
    await tab.context().close()
  })
})

describe('Approve waits until the request is fully visible (issue #15 finding 6)', () => {
  const cover = `
    const cover = document.createElement('div')
    cover.id = 'cover'
    Object.assign(cover.style, { position: 'fixed', inset: '0', background: 'white', zIndex: '100', pointerEvents: 'none' })
    document.body.appendChild(cover)`

  test('behavior: issue 15 finding 6: a press that began while covered is no consent, even released once Approve is enabled', async () => {
    const tab = await openRequests(['personalSign'])
    await tab.evaluate(cover)
    const approve = tab.getByRole('button', { name: 'Approve' })
    const box = await approve.boundingBox()
    if (!box) throw new Error('Approve is not laid out')
    await tab.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await tab.mouse.down()
    await tab.evaluate("document.getElementById('cover').remove()")
    await tab.getByRole('button', { name: 'Approve', disabled: false }).waitFor()
    await tab.mouse.up()
    const explanation = tab.getByText(
      'Approve works once this request is fully visible, with nothing over it.',
    )
    await explanation.waitFor()
    expect(await decisions(tab)).toEqual([])
    // A press that starts while the request is visible approves it.
    await approve.click()
    expect(await decisions(tab)).toEqual([{ action: 'approve', id: 'personalSign' }])
    await tab.context().close()
  })

  test('behavior: issue 15 finding 6: an early click is explained to assistive technology; Reject works at once', async () => {
    const tab = await openRequests(['personalSign'])
    await tab.evaluate(cover)
    const approve = tab.getByRole('button', { name: 'Approve' })
    expect(await approve.isDisabled()).toBe(true)
    await approve.click({ force: true })
    // The reason is in a live region and describes the button.
    const live = tab.locator('[aria-live="polite"]', {
      hasText: 'Approve works once this request is fully visible, with nothing over it.',
    })
    await live.waitFor()
    expect(await approve.getAttribute('aria-describedby')).toBe(await live.getAttribute('id'))
    await tab.getByRole('button', { name: 'Reject' }).click({ force: true })
    expect(await decisions(tab)).toEqual([{ action: 'reject', id: 'personalSign' }])
    await tab.context().close()
  })
})

describe('approvals the engine refuses', () => {
  test('behavior: W-106 keeps the request shown; W-130 (request gone) returns home; both toast', async () => {
    const tab = await openRequests(['personalSign'])
    await tab.evaluate("window.screensHarness.engine.failNextApproval('W-106')")
    await tab.getByRole('button', { name: 'Approve' }).click()
    await tab.getByRole('alert').filter({ hasText: 'Please provide a gas fee' }).waitFor()
    await tab.getByRole('heading', { name: 'Sign Message' }).waitFor()
    await tab.evaluate("window.screensHarness.engine.failNextApproval('W-130')")
    await tab.getByRole('button', { name: 'Approve' }).click()
    await tab.getByRole('alert').filter({ hasText: 'Please make the request again' }).waitFor()
    await expectLocation(tab, '/loggedin')
    expect(await decisions(tab)).toEqual([])
    await tab.context().close()
  })
})

/** One page per request fixture, each with axe and a screenshot: more than the default minute. */
const everyFixtureTimeoutMs = 180_000

describe('approval views pass axe and are saved as screenshots', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`behavior: every approval view in ${theme}`, {
      timeout: everyFixtureTimeoutMs,
    }, async () => {
      for (const fixture of requestFixtures) {
        const tab = await openRequests([fixture], { theme, networkId: 'eip155:1' })
        await tab.getByRole('button', { name: 'Approve' }).waitFor()
        await tab
          .locator('[role="status"]')
          .first()
          .waitFor({ state: 'detached' })
          .catch(() => undefined)
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
