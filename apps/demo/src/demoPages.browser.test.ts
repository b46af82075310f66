import { resolve } from 'node:path'
import {
  devnetChain,
  devnetChainSpecs,
  fixtureAddresses,
  fixtureTokens,
  testUserAccount,
} from '@tessera/devnet'
import { startStaticSite } from '@tessera/stack'
import { findFreePortBase, waitForApprovalInput } from '@tessera/test-utils'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  erc1155Abi,
  type Hex,
  http,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { demoRecipient } from './requests/demoRequests.js'
import {
  accessibilityViolations,
  clickAndRead,
  connectedAddress,
  decideInWallet,
  demoPages,
  loginWithEmailCode,
  openDemoPage,
  readEntry,
  rejectThenApprove,
  settledEntry,
  waitUntilReady,
} from './testing/demoPage.js'
import { useStackInChromium } from './testing/useStackInChromium.js'

/**
 * The demo host app against the whole local stack (real wallet, server, key nodes, chains), once
 * through our SDK and once through the unmodified @arcana/auth: what issue #5 promises a host.
 */
describe('demo host app, end to end in Chromium', () => {
  const suite = useStackInChromium()
  let emailCounter = 0
  const newEmail = () => `host-${Date.now()}-${emailCounter++}@example.com`

  const chain = () => {
    const [first] = suite.stack.chains
    if (!first) throw new Error('no devnet chain')
    return { id: first.id, name: first.name, rpcUrl: first.rpcUrl }
  }
  const publicClient = () => createPublicClient({ transport: http(chain().rpcUrl) })

  /** The devnet's test user, who holds the fixture tokens and the devnet's ether. */
  const testUser = () => {
    const [spec] = devnetChainSpecs
    if (!spec) throw new Error('no devnet chain')
    return createWalletClient({
      account: testUserAccount,
      chain: devnetChain(spec, chain().rpcUrl),
      transport: http(chain().rpcUrl),
    })
  }

  /** Funds a fresh wallet from the devnet's test user, so it can pay for what it sends. */
  async function fund(address: Hex) {
    const hash = await testUser().sendTransaction({ to: address, value: parseEther('1') })
    await publicClient().waitForTransactionReceipt({ hash })
  }

  test.each(demoPages)(
    'default: $path frames the wallet, finishes init, and has no console errors nor axe violations',
    async ({ path, sdkName }) => {
      const { page, errors } = await openDemoPage(suite.browser, `${suite.stack.demoUrl}${path}`)
      expect(await page.getByTestId('sdk-name').textContent()).toBe(sdkName)
      const source = new URL((await page.locator('iframe').getAttribute('src')) ?? '')
      expect(source.origin).toBe(suite.stack.walletUrl)
      expect(source.pathname).toBe(`/${suite.stack.demoAppId}/v2/login`)
      await waitUntilReady(page)
      expect((await readEntry(await settledEntry(page, 'isLoggedIn'))).detail).toBe('false')
      expect(await accessibilityViolations(page)).toEqual([])
      expect(errors).toEqual([])
      await page.context().close()
    },
  )

  test.each(demoPages)(
    'behavior: $path before login, a request is refused with 4100',
    async ({ path }) => {
      const { page } = await openDemoPage(suite.browser, `${suite.stack.demoUrl}${path}`)
      await waitUntilReady(page)
      await page.getByTestId('watch-asset').click()
      expect(await readEntry(await settledEntry(page, 'wallet_watchAsset'))).toMatchObject({
        outcome: 'error',
        code: '4100',
      })
      await page.context().close()
    },
  )

  test.each(demoPages)(
    'default: $path email code login, accounts, personal_sign recovered, a transaction mined, a rejection seen as 4001, logout seen as disconnect',
    async ({ path }) => {
      const { page, wallet, errors } = await openDemoPage(
        suite.browser,
        `${suite.stack.demoUrl}${path}`,
      )
      await waitUntilReady(page)
      const address = (await loginWithEmailCode(page, newEmail(), suite.stack.readOtp)) as Hex
      expect((await readEntry(await settledEntry(page, 'event:connect'))).detail).toContain(
        `0x${chain().id.toString(16)}`,
      )

      const accounts = await clickAndRead(page, 'request-accounts', 'eth_requestAccounts')
      expect(accounts.detail?.toLowerCase()).toContain(address.toLowerCase())

      const message = 'Sign in to the demo'
      await page.getByTestId('message-input').fill(message)
      const signed = await clickAndRead(page, 'personal-sign', 'personal_sign', () =>
        decideInWallet(wallet, 'Approve'),
      )
      const signature = /0x[0-9a-f]{130}/i.exec(signed.detail ?? '')?.[0] as Hex
      expect(await verifyMessage({ address, message, signature })).toBe(true)

      await fund(address)
      const before = await publicClient().getBalance({ address: demoRecipient })
      const sent = await clickAndRead(page, 'send-transaction', 'eth_sendTransaction', () =>
        decideInWallet(wallet, 'Approve'),
      )
      const hash = /0x[0-9a-f]{64}/i.exec(sent.detail ?? '')?.[0] as Hex
      const receipt = await publicClient().waitForTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
      expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
      expect(await publicClient().getBalance({ address: demoRecipient })).toBe(before + 10n ** 15n)

      expect(
        await clickAndRead(page, 'personal-sign', 'personal_sign', () =>
          decideInWallet(wallet, 'Reject'),
        ),
      ).toMatchObject({
        outcome: 'error',
        code: '4001',
      })

      await page.getByTestId('logout').click()
      expect((await readEntry(await settledEntry(page, 'event:disconnect'))).outcome).toBe('event')
      expect(errors).toEqual([])
      await page.context().close()
    },
  )

  test('default: R-028 X-060 S-010 native coin sent from the wallet home is mined, home shows the new balance and Activity the Send as Success', async () => {
    const { page, wallet, errors } = await openDemoPage(suite.browser, `${suite.stack.demoUrl}/`)
    const walletScripts: string[] = []
    page.on('response', (response) => {
      const url = response.url()
      if (url.startsWith(suite.stack.walletUrl) && url.endsWith('.js')) walletScripts.push(url)
    })
    await waitUntilReady(page)
    const address = (await loginWithEmailCode(page, newEmail(), suite.stack.readOtp)) as Hex
    await fund(address)
    const recipientBefore = await publicClient().getBalance({ address: demoRecipient })
    await page.getByTestId('show-wallet').click()
    const totalBalance = wallet.locator('.ts-balanceCard__amount')
    await wallet.getByRole('button', { name: 'Refresh balance' }).click()
    await expect.poll(() => totalBalance.textContent()).toMatch(/^1 /)
    // The wallet of an EVM app loads the EVM family's code, and not Solana's.
    expect(walletScripts.some((url) => /\/evmAdapter-[\w-]+\.js$/.test(url))).toBe(true)
    expect(walletScripts.filter((url) => /\/solanaAdapter-[\w-]+\.js$/.test(url))).toEqual([])

    await wallet.getByRole('button', { name: 'Send', exact: true }).click()
    await wallet.getByLabel('Recipient address').fill(demoRecipient)
    await wallet.getByLabel('Amount', { exact: true }).fill('0.25')
    await wallet.getByText('Transaction Fee:').waitFor()
    await wallet.getByRole('button', { name: 'Review' }).click()
    await wallet.getByRole('button', { name: 'Send', exact: true }).click()
    await wallet.getByText('token sent successfully').waitFor()

    expect(await publicClient().getBalance({ address: demoRecipient })).toBe(
      recipientBefore + parseEther('0.25'),
    )
    const left = await publicClient().getBalance({ address })
    expect(left).toBeLessThan(parseEther('0.75'))
    expect(left).toBeGreaterThan(parseEther('0.74'))
    // Home reads the balances again: 1 ETH less 0.25 and the fee.
    await expect.poll(() => totalBalance.textContent()).toMatch(/^0\.74\d* /)
    // SPEC §4: the Send is recorded Pending, then polled every 3 s until its receipt says Success.
    await wallet.getByRole('link', { name: /^Activity/ }).click()
    const sent = wallet.locator('.ts-activityItem').filter({ hasText: '0.25 ETH' })
    await expect.poll(() => sent.locator('.ts-activityItem__operation').textContent()).toBe('Send')
    await expect
      .poll(() => sent.locator('.ts-activityItem__status').textContent(), { timeout: 10_000 })
      .toBe('Success')
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('default: T-011 T-012 T-017 R-025 H-030 a fixture token added by address in the wallet shows on home with its balance, also after a reload', async () => {
    const { page, wallet, errors } = await openDemoPage(suite.browser, suite.stack.demoUrl)
    await waitUntilReady(page)
    const address = (await loginWithEmailCode(page, newEmail(), suite.stack.readOtp)) as Hex
    const { symbol, name, decimals } = fixtureTokens.tst
    const hash = await testUser().writeContract({
      address: fixtureAddresses.tst,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address, 12n * 10n ** BigInt(decimals)],
    })
    await publicClient().waitForTransactionReceipt({ hash })

    const newAsset = wallet.getByRole('button', { name: 'New Asset' })
    // One Show Wallet is enough, even before the wallet's screens (loaded after login) listen.
    const showHome = async () => {
      await page.getByTestId('show-wallet').click()
      await newAsset.waitFor()
    }
    await showHome()
    await newAsset.click()
    await wallet.getByLabel('Token Contract Address').fill(` ${fixtureAddresses.tst} `)
    const symbolField = wallet.getByLabel('Token Symbol')
    await expect.poll(() => symbolField.inputValue()).toBe(symbol)
    expect(await symbolField.isEditable()).toBe(false)
    expect(await wallet.getByLabel('Token Decimal').inputValue()).toBe(String(decimals))
    await wallet.getByRole('button', { name: 'Save' }).click()
    await wallet.getByRole('status').filter({ hasText: 'token added successfully' }).waitFor()
    const row = wallet.locator('.ts-assets__row').filter({ hasText: name })
    await expect.poll(() => row.locator('.ts-assets__balance').textContent()).toBe(`12 ${symbol}`)
    // H-030: the token is kept in the wallet's storage; a reload of the host shows it again.
    await page.reload()
    await waitUntilReady(page)
    expect(await connectedAddress(page)).toBe(address)
    await showHome()
    expect(await row.locator('.ts-assets__balance').textContent()).toBe(`12 ${symbol}`)
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('default: N-001 R-029 N-015 S-096 an ERC-1155 the wallet received shows on the NFT tab by itself, is sent on chain, recorded, and the rest kept after a reload', async () => {
    const { page, wallet, errors } = await openDemoPage(suite.browser, suite.stack.demoUrl)
    await waitUntilReady(page)
    const address = (await loginWithEmailCode(page, newEmail(), suite.stack.readOtp)) as Hex
    await fund(address)
    const badges = { address: fixtureAddresses.multiToken, abi: erc1155Abi } as const
    const hash = await testUser().writeContract({
      ...badges,
      functionName: 'safeTransferFrom',
      args: [testUserAccount.address, address, 1n, 2n, '0x'],
    })
    await publicClient().waitForTransactionReceipt({ hash })
    const nftTab = wallet.getByRole('link', { name: 'NFT', exact: true })
    const showNfts = async () => {
      await page.getByTestId('show-wallet').click()
      await nftTab.click()
    }
    await showNfts()
    // N-001: the NFT indexer (the stand-in over the devnet) finds what the wallet received.
    await wallet.getByRole('link', { name: /Tessera Badges #1/ }).click()
    await wallet.getByRole('heading', { name: 'Tessera Badges #1' }).waitFor()
    await wallet.getByRole('button', { name: 'Send', exact: true }).click()
    await wallet.getByLabel('Recipient address').fill(demoRecipient)
    await wallet.getByLabel('Quantity').fill('1')
    await wallet.getByText('Transaction Fee:').waitFor()
    await wallet.getByRole('button', { name: 'Review' }).click()
    await wallet.getByRole('button', { name: 'Send', exact: true }).click()
    await wallet.getByText('token sent successfully').waitFor()
    const balanceOf = (owner: Hex) =>
      publicClient().readContract({ ...badges, functionName: 'balanceOf', args: [owner, 1n] })
    expect(await balanceOf(address)).toBe(1n)
    await wallet.getByRole('link', { name: /^Activity/ }).click()
    const sent = wallet.locator('.ts-activityItem').filter({ hasText: '1 × Tessera Badges #1' })
    await expect.poll(() => sent.locator('.ts-activityItem__operation').textContent()).toBe('Send')
    // S-096: the NFT list is kept in the wallet's storage, with the quantity left after the send.
    await page.reload()
    await waitUntilReady(page)
    await showNfts()
    await wallet.getByRole('link', { name: /Tessera Badges #1/ }).click()
    await expect.poll(() => wallet.locator('.ts-details').innerText()).toContain('Quantity\n1')
    expect(errors).toEqual([])
    await page.context().close()
  })

  test.each(demoPages)(
    'default: $path social login through the local "Google" popup; the same address next time',
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
      expect(first).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(await signIn()).toBe(first)
    },
  )

  test.each(demoPages)(
    'default: $path V-018 V-022 V-030 V-031 X-003 Q-014 S-003 S-004 P-006 each approval view approved and rejected; skip and decide later; chains and assets',
    async ({ path }) => {
      const { page, wallet, errors } = await openDemoPage(
        suite.browser,
        `${suite.stack.demoUrl}${path}`,
      )
      await waitUntilReady(page)
      const address = (await loginWithEmailCode(page, newEmail(), suite.stack.readOtp)) as Hex
      const [home, other] = suite.stack.chains
      if (!home || !other) throw new Error('two devnet chains expected')
      const approve = () => decideInWallet(wallet, 'Approve')
      const reject = () => decideInWallet(wallet, 'Reject')

      // Typed data: the signature verifies for the domain the host asked for.
      const typed = await clickAndRead(page, 'sign-typed-data', 'eth_signTypedData_v4', approve)
      const signature = /0x[0-9a-f]{130}/i.exec(typed.detail ?? '')?.[0] as Hex
      expect(
        await verifyTypedData({
          address,
          signature,
          domain: { name: 'Tessera Demo', version: '1', chainId: home.id },
          types: {
            Mail: [
              { name: 'from', type: 'address' },
              { name: 'contents', type: 'string' },
            ],
          },
          primaryType: 'Mail',
          message: { from: address, contents: 'Hello from the Tessera demo' },
        }),
      ).toBe(true)
      expect(
        await clickAndRead(page, 'sign-typed-data', 'eth_signTypedData_v4', reject),
      ).toMatchObject({ code: '4001' })

      // SPEC §5: a domain on another chain is refused with its text, before any approval.
      expect(
        await clickAndRead(page, 'sign-typed-data-other-chain', 'eth_signTypedData_v4:other-chain'),
      ).toMatchObject({
        outcome: 'error',
        code: '-32602',
        message: `domain chain ID ${home.id + 1} does not match network chain id ${home.id}`,
      })

      // The demo app lists only the first chain: switching to the second is 4902 until added.
      expect(
        await clickAndRead(
          page,
          `switch-chain-${other.id}`,
          `wallet_switchEthereumChain:${other.id}`,
        ),
      ).toMatchObject({
        code: '4902',
        message: `Chain Id 0x${other.id.toString(16)} is not in the list`,
      })
      // Add chain: rejected, then approved; the added network is selected (SPEC §5).
      const added = await rejectThenApprove(
        page,
        wallet,
        `add-chain-${other.id}`,
        `wallet_addEthereumChain:${other.id}`,
      )
      expect(added.rejected).toMatchObject({ code: '4001' })
      expect(added.approved.outcome).toBe('ok')
      await page.locator(`[data-testid=status-chain][data-chain-id="${other.id}"]`).waitFor()
      // Adding it again: SPEC §5 refuses a known RPC URL, before any approval.
      expect(
        await clickAndRead(page, `add-chain-${other.id}`, `wallet_addEthereumChain:${other.id}`),
      ).toMatchObject({
        outcome: 'error',
        code: '-32602',
        message: `RPC URL - ${other.rpcUrl} already exists, please use different one`,
      })
      // Switch chain: rejected, then approved, back to the first chain (the host sees chainChanged).
      const switched = await rejectThenApprove(
        page,
        wallet,
        `switch-chain-${home.id}`,
        `wallet_switchEthereumChain:${home.id}`,
      )
      expect(switched.rejected).toMatchObject({ code: '4001' })
      expect(switched.approved.outcome).toBe('ok')
      await page.locator(`[data-testid=status-chain][data-chain-id="${home.id}"]`).waitFor()

      // Watch asset: rejected, then approved.
      const watched = await rejectThenApprove(page, wallet, 'watch-asset', 'wallet_watchAsset')
      expect(watched.rejected).toMatchObject({ code: '4001' })
      expect(watched.approved).toMatchObject({ outcome: 'ok', detail: 'true' })

      // Do this later: the host keeps waiting; the user finds it under Activity and approves.
      const later = await clickAndRead(page, 'personal-sign', 'personal_sign', async () => {
        // The request opens the compact view; its full view offers 'Do this later' (SPEC §2).
        await waitForApprovalInput(wallet)
        await wallet.getByRole('button', { name: 'View Details' }).click()
        await waitForApprovalInput(wallet)
        await wallet.getByRole('button', { name: 'Do this later' }).click()
        const expand = wallet.getByRole('button', { name: 'Expand wallet' })
        if (await expand.isVisible()) await expand.click()
        await wallet.getByRole('link', { name: 'Activity' }).click()
        await wallet.getByRole('button', { name: 'View Details' }).click()
        const line = page.locator('[data-testid=log-entry][data-action=personal_sign]').first()
        expect(await line.getAttribute('data-outcome')).toBe('pending')
        await approve()
      })
      const laterSignature = /0x[0-9a-f]{130}/i.exec(later.detail ?? '')?.[0] as Hex
      expect(
        await verifyMessage({
          address,
          message: 'Hello from the Tessera demo',
          signature: laterSignature,
        }),
      ).toBe(true)
      expect(errors).toEqual([])
      await page.context().close()
    },
  )

  test.each(demoPages)(
    "default: $path the app's own custom token, a Firebase ID token and a Telegram login log in; the same address next time, in a fresh profile",
    async ({ path }) => {
      const userId = `player-${Date.now()}-${emailCounter}`
      const telegramId = String(Date.now() * 10 + emailCounter++)
      const fields = {
        custom: { field: 'custom-user-id-input', id: userId },
        firebase: { field: 'firebase-uid-input', id: userId },
        telegram: { field: 'telegram-id-input', id: telegramId },
      }
      const loginOnce = async (method: keyof typeof fields) => {
        const { page } = await openDemoPage(suite.browser, `${suite.stack.demoUrl}${path}`)
        await waitUntilReady(page)
        // The page asks the demo app's own backend for a token, as a real app would.
        await page.getByTestId(fields[method].field).fill(fields[method].id)
        await page.getByTestId(`${method}-fetch-token`).click()
        await settledEntry(page, `demoBackend:${method}-token`)
        await page.getByTestId(`login-${method}`).click()
        const address = await connectedAddress(page)
        await page.context().close()
        return address
      }
      const custom = await loginOnce('custom')
      expect(await loginOnce('custom')).toBe(custom)
      const firebase = await loginOnce('firebase')
      expect(await loginOnce('firebase')).toBe(firebase)
      // Two verifiers, two identities: the same user id does not reach the other's key.
      expect(firebase).not.toBe(custom)
      const telegram = await loginOnce('telegram')
      expect(await loginOnce('telegram')).toBe(telegram)
      expect(new Set([custom, firebase, telegram]).size).toBe(3)
    },
  )

  test('error: without /demo-config.json the page says what is missing and frames nothing', async () => {
    const port = await findFreePortBase(1)
    const bare = await startStaticSite({ port, root: resolve(import.meta.dirname, '../dist') })
    try {
      const { page } = await openDemoPage(suite.browser, bare.url)
      const alert = page.getByTestId('startup-error')
      await alert.waitFor()
      expect(await alert.textContent()).toContain('/demo-config.json answered 404')
      expect(await page.locator('iframe').count()).toBe(0)
      await page.context().close()
    } finally {
      await bare.stop()
    }
  })
})
