import { launchChromium } from '@tessera/test-utils'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { toastTimeoutMs } from '../../design/Toast/toastTimeoutMs.js'
import type { RecordedDecision } from '../testing/createFakeEngine.js'
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

type Style = Record<string, string>
const lastIframeStyle = async (tab: Page) => {
  const styles = await readHarness<Style[]>(tab, 'iframeStyles')
  return styles.at(-1)
}
/** A desktop screen: SPEC §4 counts max-device-width 768px as mobile. */
const desktop = { screen: { width: 1280, height: 800 } }
/** The embedded wallet in app mode Full (HOST-PROTOCOL §D 2): the collapsed button rests. */
const openWidget = (
  scenario: Parameters<typeof openScreens>[1],
  viewport = { width: 360, height: 720 },
) =>
  openScreens(
    browser,
    { appMode: 'full', presentation: 'embedded', etherBalanceWei: enoughEtherWei, ...scenario },
    { ...desktop, viewport },
  )

const expectIframe = (tab: Page, style: Style) =>
  expect.poll(() => lastIframeStyle(tab)).toMatchObject(style)

/**
 * A request arrives in the compact view and its approval is refused (W-130). The page's clock is
 * paused once Approve is enabled, so the error toast it shows stays until the test moves the clock.
 */
async function refuseApprovalOnPausedClock(tab: Page) {
  await tab.evaluate("window.screensHarness.addPending('personalSign', 'gone')")
  await expectIframe(tab, { height: '326px' })
  const approve = tab.getByRole('button', { name: 'Approve', disabled: false })
  await approve.waitFor()
  await tab.clock.install()
  await tab.clock.pauseAt(Date.now() + 1_000)
  await tab.evaluate("window.screensHarness.engine.failNextApproval('W-130')")
  await approve.click()
  const toast = tab.getByRole('alert').filter({ hasText: 'Please make the request again' })
  await toast.waitFor()
  return toast
}

describe('footer navigation', () => {
  test('R-031, R-032: four tabs Tokens, NFT, Profile, Activity lead to their routes', async () => {
    const tab = await openScreens(browser, {})
    const nav = tab.getByRole('navigation', { name: 'Wallet sections' })
    await expect
      .poll(() => nav.getByRole('link').allInnerTexts())
      .toEqual(['Tokens', 'NFT', 'Profile', 'Activity'])
    for (const [name, path] of [
      ['NFT', '/loggedin/nfts'],
      ['Profile', '/loggedin/profileScreen'],
      ['Activity', '/loggedin/activities'],
      ['Tokens', '/loggedin'],
    ] as const) {
      await nav.getByRole('link', { name }).click()
      await expectLocation(tab, path)
      // The route renders in a transition after the URL changes: wait for the marked tab.
      await expect.poll(() => nav.locator('a[aria-current="page"]').allInnerTexts()).toEqual([name])
    }
    await tab.context().close()
  })

  test('R-027: a path containing request counts as the activity area', async () => {
    const tab = await openScreens(browser, { path: '/loggedin/requests' })
    // The route settles after the page opens: wait for the marked tab, then check it is Activity.
    const nav = tab.getByRole('navigation', { name: 'Wallet sections' })
    const current = nav.locator('a[aria-current="page"]')
    await current.waitFor()
    await expect.poll(() => current.allInnerTexts()).toEqual(['Activity'])
    await tab.context().close()
  })

  test('R-013, R-015: /loggedin is the shell; its index shows home and each child renders inside it', async () => {
    const tab = await openScreens(browser, { path: '/loggedin' })
    const main = tab.locator('.ts-shell__frame main')
    await main.getByText('Total Balance:').waitFor()
    await main.getByRole('button', { name: 'Send' }).waitFor()
    for (const [name, path, heading] of [
      ['Activity', '/loggedin/activities', 'Activity'],
      ['Profile', '/loggedin/profileScreen', 'Profile'],
    ] as const) {
      await tab.getByRole('link', { name: new RegExp(`^${name}`) }).click()
      await expectLocation(tab, path)
      // The shell stays around the child: its navigation and header remain, the child is in main.
      await main.getByRole('heading', { level: 1, name: heading }).waitFor({ state: 'attached' })
      await tab.getByRole('navigation', { name: 'Wallet sections' }).waitFor()
      await tab.getByRole('button', { name: 'Manage networks' }).waitFor()
    }
    await tab.context().close()
  })

  test('R-023: /loggedin/requests shows the approval of the pending request', async () => {
    const tab = await openScreens(browser, {
      path: '/loggedin/requests',
      pending: ['personalSign'],
    })
    const main = tab.locator('.ts-shell__frame main')
    await main.getByRole('heading', { name: 'Sign Message' }).waitFor()
    await main.getByRole('button', { name: 'Approve' }).waitFor()
    await main.getByRole('button', { name: 'Reject' }).click()
    await expect
      .poll(() => readHarness<RecordedDecision[]>(tab, 'engine.decisions'))
      .toMatchObject([{ action: 'reject' }])
    await tab.context().close()
  })

  test('R-033: the Activity icon changes while skipped requests wait', async () => {
    const tab = await openScreens(browser, { skipped: ['personalSign'] })
    const activity = tab.getByRole('link', { name: /Activity/ })
    await tab.getByRole('link', { name: /^Activity.*requests awaiting approval$/ }).waitFor()
    await expect
      .poll(() => activity.locator('svg').getAttribute('data-icon'))
      .toBe('activityPending')
    await tab.context().close()
  })
})

describe('widget wrapper', () => {
  test('S-036, S-037, R-039: collapsed 40x100px; the arrows expand to 80vh x 360px and collapse', async () => {
    const tab = await openWidget({ networkId: 'eip155:1' })
    await expectIframe(tab, { height: '40px', width: '100px', bottom: '30px', right: '30px' })
    await tab.getByRole('button', { name: 'Expand wallet' }).click()
    await expectIframe(tab, { height: '80vh', width: '360px' })
    await tab.getByRole('button', { name: 'Collapse wallet' }).click()
    await expectIframe(tab, { height: '40px', width: '100px' })
    await tab.context().close()
  })

  test('R-040, K-052: a downward drag collapses only when it lasts more than 300 ms', async () => {
    const tab = await openWidget({})
    await tab.getByRole('button', { name: 'Expand wallet' }).click()
    const header = tab.locator('.ts-shell__header')
    const box = await header.boundingBox()
    if (!box) throw new Error('no header')
    const drag = async (holdMs: number) => {
      await tab.mouse.move(box.x + 150, box.y + 10)
      await tab.mouse.down()
      await tab.mouse.move(box.x + 150, box.y + 200, { steps: 5 })
      await tab.waitForTimeout(holdMs)
      await tab.mouse.up()
    }
    await drag(0)
    await expectIframe(tab, { height: '80vh' })
    await drag(400)
    await expectIframe(tab, { height: '40px' })
    await tab.context().close()
  })

  test('S-042, S-038: a request while collapsed opens compact (326px off mainnet) and collapses after', async () => {
    const tab = await openWidget({ networkId: 'eip155:31337' })
    await expectIframe(tab, { height: '40px' })
    await tab.evaluate("window.screensHarness.addPending('personalSign', 'r1')")
    await expectIframe(tab, { height: '326px', width: '360px' })
    await tab.getByRole('heading', { name: 'Sign Message' }).waitFor()
    await tab.getByRole('button', { name: 'Approve' }).click()
    await expect
      .poll(() => readHarness<RecordedDecision[]>(tab, 'engine.decisions'))
      .toEqual([{ action: 'approve', id: 'r1' }])
    await expectIframe(tab, { height: '40px', width: '100px' })
    await tab.context().close()
  })

  test('S-039, Q-017: a compact transaction is 364px on mainnet; View Details expands it', async () => {
    const tab = await openWidget({ networkId: 'eip155:1' })
    await tab.evaluate("window.screensHarness.addPending('sendTransaction', 't1')")
    await expectIframe(tab, { height: '364px' })
    await tab.getByText('1.25 ETH ($2500.00)').waitFor()
    await tab.getByRole('button', { name: 'View Details' }).click()
    await expectIframe(tab, { height: '80vh' })
    await expectLocation(tab, '/loggedin/requests')
    await tab.getByRole('tab', { name: 'Normal' }).waitFor()
    await tab.getByRole('button', { name: 'Reject' }).click()
    await expectIframe(tab, { height: '40px' })
    await expectLocation(tab, '/loggedin')
    await tab.context().close()
  })

  test('S-042: a request while expanded opens the requests route and stays expanded after', async () => {
    const tab = await openWidget({})
    await tab.getByRole('button', { name: 'Expand wallet' }).click()
    await tab.evaluate("window.screensHarness.addPending('switchChain', 's1')")
    await expectLocation(tab, '/loggedin/requests')
    await tab.getByRole('button', { name: 'Approve' }).click()
    await expectLocation(tab, '/loggedin')
    await expectIframe(tab, { height: '80vh' })
    await tab.context().close()
  })

  test('behavior: the host expandWallet call expands the widget', async () => {
    const tab = await openWidget({})
    await tab.getByRole('button', { name: 'Expand wallet' }).waitFor()
    await tab.evaluate('window.screensHarness.expand()')
    await expectIframe(tab, { height: '80vh' })
    await tab.context().close()
  })

  test('behavior: SPEC §4 wallet_showCallsStatus from the app never pulls the user off a waiting approval', async () => {
    const tab = await openWidget({})
    await tab.getByRole('button', { name: 'Expand wallet' }).click()
    await tab.evaluate("window.screensHarness.addPending('personalSign', 'a1')")
    await expectLocation(tab, '/loggedin/requests')
    await tab.evaluate("window.screensHarness.expand('batch-1')")
    await tab.getByRole('button', { name: 'Approve' }).click()
    await expectLocation(tab, '/loggedin')
    await tab.context().close()
  })

  test('S-091, S-040: app mode Widget rests hidden; a request shows it compact, then it hides', async () => {
    const tab = await openWidget({ appMode: 'widget', networkId: 'eip155:31337' })
    await expectIframe(tab, { width: '0px', height: '0px' })
    expect(await tab.getByRole('button', { name: 'Expand wallet' }).count()).toBe(0)
    await tab.evaluate("window.screensHarness.addPending('personalSign', 'w1')")
    await expectIframe(tab, { height: '326px', width: '360px' })
    await tab.getByRole('button', { name: 'Approve' }).click()
    await expectIframe(tab, { width: '0px', height: '0px' })
    await expect
      .poll(() => readHarness<RecordedDecision[]>(tab, 'engine.decisions'))
      .toEqual([{ action: 'approve', id: 'w1' }])
    await tab.context().close()
  })

  test('S-091: app mode Widget: the host shows the wallet (expandWallet); the arrow hides it', async () => {
    const tab = await openWidget({ appMode: 'widget' })
    await expectIframe(tab, { width: '0px' })
    await tab.evaluate('window.screensHarness.expand()')
    await expectIframe(tab, { height: '80vh', width: '360px' })
    await tab.getByRole('button', { name: 'Collapse wallet' }).click()
    await expectIframe(tab, { width: '0px', height: '0px' })
    await tab.context().close()
  })

  test('behavior: Q-035 a refused approval (W-130) shows its error toast, which goes after the toast timeout; the wallet stays open', async () => {
    const tab = await openWidget({ networkId: 'eip155:31337' })
    const toast = await refuseApprovalOnPausedClock(tab)
    await expectIframe(tab, { height: '80vh', width: '360px' })
    await tab.clock.runFor(toastTimeoutMs - 1)
    expect(await toast.count()).toBe(1)
    await tab.clock.runFor(1)
    await toast.waitFor({ state: 'detached' })
    await tab.context().close()
  })

  test('Q-034: a request-failure toast shows only while the wallet is expanded, never collapsed', async () => {
    const tab = await openWidget({ networkId: 'eip155:31337' })
    const toast = await refuseApprovalOnPausedClock(tab)
    await expectIframe(tab, { height: '80vh' })
    await tab.getByRole('button', { name: 'Collapse wallet' }).click()
    await expectIframe(tab, { height: '40px', width: '100px' })
    await toast.waitFor({ state: 'detached' })
    // Still within its timeout (the clock is paused): expanding shows it again.
    await tab.getByRole('button', { name: 'Expand wallet' }).click()
    await toast.waitFor()
    await tab.context().close()
  })

  test('behavior: a refused approval (W-106) shows its error toast; the request stays to fix', async () => {
    const tab = await openWidget({ networkId: 'eip155:1' })
    await tab.evaluate("window.screensHarness.addPending('sendTransaction', 'fee')")
    await expectIframe(tab, { height: '364px' })
    await tab.evaluate("window.screensHarness.engine.failNextApproval('W-106')")
    await tab.getByRole('button', { name: 'Approve' }).click()
    await tab.getByRole('alert').filter({ hasText: 'Please provide a gas fee' }).waitFor()
    await expectIframe(tab, { height: '80vh' })
    await tab.getByRole('tab', { name: 'Normal' }).waitFor()
    expect(await readHarness(tab, 'engine.decisions')).toEqual([])
    await tab.context().close()
  })

  test('behavior: a standalone wallet never resizes an iframe and has no collapse arrow', async () => {
    for (const appMode of ['full', 'widget'] as const) {
      const tab = await openScreens(browser, { appMode, presentation: 'standalone' })
      await tab.getByText('Total Balance:').waitFor()
      await tab.evaluate("window.screensHarness.addPending('personalSign', 'p1')")
      await tab.getByRole('button', { name: 'Approve' }).waitFor()
      expect(await readHarness(tab, 'iframeStyles')).toEqual([])
      expect(await tab.getByRole('button', { name: 'Collapse wallet' }).count()).toBe(0)
      await tab.context().close()
    }
  })

  test('S-069: standalone modes 1 and 2 offer Close, which closes the wallet (wallet_close)', async () => {
    const tab = await openScreens(browser, { isClosable: true })
    await tab.getByRole('button', { name: 'Close wallet' }).click()
    await expect.poll(() => readHarness(tab, 'closes')).toBe(1)
    await tab.context().close()
    const embedded = await openWidget({})
    await embedded.getByRole('button', { name: 'Expand wallet' }).click()
    await embedded.getByRole('button', { name: 'Collapse wallet' }).waitFor()
    expect(await embedded.getByRole('button', { name: 'Close wallet' }).count()).toBe(0)
    await embedded.context().close()
  })

  test('R-041: the v3 notification strip points at waiting requests', async () => {
    const tab = await openScreens(browser, { appMode: 'full' })
    await tab.getByRole('link', { name: 'Profile' }).click()
    await tab.evaluate("window.screensHarness.addPending('personalSign', 'p1')")
    await expectLocation(tab, '/loggedin/requests')
    await tab.getByRole('link', { name: 'Tokens' }).click()
    await tab.getByRole('link', { name: '1 request awaits your approval' }).click()
    await expectLocation(tab, '/loggedin/requests')
    await tab.context().close()
  })
})

describe('compact and collapsed views pass axe; screenshots saved', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`behavior: compact transaction, compact signing and collapsed in ${theme}`, async () => {
      for (const [name, fixture, height] of [
        ['compact-sendTransaction', 'sendTransaction', 400],
        ['compact-personalSign', 'personalSign', 326],
      ] as const) {
        const tab = await openWidget(
          { networkId: 'eip155:31337', theme, pending: [fixture] },
          { width: 360, height },
        )
        await tab.getByRole('button', { name: 'View Details' }).waitFor()
        expect({ name, violations: await axeViolations(tab) }).toEqual({ name, violations: [] })
        await saveScreenshot(tab, `${name}-${theme}`)
        await tab.context().close()
      }
      const collapsed = await openWidget({ theme }, { width: 100, height: 40 })
      await collapsed.getByRole('button', { name: 'Expand wallet' }).waitFor()
      expect(await axeViolations(collapsed)).toEqual([])
      await saveScreenshot(collapsed, `collapsed-${theme}`)
      await collapsed.context().close()
    })
  }
})
