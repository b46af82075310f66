import { startedForFile, waitForPending } from '@tessera/engine/testing'
import { describe, expect, test } from 'vitest'
import { localHostTransaction } from '../testing/localHostTransaction.js'
import { localSolanaEngine } from '../testing/localSolanaEngine.js'
import { startLocalSolana } from '../testing/startLocalSolana.js'

describe('simulateTransactions and quoteTransactionsFee on the local cluster', () => {
  const local = startedForFile(startLocalSolana)

  async function pendingTransaction(lamports: bigint) {
    const wallet = localSolanaEngine(local())
    const message = await localHostTransaction(local(), { lamports })
    wallet.request({ id: 1, method: 'signTransaction', params: { message } }).catch(() => undefined)
    await waitForPending(wallet, 1)
    return wallet
  }

  test('default: Q-029 the approval’s fee and the wallet’s balance change come from the cluster', async () => {
    const wallet = await pendingTransaction(4_000_000n)
    expect((await wallet.approvals.quoteFee(1)).options).toMatchObject([
      { fee: 5_000n, maxFee: 5_000n },
    ])
    expect(await wallet.approvals.simulate(1)).toEqual({
      status: 'success',
      changes: [{ asset: { type: 'native' }, delta: -4_000_000n }],
    })
    wallet.approvals.reject(1)
  })

  test('behavior: a transaction that would fail is reverted, with the program’s reason', async () => {
    const wallet = await pendingTransaction(1_000n * 10n ** 9n)
    expect(await wallet.approvals.simulate(1)).toMatchObject({
      status: 'reverted',
      reason: expect.stringContaining('insufficient lamports'),
    })
    wallet.approvals.reject(1)
  })
})
