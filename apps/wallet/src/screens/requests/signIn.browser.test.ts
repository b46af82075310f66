import { waitForApprovalInput } from '@tessera/test-utils'
import type { Frame, Locator, Page } from 'playwright-core'
import { stringToHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { responseTo, sendRequest } from '../../testing/installTestHost.js'
import { startWalletTestbed, type WalletTestbed } from '../../testing/walletTestbed.js'

/** An EIP-4361 message, valid for a day from now, for `domain`, `address` and `chainId`. */
function siweMessage(fields: { domain: string; address: string; chainId: number }): string {
  const now = Date.now()
  const time = (ms: number) => new Date(ms).toISOString()
  return [
    `${fields.domain} wants you to sign in with your Ethereum account:`,
    fields.address,
    '',
    'Sign in to the demo app.',
    '',
    `URI: http://${fields.domain}/login`,
    'Version: 1',
    `Chain ID: ${fields.chainId}`,
    'Nonce: 32891756ab',
    `Issued At: ${time(now - 60_000)}`,
    `Expiration Time: ${time(now + 86_400_000)}`,
  ].join('\n')
}

/**
 * #17 SIWE: a personal_sign of a Sign-In with Ethereum message, sent by a real host page on the
 * app's registered origin to the real wallet frame, gets the Sign in view: domain, account,
 * chain and expiry, and a warning naming what is wrong with it. In Chromium.
 */
describe('Sign in view in Chromium (#17 SIWE)', () => {
  let bed: WalletTestbed
  beforeAll(async () => {
    bed = await startWalletTestbed()
  })
  afterAll(() => bed?.stop())

  /**
   * A logged-in host page and what a message for it names: its host, the account, its chain.
   * `expanded`: the wallet is a standalone page the host lays out, so requests show expanded;
   * `compact`: the embedded widget rests collapsed and opens a request compact (SPEC §4).
   */
  async function signedInHost(email: string, view: 'expanded' | 'compact' = 'expanded') {
    const page = await bed.openHost(
      undefined,
      view === 'expanded' ? { appMode: 2, standaloneMode: 1 } : { appMode: 2 },
    )
    const { address } = await bed.loginWithOtp(page, email)
    if (view === 'expanded')
      await page.evaluate(() => {
        Object.assign((document.querySelector('iframe') as HTMLIFrameElement).style, {
          width: '400px',
          height: '640px',
        })
      })
    const frame = bed.walletFrame(page)
    await frame.waitForURL(`${bed.stack.walletUrl}/loggedin`)
    await sendRequest(page, 'chain', 'eth_chainId', [])
    const chainId = Number((await responseTo(page, 'chain')).result)
    return { page, frame, address, chainId, domain: new URL(page.url()).host }
  }
  const signIn = (page: Page, message: string, address: string) =>
    sendRequest(page, 'sign', 'personal_sign', [stringToHex(message), address])
  const warnings = (view: Frame | Locator) =>
    view
      .getByRole('list', { name: 'Check before signing in' })
      .getByRole('listitem')
      .allInnerTexts()

  test('default: #17 SIWE a message for this app shows Sign in without warnings; the signature verifies', async () => {
    const { page, frame, address, chainId, domain } = await signedInHost('siwe-good@example.com')
    const message = siweMessage({ domain, address, chainId })
    await signIn(page, message, address)
    await frame.getByRole('heading', { name: 'Sign in' }).waitFor()
    const details = frame.locator('.ts-approval .ts-details')
    await expect.poll(() => details.innerText()).toContain(`Website\n${domain}`)
    const text = await details.innerText()
    expect(text).toContain(`Account\n${address}`)
    expect(text).toContain(`Chain ID\n${chainId}`)
    expect(text).toMatch(/Expires\n\d{4}-\d{2}-\d{2}T/)
    expect(await frame.getByRole('alert').count()).toBe(0)
    await frame.getByText('Show the full message').click()
    await frame.getByText('URI: http://').waitFor()
    await waitForApprovalInput(frame)
    await frame.getByRole('button', { name: 'Approve', exact: true, disabled: false }).click()
    const signature = (await responseTo(page, 'sign')).result as `0x${string}`
    expect(await verifyMessage({ address: address as `0x${string}`, message, signature })).toBe(
      true,
    )
  })

  test('behavior: #17 SIWE a message for another domain warns that it signs in elsewhere', async () => {
    const { page, frame, address, chainId, domain } = await signedInHost('siwe-domain@example.com')
    await signIn(page, siweMessage({ domain: 'evil.example', address, chainId }), address)
    await frame.getByRole('heading', { name: 'Sign in' }).waitFor()
    expect(await warnings(frame)).toEqual([
      `This sign-in is for evil.example, but the request comes from ${domain}. Signing could log you in to another website.`,
    ])
    await waitForApprovalInput(frame)
    await frame.getByRole('button', { name: 'Reject', exact: true }).click()
    expect((await responseTo(page, 'sign')).error).toMatchObject({ code: 4001 })
  })

  test('behavior: #17 SIWE a message naming another account warns that it is not yours', async () => {
    const { page, frame, address, chainId, domain } = await signedInHost('siwe-address@example.com')
    const other = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4'
    await signIn(page, siweMessage({ domain, address: other, chainId }), address)
    await frame.getByRole('heading', { name: 'Sign in' }).waitFor()
    expect(await warnings(frame)).toEqual(['This sign-in names another account than yours.'])
  })

  test('behavior: #17 SIWE a malformed message says so, with its reason, and shows the message', async () => {
    const { page, frame, address, chainId, domain } = await signedInHost(
      'siwe-malformed@example.com',
    )
    const message = siweMessage({ domain, address: address.toLowerCase(), chainId })
    await signIn(page, message, address)
    await frame.getByRole('heading', { name: 'Sign in' }).waitFor()
    expect(await warnings(frame)).toEqual([
      'This message claims to be a Sign-In with Ethereum request but does not follow its format.',
      'Problem: the address is not written with its checksum (EIP-55)',
    ])
    await frame.getByText('Nonce: 32891756ab').waitFor()
  })

  test('default: #17 SIWE compact: the compact approval shows the website, account, chain, expiry and statement; Approve signs', async () => {
    const { page, frame, address, chainId, domain } = await signedInHost(
      'siwe-compact@example.com',
      'compact',
    )
    const message = siweMessage({ domain, address, chainId })
    await signIn(page, message, address)
    const compact = frame.locator('.ts-compact')
    await compact.getByRole('heading', { name: 'Sign in' }).waitFor()
    const rows = compact.locator('.ts-details__row')
    await expect
      .poll(() => rows.allInnerTexts())
      .toEqual([
        `Website\n${domain}`,
        `Account\n${address}`,
        `Chain ID\n${chainId}`,
        expect.stringMatching(/^Expires\n\d{4}-\d{2}-\d{2}T/),
        'Statement\nSign in to the demo app.',
      ])
    expect(await frame.getByRole('alert').count()).toBe(0)
    await waitForApprovalInput(frame)
    await compact.getByRole('button', { name: 'Approve', exact: true, disabled: false }).click()
    const signature = (await responseTo(page, 'sign')).result as `0x${string}`
    expect(await verifyMessage({ address: address as `0x${string}`, message, signature })).toBe(
      true,
    )
  })

  test('behavior: #17 SIWE compact: another domain, account and chain are each warned about on the compact approval', async () => {
    const { page, frame, address, domain } = await signedInHost(
      'siwe-compact-warnings@example.com',
      'compact',
    )
    const other = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4'
    await signIn(page, siweMessage({ domain: 'evil.example', address: other, chainId: 1 }), address)
    const compact = frame.locator('.ts-compact')
    await compact.getByRole('heading', { name: 'Sign in' }).waitFor()
    expect(await warnings(compact)).toEqual([
      `This sign-in is for evil.example, but the request comes from ${domain}. Signing could log you in to another website.`,
      'This sign-in names another account than yours.',
      'This sign-in is for chain 1, not the network your wallet is on.',
    ])
    await waitForApprovalInput(frame)
    await compact.getByRole('button', { name: 'Reject', exact: true }).click()
    expect((await responseTo(page, 'sign')).error).toMatchObject({ code: 4001 })
  })

  test('behavior: #17 SIWE compact: a malformed message says so, with its reason, on the compact approval', async () => {
    const { page, frame, address, chainId, domain } = await signedInHost(
      'siwe-compact-malformed@example.com',
      'compact',
    )
    await signIn(page, siweMessage({ domain, address: address.toLowerCase(), chainId }), address)
    const compact = frame.locator('.ts-compact')
    await compact.getByRole('heading', { name: 'Sign in' }).waitFor()
    expect(await warnings(compact)).toEqual([
      'This message claims to be a Sign-In with Ethereum request but does not follow its format.',
      'Problem: the address is not written with its checksum (EIP-55)',
    ])
    // What the user would sign is on the compact approval too, as it is.
    await compact.getByText(address.toLowerCase(), { exact: false }).waitFor()
  })

  test('behavior: #17 SIWE shrunk: a sign-in waiting behind another request shows its warnings on its Pending card', async () => {
    const { page, frame, address, chainId, domain } = await signedInHost('siwe-shrunk@example.com')
    // The engine holds one pending request per method: the one shown first is another method.
    await sendRequest(page, 'first', 'eth_sendTransaction', [{ from: address, to: address }])
    await frame.getByRole('heading', { name: 'Send Transaction' }).waitFor()
    await signIn(page, siweMessage({ domain: 'evil.example', address, chainId }), address)
    const card = frame.locator('.ts-pendingCard')
    await expect
      .poll(() => card.locator('.ts-pendingCard__danger').allInnerTexts())
      .toEqual([
        `This sign-in is for evil.example, but the request comes from ${domain}. Signing could log you in to another website.`,
      ])
    expect(await card.innerText()).toContain('Sign in\nevil.example wants you to sign in')
  })
})
