import type { TransactionReceipt } from 'viem'
import { describe, expect, test } from 'vitest'
import type { CallBatch } from '../../requests/CallBatch.js'
import { callsStatusOf } from './callsStatusOf.js'

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const batch = (callCount: number, sent: number, isComplete = true): CallBatch => ({
  id: 'batch',
  networkId: 'eip155:31337',
  callCount,
  hashes: Array.from({ length: sent }, (_, index) => hash(index + 1)),
  isComplete,
})
const receipt = (n: number, status: 'success' | 'reverted') =>
  ({
    status,
    transactionHash: hash(n),
    blockHash: hash(100 + n),
    blockNumber: 7n,
    gasUsed: 21_000n,
    logs: [
      {
        address: '0x00000000000000000000000000000000000000aa',
        data: '0x',
        topics: [hash(9)],
        logIndex: 0,
      },
    ],
  }) as unknown as TransactionReceipt
const ok = receipt(1, 'success')
const ok2 = receipt(2, 'success')
const reverted2 = receipt(2, 'reverted')

describe('callsStatusOf', () => {
  test('default: #17 EIP-5792 every call mined and successful → 200 with each receipt as EIP-5792 writes it', () => {
    expect(callsStatusOf(batch(2, 2), 31337, [ok, ok2])).toEqual({
      version: '2.0.0',
      id: 'batch',
      chainId: '0x7a69',
      status: 200,
      atomic: false,
      receipts: [
        {
          logs: [
            {
              address: '0x00000000000000000000000000000000000000aa',
              data: '0x',
              topics: [hash(9)],
            },
          ],
          status: '0x1',
          blockHash: hash(101),
          blockNumber: '0x7',
          gasUsed: '0x5208',
          transactionHash: hash(1),
        },
        expect.objectContaining({ status: '0x1', transactionHash: hash(2) }),
      ],
    })
  })

  test('behavior: #17 EIP-5792 a call not mined yet → 100, with the receipts there are', () => {
    const status = callsStatusOf(batch(2, 2), 1, [ok, null])
    expect(status).toMatchObject({ status: 100, receipts: [{ transactionHash: hash(1) }] })
  })

  test('behavior: #17 EIP-5792 some calls reverted → 600; all reverted → 500', () => {
    expect(callsStatusOf(batch(2, 2), 1, [ok, reverted2]).status).toBe(600)
    expect(callsStatusOf(batch(2, 2), 1, [receipt(1, 'reverted'), reverted2]).status).toBe(500)
  })

  test('edge: #17 EIP-5792 a later call the wallet could not send: 600 when one before succeeded, 500 when none did', () => {
    expect(callsStatusOf(batch(3, 2), 1, [ok, ok2]).status).toBe(600)
    expect(callsStatusOf(batch(3, 1), 1, [receipt(1, 'reverted')]).status).toBe(500)
  })

  test('behavior: #17 EIP-5792 a batch stopped before its first call (logout, another network) → 400 with no receipts', () => {
    expect(callsStatusOf(batch(2, 0), 1, [])).toMatchObject({ status: 400, receipts: [] })
  })

  test('edge: #17 EIP-5792 a batch stopped after its first call is pending until that call is mined, then 600', () => {
    expect(callsStatusOf(batch(2, 1), 1, [null]).status).toBe(100)
    expect(callsStatusOf(batch(2, 1), 1, [ok]).status).toBe(600)
  })

  test('edge: #17 EIP-5792 a batch the wallet is still sending is pending (100), even when the calls sent so far reverted', () => {
    expect(callsStatusOf(batch(3, 1, false), 1, [receipt(1, 'reverted')]).status).toBe(100)
    expect(callsStatusOf(batch(3, 2, false), 1, [ok, ok2]).status).toBe(100)
  })
})
