import type { FeeChoice, FeeQuote, Transfer } from '@tessera/chains'
import { evmNetworkId } from '@tessera/chains/evm'
import { startLocalChain } from '@tessera/chains/testing'
import { fixtureAddresses, testUserAccount } from '@tessera/devnet'
import {
  createPublicClient,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  http,
  parseEther,
} from 'viem'
import { estimateGas } from 'viem/actions'
import { describe, expect, test } from 'vitest'
import { engineOnLocalChain } from '../testing/engineOnLocalChain.js'
import { startedForFile } from '../testing/startedForFile.js'

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

/** Fees that cover the devnet's base fee twice over, for the quoted gas limit. */
const normalFee = (estimate: FeeQuote['estimate']): FeeChoice => ({
  speed: 'normal',
  values: {
    gasLimit: estimate.gasLimit ?? 0n,
    maxFeePerGas: (estimate.baseFeePerGas ?? 0n) * 2n,
    maxPriorityFeePerGas: 1n,
  },
})

const mined = (hash: string) =>
  client().waitForTransactionReceipt({ hash: hash as Hash, pollingInterval: 50 })

async function sendAndMine(transfer: Transfer) {
  const engine = engineOnDevnet()
  const quote = await engine.transfers.quote(transfer)
  const hash = await engine.transfers.send({ transfer, fee: normalFee(quote.estimate) })
  const receipt = await mined(hash)
  engine.logout()
  return { quote, receipt, activities: engine.activities.list(transfer.networkId) }
}

/**
 * A reviewed native send of 0.01 ETH to `recipient` from a new engine (quoted, normal fee), with
 * the recipient's balance before it.
 */
async function reviewedSend() {
  const engine = engineOnDevnet()
  const transfer = {
    networkId: devnet().network.id,
    asset: 'native',
    to: recipient,
    amount: parseEther('0.01'),
  } as const
  const parameters = {
    transfer,
    fee: normalFee((await engine.transfers.quote(transfer)).estimate),
  }
  const recipientBefore = await client().getBalance({ address: recipient })
  return { engine, transfer, parameters, recipientBefore }
}

describe('engine.transfers on the local chain', () => {
  test('default: a native send moves the coin from the wallet to the recipient', async () => {
    const transfer = { networkId: devnet().network.id, asset: 'native', to: recipient } as const
    const amount = parseEther('0.25')
    const [senderBefore, recipientBefore] = await Promise.all([
      client().getBalance({ address: testUserAccount.address }),
      client().getBalance({ address: recipient }),
    ])
    const { quote, receipt } = await sendAndMine({ ...transfer, amount })
    expect(quote).toMatchObject({ isEstimated: true, estimate: { gasLimit: 21_000n } })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(testUserAccount.address.toLowerCase())
    expect(await client().getBalance({ address: recipient })).toBe(recipientBefore + amount)
    expect(await client().getBalance({ address: testUserAccount.address })).toBe(
      senderBefore - amount - receipt.gasUsed * receipt.effectiveGasPrice,
    )
  })

  test('default: H-031, C-027, K-042 an ERC-20 send calls transfer(to, amount) in the token decimals with a doubled estimate and is recorded as a Send', async () => {
    const amount = 12n * 10n ** 18n
    const [senderBefore, recipientBefore] = await Promise.all([
      tokenBalance(testUserAccount.address),
      tokenBalance(recipient),
    ])
    const single = await estimateGas(client(), {
      account: testUserAccount.address,
      to: fixtureAddresses.tst,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [recipient, amount],
      }),
    })
    const { quote, receipt, activities } = await sendAndMine({
      networkId: devnet().network.id,
      asset: fixtureAddresses.tst,
      to: recipient,
      amount,
    })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(fixtureAddresses.tst.toLowerCase())
    const { input } = await client().getTransaction({ hash: receipt.transactionHash })
    expect(decodeFunctionData({ abi: erc20Abi, data: input })).toEqual({
      functionName: 'transfer',
      args: [recipient, amount],
    })
    // SPEC §9: the custom-token estimate is doubled.
    expect(quote.estimate.gasLimit).toBe(single * 2n)
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
      networkId: devnet().network.id,
      asset: 'native',
      to: recipient,
      amount: balance,
    } as const
    const failure = await engine.transfers
      .send({ transfer, fee: normalFee((await engine.transfers.quote(transfer)).estimate) })
      .catch((error: unknown) => error)
    expect(engine.transfers.failureMessage(failure)).toBe(
      'Insufficient Gas to make this transaction.',
    )
    expect(await client().getBalance({ address: testUserAccount.address })).toBe(balance)
  })

  test('error: W-130 a transfer made on another network is not sent', async () => {
    const engine = engineOnDevnet()
    const transfer = {
      networkId: evmNetworkId(1),
      asset: 'native',
      to: recipient,
      amount: 1n,
    } as const
    await expect(
      engine.transfers.send({
        transfer,
        fee: normalFee({ gasLimit: 21_000n, baseFeePerGas: 1n }),
      }),
    ).rejects.toMatchObject({ code: 'W-130' })
  })

  test('error: after logout nothing is sent (unauthorized)', async () => {
    const engine = engineOnDevnet()
    engine.logout()
    const transfer = {
      networkId: devnet().network.id,
      asset: 'native',
      to: recipient,
      amount: 1n,
    } as const
    await expect(engine.transfers.quote(transfer)).rejects.toMatchObject({
      code: 'unauthorized',
    })
    const fee = normalFee({ gasLimit: 21_000n, baseFeePerGas: 1n })
    await expect(engine.transfers.send({ transfer, fee })).rejects.toMatchObject({
      code: 'unauthorized',
    })
  })

  test('behavior: sending the same reviewed transfer again (a retry after an unclear failure) never pays twice', async () => {
    const { engine, transfer, parameters, recipientBefore } = await reviewedSend()
    const hash = await engine.transfers.send(parameters)
    await mined(hash)
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
  test('behavior: the same reviewed transfer sent twice at once (a double click) pays once', async () => {
    const { engine, transfer, parameters, recipientBefore } = await reviewedSend()
    const [first, second] = await Promise.all([
      engine.transfers.send(parameters),
      engine.transfers.send(parameters),
    ])
    expect(second).toBe(first)
    await mined(first)
    const nonce = await client().getTransactionCount({
      address: testUserAccount.address,
      blockTag: 'pending',
    })
    expect(await client().getTransactionCount({ address: testUserAccount.address })).toBe(nonce)
    expect(await client().getBalance({ address: recipient })).toBe(
      recipientBefore + parseEther('0.01'),
    )
    expect(
      engine.activities.list(transfer.networkId).filter((a) => a.txHash === first),
    ).toHaveLength(1)
    engine.logout()
  })
})
