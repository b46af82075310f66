import { fixtureAddresses, testUserAccount } from '@tessera/devnet'
import { createPublicClient, erc20Abi, http, parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import type { GasEstimate } from '../gas/estimateTransactionGas.js'
import { engineOnLocalChain } from '../testing/engineOnLocalChain.js'
import { startedForFile } from '../testing/startedForFile.js'
import { startLocalChain } from '../testing/startLocalChains.js'
import { sendFailureMessage } from './sendFailureMessage.js'
import type { Transfer } from './Transfer.js'

const recipient = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' // anvil account 3
const devnet = startedForFile(startLocalChain)

const engineOnDevnet = () => engineOnLocalChain(devnet())

const client = () => createPublicClient({ transport: http(devnet().rpcUrl) })
const tokenBalance = (owner: `0x${string}`) =>
  client().readContract({
    address: fixtureAddresses.tst,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** Fees that cover the devnet's base fee twice over. */
const normalGas = (estimate: GasEstimate) => ({
  speed: 'normal' as const,
  gasLimit: estimate.gasLimit,
  maxFeePerGas: (estimate.baseFeePerGas ?? 0n) * 2n,
  maxPriorityFeePerGas: 1n,
})

async function sendAndMine(transfer: Transfer) {
  const engine = engineOnDevnet()
  const estimate = await engine.transfers.estimate(transfer)
  const hash = await engine.transfers.send({
    transfer,
    gas: normalGas(estimate),
    isEip1559: true,
  })
  const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 50 })
  engine.logout()
  return { estimate, receipt, activities: engine.activities.list(transfer.chainId) }
}

describe('engine.transfers on the local chain', () => {
  test('default: a native send moves the coin from the wallet to the recipient', async () => {
    const transfer = { chainId: devnet().network.chainId, asset: 'native', to: recipient } as const
    const amount = parseEther('0.25')
    const [senderBefore, recipientBefore] = await Promise.all([
      client().getBalance({ address: testUserAccount.address }),
      client().getBalance({ address: recipient }),
    ])
    const { estimate, receipt } = await sendAndMine({ ...transfer, amount })
    expect(estimate).toMatchObject({ gasLimit: 21_000n, isEstimated: true })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(testUserAccount.address.toLowerCase())
    expect(await client().getBalance({ address: recipient })).toBe(recipientBefore + amount)
    expect(await client().getBalance({ address: testUserAccount.address })).toBe(
      senderBefore - amount - receipt.gasUsed * receipt.effectiveGasPrice,
    )
  })

  test('default: H-031 an ERC-20 send calls transfer(to, amount) in the token decimals and is recorded as a Send', async () => {
    const amount = 12n * 10n ** 18n
    const [senderBefore, recipientBefore] = await Promise.all([
      tokenBalance(testUserAccount.address),
      tokenBalance(recipient),
    ])
    const { estimate, receipt, activities } = await sendAndMine({
      chainId: devnet().network.chainId,
      asset: fixtureAddresses.tst,
      to: recipient,
      amount,
    })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(fixtureAddresses.tst.toLowerCase())
    expect(estimate.gasLimit).toBeGreaterThan(receipt.gasUsed) // SPEC §9: token estimate doubled
    expect(await tokenBalance(recipient)).toBe(recipientBefore + amount)
    expect(await tokenBalance(testUserAccount.address)).toBe(senderBefore - amount)
    expect(activities).toMatchObject([
      {
        operation: 'Send',
        txHash: receipt.transactionHash,
        transaction: { amount: '12' },
        address: { to: recipient },
        customToken: { address: fixtureAddresses.tst, symbol: 'TST', decimals: 18 },
      },
    ])
  })

  test('error: X-053 more than the wallet can pay reads "Insufficient Gas to make this transaction."', async () => {
    const engine = engineOnDevnet()
    const balance = await client().getBalance({ address: testUserAccount.address })
    const transfer = {
      chainId: devnet().network.chainId,
      asset: 'native',
      to: recipient,
      amount: balance,
    } as const
    const failure = await engine.transfers
      .send({
        transfer,
        gas: normalGas(await engine.transfers.estimate(transfer)),
        isEip1559: true,
      })
      .catch((error: unknown) => error)
    expect(sendFailureMessage(failure)).toBe('Insufficient Gas to make this transaction.')
    expect(await client().getBalance({ address: testUserAccount.address })).toBe(balance)
  })

  test('error: W-130 a transfer made on another network is not sent', async () => {
    const engine = engineOnDevnet()
    const transfer = { chainId: 1, asset: 'native', to: recipient, amount: 1n } as const
    await expect(
      engine.transfers.send({
        transfer,
        gas: normalGas({ gasLimit: 21_000n, baseFeePerGas: 1n, gasPrice: 1n, isEstimated: true }),
        isEip1559: true,
      }),
    ).rejects.toMatchObject({ code: 'W-130' })
  })

  test('error: after logout nothing is sent (unauthorized)', async () => {
    const engine = engineOnDevnet()
    engine.logout()
    const transfer = {
      chainId: devnet().network.chainId,
      asset: 'native',
      to: recipient,
      amount: 1n,
    } as const
    await expect(engine.transfers.estimate(transfer)).rejects.toMatchObject({
      code: 'unauthorized',
    })
    const gas = normalGas({ gasLimit: 21_000n, baseFeePerGas: 1n, gasPrice: 1n, isEstimated: true })
    await expect(engine.transfers.send({ transfer, gas, isEip1559: true })).rejects.toMatchObject({
      code: 'unauthorized',
    })
  })

  test('behavior: sending the same reviewed transfer again (a retry after an unclear failure) never pays twice', async () => {
    const engine = engineOnDevnet()
    const transfer = {
      chainId: devnet().network.chainId,
      asset: 'native',
      to: recipient,
      amount: parseEther('0.01'),
    } as const
    const parameters = {
      transfer,
      gas: normalGas(await engine.transfers.estimate(transfer)),
      isEip1559: true,
    }
    const recipientBefore = await client().getBalance({ address: recipient })
    const hash = await engine.transfers.send(parameters)
    await client().waitForTransactionReceipt({ hash, pollingInterval: 50 })
    // The first send reached the network; the user, who never heard so, sends again.
    const retry = await engine.transfers.send(parameters).then(
      (again) => again,
      (error: unknown) => error,
    )
    if (typeof retry === 'string') expect(retry).toBe(hash) // the same signed transaction
    expect(await client().getBalance({ address: recipient })).toBe(
      recipientBefore + parseEther('0.01'),
    )
    // A new transfer, even of the same amount, is a new payment.
    await sendAndMine({ ...transfer })
    expect(await client().getBalance({ address: recipient })).toBe(
      recipientBefore + parseEther('0.02'),
    )
  })
})
