import type { BrowserContext, Page } from 'playwright-core'

/** Reads the order parameters the card on-ramp stand-in's widget page shows. */
export async function widgetQuery(page: Page): Promise<Record<string, string>> {
  const rows = page.getByRole('table', { name: 'Order parameters' }).getByRole('row')
  const entries = await rows.evaluateAll((found) =>
    found.map((row) => [
      row.querySelector('th')?.textContent,
      row.querySelector('td')?.textContent,
    ]),
  )
  return Object.fromEntries(entries)
}

/**
 * On the logged-in wallet `page`: Buy or Sell, Transak, Proceed; answers the widget tab it opened
 * (in `profile`) once it shows, with the sheet closed again.
 */
export async function openTransakWidget(
  page: Page,
  profile: BrowserContext,
  kind: 'Buy' | 'Sell',
): Promise<Page> {
  const button = page.getByRole('button', { name: kind, exact: true })
  await button.and(page.locator(':enabled')).waitFor()
  await button.click()
  const sheet = page.getByRole('dialog', { name: `${kind} Crypto` })
  await sheet.getByRole('radio', { name: 'Transak' }).check()
  const opened = profile.waitForEvent('page')
  await sheet.getByRole('button', { name: 'Proceed' }).click()
  const widget = await opened
  await widget.getByRole('heading', { name: `${kind} crypto` }).waitFor()
  await sheet.getByText('You selected Transak').waitFor()
  await sheet.getByRole('button', { name: 'Close' }).click()
  await sheet.waitFor({ state: 'hidden' })
  return widget
}
