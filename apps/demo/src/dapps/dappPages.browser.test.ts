import type { Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  type Hash,
  type Hex,
  http,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { describe, expect, test } from 'vitest'
import {
  accessibilityViolations,
  clickAndRead,
  decideInWallet,
  loginWithEmailCode,
  openDemoPage,
  waitUntilReady,
} from '../testing/demoPage.js'
import { useStackInChromium } from '../testing/useStackInChromium.js'
import {
  type CallsOutcome,
  type DeployedContract,
  dappCalls,
  dappMessage,
  dappStoredNumber,
  dappTransfer,
  dappTypedData,
} from './dappScenario.js'
import { storedNumberContract } from './storedNumberContract.js'

/** The two dapp pages: the same buttons, written with two libraries (apps/demo/README.md). */
const dappPages = [
  { path: '/viem.html', library: 'viem', rejectionCode: '4001' },
  { path: '/ethers.html', library: 'ethers v6', rejectionCode: 'ACTION_REJECTED' },
] as const

/**
 * Issue #17: ordinary dapps, written with viem's wallet actions and with ethers v6's
 * `BrowserProvider`, find Tessera through EIP-6963 and run every wallet action against the whole
 * local stack; the results are checked on the chain and with viem, not by the page. And the
 * testnet faucet of the demo page.
 */
describe('#17 dapps written with viem and ethers, end to end in Chromium', () => {
  const suite = useStackInChromium()
  let emailCounter = 0
  const newEmail = () => `dapp-${Date.now()}-${emailCounter++}@example.com`
  const chains = () => {
    const [home, other] = suite.stack.chains
    if (!home || !other) throw new Error('two devnet chains expected')
    return { home, other }
  }
  const chainReader = (rpcUrl = chains().home.rpcUrl) =>
    createPublicClient({ transport: http(rpcUrl) })

  /** The result a settled log line shows, as the JSON the page printed. */
  const resultOf = <T>(entry: { outcome: string | null; detail?: string }): T => {
    expect(entry.outcome).toBe('ok')
    return JSON.parse(entry.detail ?? '') as T
  }

  /** Whether the wallet's iframe on the host page is the expanded widget: 360px by 80vh (SPEC §4). */
  const isWalletExpanded = (page: Page) =>
    page.locator('iframe').evaluate((frame) => {
      const { width, height } = frame.getBoundingClientRect()
      return width === 360 && Math.abs(height - window.innerHeight * 0.8) < 1
    })

  /** Opens `path`, logs a new user in with an email code; answers the page and the address. */
  async function openLoggedIn(path: string) {
    const demo = await openDemoPage(suite.browser, `${suite.stack.demoUrl}${path}`)
    await waitUntilReady(demo.page)
    const address = (await loginWithEmailCode(
      demo.page,
      newEmail(),
      suite.stack.readOtp,
    )) as Address
    return { ...demo, address }
  }

  test("default: #17 the testnet page's faucet pays a new wallet 1 test ETH; a second request is refused with its reason", async () => {
    const { page, errors, address } = await openLoggedIn('/')
    const { home } = chains()
    expect(await chainReader().getBalance({ address })).toBe(0n)

    const paid = resultOf<{ hash: Hash; amountWei: string }>(
      await clickAndRead(page, 'faucet-request', 'faucet'),
    )
    expect(paid.amountWei).toBe(parseEther('1').toString())
    const receipt = await chainReader().getTransactionReceipt({ hash: paid.hash })
    expect(receipt).toMatchObject({ status: 'success', to: address.toLowerCase() })
    expect(await chainReader().getBalance({ address })).toBe(parseEther('1'))

    expect(await clickAndRead(page, 'faucet-request', 'faucet')).toEqual({
      outcome: 'error',
      code: 'none',
      message: `The faucet answered 429: ${address} already received test ETH on chain ${home.id}: the faucet pays an address once an hour, try again in 60 min`,
    })
    expect(await chainReader().getBalance({ address })).toBe(parseEther('1'))
    // The refusal is the faucet's answer, which the browser reports as a failed request.
    expect(errors).toEqual([expect.stringContaining('status of 429 (Too Many Requests)')])
    await page.context().close()
  })

  test.each(dappPages)(
    'default: #17 the $library dapp finds Tessera through EIP-6963 and runs personal_sign, typed data, send, deploy, sendCalls, showCallsStatus and switch chain',
    async ({ path, library, rejectionCode }) => {
      const { page, wallet, errors, address } = await openLoggedIn(path)
      const { home, other } = chains()
      const approve = () => decideInWallet(wallet, 'Approve')
      const reader = chainReader()
      expect(await page.getByTestId('dapp-library').textContent()).toBe(library)
      expect(await page.getByTestId('dapp-wallet').getAttribute('data-rdns')).toBe('xyz.tessera')
      expect(await accessibilityViolations(page)).toEqual([])
      await clickAndRead(page, 'faucet-request', 'faucet')

      const connected = resultOf<string>(await clickAndRead(page, 'dapp-connect', 'dapp:connect'))
      expect(connected.toLowerCase()).toBe(address.toLowerCase())

      const message = resultOf<Hex>(
        await clickAndRead(page, 'dapp-signMessage', 'dapp:signMessage', approve),
      )
      expect(await verifyMessage({ address, message: dappMessage, signature: message })).toBe(true)
      // A rejection reaches the dapp as its library's own rejection error.
      expect(
        await clickAndRead(page, 'dapp-signMessage', 'dapp:signMessage', () =>
          decideInWallet(wallet, 'Reject'),
        ),
      ).toMatchObject({ outcome: 'error', code: rejectionCode })

      const typed = resultOf<Hex>(
        await clickAndRead(page, 'dapp-signTypedData', 'dapp:signTypedData', approve),
      )
      expect(
        await verifyTypedData({ address, signature: typed, ...dappTypedData(address, home.id) }),
      ).toBe(true)

      const sentHash = resultOf<Hash>(
        await clickAndRead(page, 'dapp-sendTransaction', 'dapp:sendTransaction', approve),
      )
      expect((await reader.waitForTransactionReceipt({ hash: sentHash })).status).toBe('success')
      expect(await reader.getTransaction({ hash: sentHash })).toMatchObject({
        from: address.toLowerCase(),
        to: dappTransfer.to.toLowerCase(),
        value: dappTransfer.value,
      })

      const deployed = resultOf<DeployedContract>(
        await clickAndRead(page, 'dapp-deployContract', 'dapp:deployContract', approve),
      )
      const deployment = await reader.waitForTransactionReceipt({ hash: deployed.hash as Hash })
      expect(deployment.status).toBe('success')
      expect(deployment.contractAddress?.toLowerCase()).toBe(deployed.address.toLowerCase())
      const contract = deployed.address as Address
      expect(await reader.getCode({ address: contract })).toBe(storedNumberContract.runtimeBytecode)
      expect(
        await reader.readContract({
          address: contract,
          abi: storedNumberContract.abi,
          functionName: 'number',
        }),
      ).toBe(dappStoredNumber)

      // wallet_sendCalls answers once the batch is approved; the dapp then waits for its status.
      const batch = resultOf<{ id: string }>(
        await clickAndRead(page, 'dapp-sendCalls', 'dapp:sendCalls', approve),
      )
      expect(batch.id).toMatch(/^0x[0-9a-f]{64}$/i)
      const calls = resultOf<CallsOutcome>(
        await clickAndRead(page, 'dapp-waitForCalls', 'dapp:waitForCalls'),
      )
      expect(calls.status).toBe(200)
      expect(calls.transactionHashes).toHaveLength(dappCalls.length)
      for (const [index, hash] of calls.transactionHashes.entries()) {
        expect((await reader.getTransactionReceipt({ hash: hash as Hash })).status).toBe('success')
        expect(await reader.getTransaction({ hash: hash as Hash })).toMatchObject({
          from: address.toLowerCase(),
          to: dappCalls[index]?.to.toLowerCase(),
          value: dappCalls[index]?.value,
        })
      }
      // wallet_showCallsStatus answers nothing and opens the wallet on Activity: the batch's
      // calls, in its order, with their status.
      expect(await isWalletExpanded(page)).toBe(false)
      expect(await clickAndRead(page, 'dapp-showCalls', 'dapp:showCalls')).toMatchObject({
        outcome: 'ok',
      })
      await expect.poll(() => isWalletExpanded(page)).toBe(true)
      await wallet.getByRole('heading', { name: 'Activity', level: 1 }).waitFor()
      const shownCalls = wallet.getByRole('list', { name: `batch of ${dappCalls.length} calls` })
      await expect
        .poll(() => shownCalls.locator('.ts-activityItem__status').allTextContents())
        .toEqual(dappCalls.map(() => 'Success'))
      for (const [index, hash] of calls.transactionHashes.entries()) {
        await shownCalls.locator('.ts-activityItem__summary').nth(index).click()
        await shownCalls.getByText(hash).waitFor()
      }
      expect(
        await wallet
          .getByRole('link', { name: 'Activity', exact: true })
          .getAttribute('aria-current'),
      ).toBe('page')

      // The app knows only the first chain: the dapp's switch meets 4902 and adds the second.
      const toOther = await clickAndRead(
        page,
        `dapp-switchChain-${other.id}`,
        `dapp:switchChain:${other.id}`,
        approve,
      )
      expect(resultOf<number>(toOther)).toBe(other.id)
      await page.locator(`[data-testid=status-chain][data-chain-id="${other.id}"]`).waitFor()
      const back = await clickAndRead(
        page,
        `dapp-switchChain-${home.id}`,
        `dapp:switchChain:${home.id}`,
        approve,
      )
      expect(resultOf<number>(back)).toBe(home.id)
      await page.locator(`[data-testid=status-chain][data-chain-id="${home.id}"]`).waitFor()
      expect(errors).toEqual([])
      await page.context().close()
    },
    180_000,
  )
})
