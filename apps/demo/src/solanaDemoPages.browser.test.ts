import {
  type Address,
  address as asAddress,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase58Encoder,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  type Signature,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { fundSolanaWallet, solanaFixtureTokens } from '@tessera/devnet'
import { waitForApprovalInput } from '@tessera/test-utils'
import { describe, expect, test } from 'vitest'
import {
  solanaDemoRecipient,
  solanaDemoTransferLamports,
} from './requests/solanaDemoTransactions.js'
import {
  clickAndRead,
  connectedAddress,
  decideInWallet,
  loginWithEmailCode,
  openDemoPage,
  readEntry,
  settledEntry,
  solanaDemoPages,
  waitUntilReady,
} from './testing/demoPage.js'
import { useStackInChromium } from './testing/useStackInChromium.js'

const sol = 10n ** 9n

/** The wallet's Ed25519 signature of `data` checks out against its base58 address. */
async function isSignedBy(address: string, signature: Uint8Array, data: Uint8Array) {
  const key = await getPublicKeyFromAddress(asAddress(address))
  return verifySignature(key, signature as SignatureBytes, data)
}

/** A signed wire transaction (base64, as the demo logs it) carries a valid signature of `address`. */
async function isTransactionSignedBy(address: string, base64: string) {
  const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(base64))
  const signature = transaction.signatures[asAddress(address)]
  return signature
    ? isSignedBy(address, signature, new Uint8Array(transaction.messageBytes))
    : false
}

/** The JSON a demo log line shows for a result. */
const detailOf = async (entry: Promise<{ detail?: string }>) =>
  JSON.parse((await entry).detail ?? 'null') as Record<string, unknown>

/**
 * The Solana demo app against the whole local stack (real wallet, server, key nodes, the local
 * Solana cluster), through our SDK's Solana entry and through the unmodified @arcana/auth's
 * `auth.solana`: what issue #14 promises a Solana host.
 */
describe('Solana demo app, end to end in Chromium', () => {
  const suite = useStackInChromium()
  let emailCounter = 0
  const newEmail = () => `solana-${Date.now()}-${emailCounter++}@example.com`
  const rpc = () => createSolanaRpc(suite.stack.solana.rpcUrl)
  const balanceOf = async (owner: Address) =>
    (await rpc().getBalance(owner, { commitment: 'confirmed' }).send()).value

  test.each(solanaDemoPages)(
    'default: $path F-003 C-013 C-045 F-008 Q-029 an email code login gives a Solana wallet; the host signs a message and transactions that verify, sends one, and a rejection is 4001',
    async ({ path, sdkName }) => {
      const { page, wallet, errors } = await openDemoPage(
        suite.browser,
        `${suite.stack.demoUrl}${path}`,
      )
      expect(await page.getByTestId('sdk-name').textContent()).toBe(sdkName)
      await waitUntilReady(page)
      const address = await loginWithEmailCode(page, newEmail(), suite.stack.readOtp)
      // An ed25519 key's address: 32 bytes in base58 (F-003, C-013).
      expect(getBase58Encoder().encode(address)).toHaveLength(32)
      expect((await readEntry(await settledEntry(page, 'event:connect'))).detail).toContain('0x3')
      expect(await detailOf(clickAndRead(page, 'solana-get-accounts', 'getAccounts'))).toEqual([
        address,
      ])
      await fundSolanaWallet({
        rpcUrl: suite.stack.solana.rpcUrl,
        owner: asAddress(address),
        lamports: sol,
      })

      const approve = () => decideInWallet(wallet, 'Approve')
      const reject = () => decideInWallet(wallet, 'Reject')
      expect(await clickAndRead(page, 'solana-sign-message', 'signMessage', reject)).toMatchObject({
        outcome: 'error',
        code: '4001',
      })
      const signed = await detailOf(
        clickAndRead(page, 'solana-sign-message', 'signMessage', approve),
      )
      const message = new TextEncoder().encode(String(signed.message))
      const signature = getBase58Encoder().encode(String(signed.signature))
      expect(await isSignedBy(address, new Uint8Array(signature), message)).toBe(true)

      // the Solana view says what the transaction does, and what it would do to the
      // wallet's balances (simulated), before the user decides.
      const lookThenApprove = async () => {
        const details = wallet.getByRole('button', { name: 'View Details' })
        await waitForApprovalInput(wallet)
        if (await details.isVisible()) await details.click()
        const recipient = `${solanaDemoRecipient.slice(0, 6)}...${solanaDemoRecipient.slice(-6)}`
        await wallet.getByText(`Send 0.001 SOL to ${recipient}`).waitFor()
        await expect
          .poll(() => wallet.locator('.ts-effect__out').allInnerTexts())
          .toEqual([expect.stringMatching(/^-0\.001\d* SOL$/)])
        await approve()
      }
      const transaction = await detailOf(
        clickAndRead(page, 'solana-sign-transaction', 'signTransaction', lookThenApprove),
      )
      expect(await isTransactionSignedBy(address, String(transaction.transaction))).toBe(true)
      const all = await detailOf(
        clickAndRead(page, 'solana-sign-all-transactions', 'signAllTransactions', approve),
      )
      expect(all.transactions).toHaveLength(2)
      for (const signedTransaction of all.transactions as string[])
        expect(await isTransactionSignedBy(address, signedTransaction)).toBe(true)

      const recipientBefore = await balanceOf(solanaDemoRecipient)
      const sent = await detailOf(
        clickAndRead(page, 'solana-sign-and-send-transaction', 'signAndSendTransaction', approve),
      )
      const { value: statuses } = await rpc()
        .getSignatureStatuses([sent.signature as Signature], { searchTransactionHistory: true })
        .send()
      expect(statuses[0]).toMatchObject({ err: null })
      expect(await balanceOf(solanaDemoRecipient)).toBe(
        recipientBefore + solanaDemoTransferLamports,
      )
      expect(
        await clickAndRead(page, 'solana-sign-transaction', 'signTransaction', reject),
      ).toMatchObject({ outcome: 'error', code: '4001' })

      await page.getByTestId('logout').click()
      expect((await readEntry(await settledEntry(page, 'event:disconnect'))).outcome).toBe('event')
      expect(errors).toEqual([])
      await page.context().close()
    },
  )

  test.each(solanaDemoPages)(
    'behavior: $path #17 EIP-2255 a Solana app revoked on Profile hears it and is refused 4100; its connect shows Connect: rejected 4001 and still refused, approved it signs again',
    async ({ path }) => {
      const { page, wallet, errors } = await openDemoPage(
        suite.browser,
        `${suite.stack.demoUrl}${path}`,
      )
      await waitUntilReady(page)
      const address = await loginWithEmailCode(page, newEmail(), suite.stack.readOtp)
      // Connected at login: connect answers at once, with no approval.
      expect(await detailOf(clickAndRead(page, 'solana-connect', 'connect'))).toEqual([address])

      const origin = new URL(page.url()).origin
      await page.getByTestId('show-wallet').click()
      await wallet.getByRole('link', { name: 'Profile' }).click()
      const apps = wallet.getByRole('region', { name: 'Connected apps' })
      await apps.getByRole('button', { name: `Revoke ${origin}` }).click()
      await apps.getByText('No app can see your wallet address.').waitFor()
      // No account: our SDK emits [], and @arcana/auth wraps any value the frame sends in a list.
      const lastAccounts = async () =>
        (await readEntry(await settledEntry(page, 'event:accountsChanged'))).detail
      await expect.poll(lastAccounts).toBe(path === '/solana.html' ? '[]' : '[[]]')
      const refused = { outcome: 'error', code: '4100' }
      expect(await clickAndRead(page, 'solana-sign-message', 'signMessage')).toMatchObject(refused)

      const decideConnect = (decision: 'Approve' | 'Reject') => async () => {
        await wallet.getByRole('heading', { name: 'Connect' }).waitFor()
        const details = wallet.locator('.ts-approval .ts-details')
        await expect.poll(() => details.innerText()).toContain(`Website\n${origin}`)
        expect(await details.innerText()).toContain(`Account\n${address}`)
        await decideInWallet(wallet, decision)
      }
      expect(
        await clickAndRead(page, 'solana-connect', 'connect', decideConnect('Reject')),
      ).toMatchObject({ outcome: 'error', code: '4001' })
      expect(await clickAndRead(page, 'solana-sign-message', 'signMessage')).toMatchObject(refused)

      expect(
        await detailOf(clickAndRead(page, 'solana-connect', 'connect', decideConnect('Approve'))),
      ).toEqual([address])
      await expect.poll(lastAccounts).toBe(`["${address}"]`)
      const signed = await detailOf(
        clickAndRead(page, 'solana-sign-message', 'signMessage', () =>
          decideInWallet(wallet, 'Approve'),
        ),
      )
      const message = new TextEncoder().encode(String(signed.message))
      const signature = getBase58Encoder().encode(String(signed.signature))
      expect(await isSignedBy(address, new Uint8Array(signature), message)).toBe(true)
      expect(errors).toEqual([])
      await page.context().close()
    },
  )

  test.each(solanaDemoPages)(
    'default: $path social login through the local "Google" popup gives the same Solana address next time',
    async ({ path }) => {
      const email = newEmail()
      const signIn = async () => {
        const { page } = await openDemoPage(suite.browser, `${suite.stack.demoUrl}${path}`)
        await waitUntilReady(page)
        const popup = page.waitForEvent('popup')
        await page.getByTestId('login-social-google').click()
        const provider = await popup
        await provider.getByLabel('Or sign in as any email address').fill(email)
        await provider.getByRole('button', { name: 'Continue', exact: true }).click()
        const address = await connectedAddress(page)
        await page.context().close()
        return address
      }
      const first = await signIn()
      expect(getBase58Encoder().encode(first)).toHaveLength(32)
      expect(await signIn()).toBe(first)
    },
  )

  test('default: F-006 F-007 H-022 S-015 F-009 the wallet home lists SOL and the SPL tokens; SOL and TUSD sent to new addresses land (its token account created) and show in Activity', async () => {
    const { page, wallet, errors } = await openDemoPage(
      suite.browser,
      `${suite.stack.demoUrl}/solana.html`,
    )
    const walletScripts: string[] = []
    page.on('response', (response) => {
      const url = response.url()
      if (url.startsWith(suite.stack.walletUrl) && url.endsWith('.js')) walletScripts.push(url)
    })
    await waitUntilReady(page)
    const address = asAddress(await loginWithEmailCode(page, newEmail(), suite.stack.readOtp))
    const { tusd, tst22 } = solanaFixtureTokens
    await fundSolanaWallet({
      rpcUrl: suite.stack.solana.rpcUrl,
      owner: address,
      lamports: 2n * sol,
      tokens: { tusd: 25n * 10n ** 6n, tst22: 3n * 10n ** 9n },
    })
    await page.getByTestId('show-wallet').click()
    await wallet.getByRole('button', { name: 'Refresh balance' }).click()
    const totalBalance = wallet.locator('.ts-balanceCard__amount')
    await expect.poll(() => totalBalance.textContent()).toBe('2 SOL')
    // SPEC §2: the native coin first, then the tokens, named by the Solana token list (F-007).
    const rows = wallet.locator('.ts-assets__row')
    await expect
      .poll(() => rows.allInnerTexts())
      .toEqual([
        expect.stringMatching(/SOL[\s\S]*2 SOL/),
        expect.stringMatching(new RegExp(`${tusd.name}[\\s\\S]*25 ${tusd.symbol}`)),
        expect.stringMatching(new RegExp(`${tst22.name}[\\s\\S]*3 ${tst22.symbol}`)),
      ])
    const logo = rows.filter({ hasText: tusd.name }).locator('img')
    expect(await logo.getAttribute('src')).toContain(
      suite.stack.solana.tokenListUrls[0].split('/')[2],
    )
    // The wallet of a Solana app loads the Solana family's code, and not the EVM family's.
    expect(walletScripts.some((url) => /\/solanaAdapter-[\w-]+\.js$/.test(url))).toBe(true)
    expect(walletScripts.filter((url) => /\/evmAdapter-[\w-]+\.js$/.test(url))).toEqual([])
    // H-022: Solana has no 'New Asset'.
    expect(await wallet.getByRole('button', { name: 'New Asset' }).count()).toBe(0)

    const sentToast = wallet.getByText('token sent successfully')
    const send = async (asset: string, recipient: string, amount: string) => {
      // The toast of an earlier send must be gone, or it would be taken for this one's.
      await sentToast.waitFor({ state: 'hidden' })
      await wallet.getByRole('link', { name: 'Tokens' }).click()
      await wallet.getByRole('button', { name: 'Send', exact: true }).click()
      await wallet.getByLabel('Asset').selectOption({ label: asset })
      await wallet.getByLabel('Recipient address').fill(recipient)
      await wallet.getByLabel('Amount', { exact: true }).fill(amount)
      await wallet.getByText('Transaction Fee:').waitFor()
      await wallet.getByRole('button', { name: 'Review' }).click()
      await wallet.getByRole('button', { name: 'Send', exact: true }).click()
      await sentToast.waitFor()
    }
    const [{ address: solRecipient }, { address: tokenRecipient }] = await Promise.all([
      generateKeyPairSigner(),
      generateKeyPairSigner(),
    ])
    // The wallet reports a send once the node took it; read the chain once it landed.
    await send('SOL (2 SOL)', solRecipient, '0.25')
    await expect.poll(() => balanceOf(solRecipient), { timeout: 15_000 }).toBe(sol / 4n)
    await send(`${tusd.name} (25 ${tusd.symbol})`, tokenRecipient, '7.5')
    const tokenAmounts = async () => {
      const { value } = await rpc()
        .getTokenAccountsByOwner(
          tokenRecipient,
          { mint: tusd.mint },
          { encoding: 'jsonParsed', commitment: 'confirmed' },
        )
        .send()
      return value.map((account) => account.account.data.parsed.info.tokenAmount.amount)
    }
    await expect.poll(tokenAmounts, { timeout: 15_000 }).toEqual([String(7_500_000n)])

    // SPEC §4: Solana records Success at once (S-015); the details show the compute units (F-009).
    await wallet.getByRole('link', { name: /^Activity/ }).click()
    for (const amount of ['0.25 SOL', `7.5 ${tusd.symbol}`]) {
      const item = wallet.locator('.ts-activityItem').filter({ hasText: amount })
      await expect
        .poll(() => item.locator('.ts-activityItem__operation').textContent())
        .toBe('Send')
      expect(await item.locator('.ts-activityItem__status').textContent()).toBe('Success')
    }
    const solSend = wallet.locator('.ts-activityItem').filter({ hasText: '0.25 SOL' })
    await solSend.locator('.ts-activityItem__summary').click()
    await expect
      .poll(() => solSend.locator('.ts-activityItem__details').innerText())
      .toMatch(/Compute units consumed\n\d+/)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
