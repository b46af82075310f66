import { devnetChain, devnetChainSpecs, fixtureAddresses, testUserAccount } from '@tessera/devnet'
import { waitForApprovalInput } from '@tessera/test-utils'
import type { Frame, Locator, Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  maxUint256,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { responseTo, sendRequest } from '../../testing/installTestHost.js'
import { startWalletTestbed, type WalletTestbed } from '../../testing/walletTestbed.js'

/** A plain account, no code: the spender a wallet drainer asks approvals for. */
const eoa: Address = '0x000000000000000000000000000000000000dEaD'

/**
 * Issue #17 security alerts in Chromium, host page → wallet frame → engine → the devnet node:
 * the alert rules read the real chain, and the approval shows what they found.
 */
describe('security alerts in the wallet frame', () => {
  let bed: WalletTestbed
  beforeAll(async () => {
    bed = await startWalletTestbed()
  })
  afterAll(() => bed?.stop())

  const rpcUrl = () => {
    const [first] = bed.stack.chains
    if (!first) throw new Error('no devnet chain')
    return first.rpcUrl
  }

  /** Logs a new user in through the host, with devnet ether to pay for what it sends. */
  async function fundedUser(page: Page, email: string): Promise<Address> {
    const { address } = await bed.loginWithOtp(page, email)
    const [spec] = devnetChainSpecs
    if (!spec) throw new Error('no devnet chain')
    const transport = http(rpcUrl())
    const testUser = createWalletClient({
      account: testUserAccount,
      chain: devnetChain(spec, rpcUrl()),
      transport,
    })
    const hash = await testUser.sendTransaction({ to: address as Address, value: parseEther('1') })
    await createPublicClient({ transport }).waitForTransactionReceipt({ hash })
    return address as Address
  }

  /**
   * The approval gate is open (Approve no longer `aria-disabled`): the approval has been fully
   * visible for 500 ms, so Chromium passes clicks into the frame. `waitForApprovalInput` waits
   * for an enabled Approve, which a danger alert holds back until the user confirms.
   */
  const waitForApprovalGate = (frame: Frame) =>
    frame.locator('button:not([aria-disabled])', { hasText: /^Approve$/ }).waitFor()

  /** The request's alerts, in the order shown, on `view` (the compact or the expanded approval). */
  const alertsOn = (view: Locator) =>
    view.getByRole('region', { name: 'Security alerts' }).getByRole('listitem').allInnerTexts()

  test('default: #17 alerts: the compact approval shows both reasons of an unlimited approve to an EOA; Approve needs "I understand the risk"', async () => {
    const page = await bed.openHost()
    const from = await fundedUser(page, 'alerts-approve@example.com')
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [eoa, maxUint256],
    })
    await sendRequest(page, 'approve', 'eth_sendTransaction', [
      { from, to: fixtureAddresses.tusd, data },
    ])
    const frame = bed.walletFrame(page)
    // The widget rests collapsed, so the request opens its compact approval (SPEC §4).
    const compact = frame.locator('.ts-compact')
    await compact.getByRole('alert').waitFor()
    expect(await alertsOn(compact)).toEqual([
      `Danger: This approval lets ${eoa} take your tokens, but that address is not a contract (it has no code): a plain account as spender is how scams drain wallets.`,
      `Caution: Unlimited approval: ${eoa} could spend all of your tokens of ${fixtureAddresses.tusd}, now and later, until you revoke it.`,
    ])
    // Only the danger is announced as an alert.
    expect(await frame.getByRole('alert').allInnerTexts()).toEqual([
      expect.stringContaining('is not a contract'),
    ])

    await waitForApprovalGate(frame)
    const approve = compact.getByRole('button', { name: 'Approve', exact: true })
    expect(await approve.isDisabled()).toBe(true)
    await compact.getByLabel('I understand the risk and want to approve anyway').check()
    await waitForApprovalInput(frame)
    await approve.click()
    expect((await responseTo(page, 'approve')).result).toMatch(/^0x[0-9a-f]{64}$/)
  })

  test('behavior: #17 alerts: an unlimited, never-ending EIP-2612 permit to an EOA, compact and after View Details', async () => {
    const page = await bed.openHost()
    const { address } = await bed.loginWithOtp(page, 'alerts-permit@example.com')
    const permit = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      domain: {
        name: 'TUSD',
        version: '1',
        chainId: 31337,
        verifyingContract: fixtureAddresses.tusd,
      },
      message: {
        owner: address,
        spender: eoa,
        value: maxUint256.toString(),
        nonce: 0,
        deadline: maxUint256.toString(),
      },
    }
    await sendRequest(page, 'permit', 'eth_signTypedData_v4', [address, JSON.stringify(permit)])
    const frame = bed.walletFrame(page)
    const reasons = [
      `Danger: This permit lets ${eoa} take your tokens, but that address is not a contract (it has no code): a plain account as spender is how scams drain wallets.`,
      `Caution: Unlimited permit: ${eoa} could spend all of your tokens of ${fixtureAddresses.tusd}.`,
      `Caution: This permit for ${eoa} never expires.`,
    ]
    const compact = frame.locator('.ts-compact')
    await compact.getByRole('alert').waitFor()
    expect(await alertsOn(compact)).toEqual(reasons)
    // Chromium drops clicks into the frame until it has been still and visible for 500 ms.
    await waitForApprovalGate(frame)
    await compact.getByRole('button', { name: 'View Details' }).click()
    const expanded = frame.locator('.ts-approval')
    await expanded.getByRole('alert').waitFor()
    expect(await alertsOn(expanded)).toEqual(reasons)
    await waitForApprovalGate(frame)
    expect(await expanded.getByRole('button', { name: 'Approve', exact: true }).isDisabled()).toBe(
      true,
    )
    await expanded.getByLabel('I understand the risk and want to approve anyway').check()
    await waitForApprovalInput(frame)
    await expanded.getByRole('button', { name: 'Approve', exact: true }).click()
    expect((await responseTo(page, 'permit')).result).toMatch(/^0x[0-9a-f]{130}$/)
  })

  test('behavior: #17 alerts: an ordinary transfer shows no alert and Approve needs no extra step', async () => {
    const page = await bed.openHost()
    const from = await fundedUser(page, 'alerts-transfer@example.com')
    await sendRequest(page, 'send', 'eth_sendTransaction', [
      { from, to: eoa, value: `0x${(10n ** 15n).toString(16)}` },
    ])
    const frame = bed.walletFrame(page)
    // Approve is enabled only once the alert rules have answered.
    await waitForApprovalInput(frame)
    expect(await frame.getByRole('alert').count()).toBe(0)
    expect(await frame.getByRole('region', { name: 'Security alerts' }).count()).toBe(0)
    expect(await frame.getByLabel('I understand the risk and want to approve anyway').count()).toBe(
      0,
    )
    await frame.getByRole('button', { name: 'Approve', exact: true }).click()
    expect((await responseTo(page, 'send')).result).toMatch(/^0x[0-9a-f]{64}$/)
  })
})
