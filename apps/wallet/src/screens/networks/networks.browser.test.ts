import { catalogue } from '@tessera/errors'
import { modalCollapseAnimationMs } from '@tessera/protocol'
import { launchChromium } from '@tessera/test-utils'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { NetworkSaveFailure, RecordedNetworkChange } from '../testing/createFakeEngine.js'
import { readHarness } from '../testing/harnessPage.js'
import { axeViolations, openScreens, saveScreenshot } from '../testing/openScreens.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const sheetOf = (tab: Page, name: string) => tab.getByRole('dialog', { name })

/** Opens the networks sheet from the header's 'Manage networks' button. */
async function openNetworks(tab: Page) {
  await tab.getByRole('button', { name: 'Manage networks' }).click()
  const sheet = sheetOf(tab, 'Networks')
  await sheet.waitFor()
  return sheet
}

const secondChain = {
  'Network Name': 'Local Two',
  'RPC URL': 'http://127.0.0.1:8546',
  'Currency Symbol': 'LTW',
  'Chain ID': '0x7a6c',
}

async function openAddNetwork(tab: Page) {
  await (await openNetworks(tab)).getByRole('button', { name: 'Add network' }).click()
  const sheet = sheetOf(tab, 'Add network')
  await sheet.waitFor()
  return sheet
}

async function openEditNetwork(tab: Page, chainName: string) {
  await (await openNetworks(tab)).getByRole('button', { name: `Edit ${chainName}` }).click()
  return sheetOf(tab, 'Edit network')
}

async function fill(sheet: ReturnType<typeof sheetOf>, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await sheet.getByLabel(label).fill(value)
}

const changes = (tab: Page) => readHarness<RecordedNetworkChange[]>(tab, 'engine.networkChanges')
const failNextSave = (tab: Page, code: NetworkSaveFailure) =>
  tab.evaluate(`window.screensHarness.engine.failNextNetworkSave('${code}')`)
const rowNames = (sheet: ReturnType<typeof sheetOf>) =>
  sheet.locator('.ts-networkList__name').allInnerTexts()

describe('networks sheet', () => {
  test('M-001: the networks sheet is a modal bottom sheet that collapses over 300 ms', async () => {
    const tab = await openScreens(browser, {})
    const sheet = await openNetworks(tab)
    const closedAfterMs = await sheet.evaluate(
      (dialog) =>
        new Promise<number>((resolve) => {
          const started = performance.now()
          new MutationObserver(() => {
            if (!(dialog as HTMLDialogElement).open) resolve(performance.now() - started)
          }).observe(dialog, { attributes: true, attributeFilter: ['open'] })
          dialog.querySelector<HTMLButtonElement>('button[aria-label="Close"]')?.click()
        }),
    )
    expect(closedAfterMs).toBeGreaterThanOrEqual(modalCollapseAnimationMs - 10)
    expect(await tab.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Manage networks',
    )
    await tab.context().close()
  })

  test('M-002, M-003, V-011, V-002: Add network by keyboard alone adds the network and selects it', async () => {
    const tab = await openScreens(browser, {})
    await tab.getByRole('button', { name: 'Manage networks' }).focus()
    await tab.keyboard.press('Enter')
    await sheetOf(tab, 'Networks').getByRole('button', { name: 'Add network' }).focus()
    await tab.keyboard.press('Enter')
    const sheet = sheetOf(tab, 'Add network')
    for (const label of Object.keys(secondChain))
      expect(await sheet.getByLabel(label).getAttribute('required')).toBe('')
    expect(await sheet.getByLabel('Explorer URL (optional)').getAttribute('required')).toBeNull()
    expect(await sheet.getByLabel('Chain ID').getAttribute('placeholder')).toMatch(/^0x[0-9a-f]+$/)
    await sheet.getByRole('button', { name: 'Back' }).waitFor()
    // The first field has the focus; Tab walks the fields in order; Enter saves.
    for (const value of Object.values(secondChain)) {
      await tab.keyboard.type(value)
      await tab.keyboard.press('Tab')
    }
    await tab.keyboard.press('Enter')
    const list = sheetOf(tab, 'Networks')
    await list.getByText('Chain ID 31340 · Custom · Selected').waitFor()
    expect(await changes(tab)).toEqual([
      {
        action: 'add',
        form: {
          chainName: 'Local Two',
          rpcUrl: 'http://127.0.0.1:8546',
          currencySymbol: 'LTW',
          chainId: '0x7a6c',
          explorerUrl: '',
        },
      },
    ])
    await expect
      .poll(() => tab.getByLabel('Network', { exact: true }).inputValue())
      .toBe('eip155:31340')
    await tab.context().close()
  })

  test('V-001: Save is refused while Network Name, RPC URL, Currency Symbol or Chain ID is empty', async () => {
    const tab = await openScreens(browser, {})
    const sheet = await openAddNetwork(tab)
    const save = sheet.getByRole('button', { name: 'Save' })
    for (const missing of Object.keys(secondChain)) {
      await fill(sheet, { ...secondChain, [missing]: ' ' })
      await expect.poll(() => save.isDisabled()).toBe(true)
    }
    await fill(sheet, secondChain)
    await expect.poll(() => save.isEnabled()).toBe(true)
    await tab.context().close()
  })

  test('M-004: Back leaves Add network without adding a network', async () => {
    const tab = await openScreens(browser, {})
    const sheet = await openAddNetwork(tab)
    await fill(sheet, secondChain)
    await sheet.getByRole('button', { name: 'Back' }).click()
    const list = sheetOf(tab, 'Networks')
    await expect
      .poll(() => rowNames(list))
      .toEqual(['Ethereum Mainnet', 'Tessera Devnet', 'Tessera Devnet 2', 'Tessera Network'])
    expect(await changes(tab)).toEqual([])
    await tab.context().close()
  })

  test.each([
    ['X-005', 'W-101'],
    ['X-026', 'W-122'],
    ['X-027', 'W-123'],
  ] as const)(
    '%s: an add the engine refuses with %s shows its text and adds nothing (the rule: engine tests)',
    async (_ids, code) => {
      const tab = await openScreens(browser, {})
      const sheet = await openAddNetwork(tab)
      await fill(sheet, secondChain)
      await failNextSave(tab, code)
      await sheet.getByRole('button', { name: 'Save' }).click()
      await sheet.getByRole('alert').filter({ hasText: catalogue[code].message }).waitFor()
      expect(await tab.getByLabel('Network', { exact: true }).inputValue()).toBe('eip155:1')
      expect(await sheet.getByLabel('Network Name').inputValue()).toBe('Local Two')
      await tab.context().close()
    },
  )

  test('M-005, M-006: Edit network shows the same fields filled in, Cancel, Save and delete for a custom network', async () => {
    const tab = await openScreens(browser, {})
    const sheet = await openEditNetwork(tab, 'Tessera Network')
    const values = await Promise.all(
      ['Network Name', 'RPC URL', 'Currency Symbol', 'Chain ID', 'Explorer URL (optional)'].map(
        (label) => sheet.getByLabel(label).inputValue(),
      ),
    )
    expect(values).toEqual(['Tessera Network', 'http://localhost:8545/40404', 'XAR', '0x9dd4', ''])
    for (const name of ['Cancel', 'Save', 'Delete network'])
      await sheet.getByRole('button', { name }).waitFor()
    await tab.context().close()
  })

  test('M-007: Edit network shows no delete icon for a built-in network; Cancel changes nothing', async () => {
    const tab = await openScreens(browser, {})
    const sheet = await openEditNetwork(tab, 'Tessera Devnet 2')
    await sheet.getByRole('button', { name: 'Save' }).waitFor()
    expect(await sheet.getByRole('button', { name: 'Delete network' }).count()).toBe(0)
    await sheet.getByLabel('Network Name').fill('Renamed')
    await sheet.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => rowNames(sheetOf(tab, 'Networks'))).toContain('Tessera Devnet 2')
    expect(await changes(tab)).toEqual([])
    await tab.context().close()
  })

  test('V-005: a saved edit shows in the list and the selector', async () => {
    const tab = await openScreens(browser, {})
    const sheet = await openEditNetwork(tab, 'Tessera Devnet 2')
    await sheet.getByLabel('Network Name').fill('Devnet Two')
    await sheet.getByRole('button', { name: 'Save' }).click()
    const list = sheetOf(tab, 'Networks')
    await list.getByText('Devnet Two').waitFor()
    expect(await changes(tab)).toMatchObject([{ action: 'edit', networkId: 'eip155:31338' }])
    await expect.poll(() => tab.locator('option').allInnerTexts()).toContain('Devnet Two')
    await tab.context().close()
  })

  test('X-006: an edit the engine refuses with W-102 shows its text (the rule: engine tests)', async () => {
    const tab = await openScreens(browser, {})
    const sheet = await openEditNetwork(tab, 'Tessera Devnet 2')
    await sheet.getByLabel('Chain ID').fill('0x1')
    await failNextSave(tab, 'W-102')
    await sheet.getByRole('button', { name: 'Save' }).click()
    await sheet.getByRole('alert').filter({ hasText: 'Chain ID already exists' }).waitFor()
    await tab.context().close()
  })

  test('M-008: deleting a custom network that is not selected removes it from the network list', async () => {
    const tab = await openScreens(browser, {})
    await (await openEditNetwork(tab, 'Tessera Network'))
      .getByRole('button', { name: 'Delete network' })
      .click()
    const list = sheetOf(tab, 'Networks')
    await list.getByRole('button', { name: 'Add network' }).waitFor()
    await expect
      .poll(() => rowNames(list))
      .toEqual(['Ethereum Mainnet', 'Tessera Devnet', 'Tessera Devnet 2'])
    await expect.poll(() => tab.locator('option').allInnerTexts()).not.toContain('Tessera Network')
    await tab.context().close()
  })

  test('V-012, X-007: the selected network cannot be edited, and the list says why (W-103)', async () => {
    const tab = await openScreens(browser, { networkId: 'eip155:31337' })
    const sheet = await openNetworks(tab)
    const edit = sheet.getByRole('button', { name: 'Edit Tessera Devnet', exact: true })
    expect(await edit.isDisabled()).toBe(true)
    const noteId = await edit.getAttribute('aria-describedby')
    expect(await tab.locator(`[id="${noteId}"]`).textContent()).toBe(catalogue['W-103'].message)
    expect(await sheet.getByRole('button', { name: 'Edit Tessera Devnet 2' }).isEnabled()).toBe(
      true,
    )
    await tab.context().close()
  })

  test('X-007: a delete the engine refuses with W-103 shows its text; the network stays (the rule: engine tests)', async () => {
    const tab = await openScreens(browser, {})
    const sheet = await openEditNetwork(tab, 'Tessera Network')
    await failNextSave(tab, 'W-103')
    await sheet.getByRole('button', { name: 'Delete network' }).click()
    await sheet.getByRole('alert').filter({ hasText: catalogue['W-103'].message }).waitFor()
    expect(await tab.locator('option').allInnerTexts()).toContain('Tessera Network')
    await tab.context().close()
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`behavior: the networks sheet, Add network with a refusal and Edit network pass axe in ${theme}; screenshots saved`, async () => {
      const tab = await openScreens(browser, { theme, networkId: 'eip155:31337' })
      await openNetworks(tab)
      expect(await axeViolations(tab)).toEqual([])
      await saveScreenshot(tab, `networks-list-${theme}`)
      await sheetOf(tab, 'Networks').getByRole('button', { name: 'Add network' }).click()
      const add = sheetOf(tab, 'Add network')
      await fill(add, secondChain)
      await failNextSave(tab, 'W-122')
      await add.getByRole('button', { name: 'Save' }).click()
      await add.getByRole('alert').waitFor()
      expect(await axeViolations(tab)).toEqual([])
      await saveScreenshot(tab, `networks-add-${theme}`)
      await add.getByRole('button', { name: 'Back' }).click()
      await sheetOf(tab, 'Networks').getByRole('button', { name: 'Edit Tessera Network' }).click()
      await sheetOf(tab, 'Edit network').getByRole('button', { name: 'Delete network' }).waitFor()
      expect(await axeViolations(tab)).toEqual([])
      await saveScreenshot(tab, `networks-edit-${theme}`)
      await tab.context().close()
    })
  }
})
