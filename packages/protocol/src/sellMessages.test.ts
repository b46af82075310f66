import { describe, expect, test } from 'vitest'
import { sellFrameAnswerSchema, sellPageMessageSchema } from './sellMessages.js'
import { testSeller, testSellInit, testSellOrder } from './testing/sellFixtures.js'

const hash = `0x${'ab'.repeat(32)}`
const init = { type: 'sell_token_init', response: testSellInit }
const parsed = (data: unknown) => {
  const result = sellPageMessageSchema.safeParse(data)
  return result.success ? result.data : null
}

describe('sellPageMessageSchema (SPEC §7, I-024)', () => {
  test('I-024, S-022, S-024, S-025, S-026: the four sell messages and the two requests parse, extra fields dropped', () => {
    expect(parsed({ ...init, response: { ...init.response, extra: 1 } })).toEqual(init)
    for (const message of [
      { type: 'sell_token_reject', response: { messageId: 'm', orderId: 'order-1', chainId: 1 } },
      { type: 'sell_token_tx_success', response: { orderId: 'order-1', txHash: hash, chainId: 1 } },
      { type: 'sell_token_tx_failure', response: { orderId: 'order-1', chainId: 1 } },
      { type: 'sell_token_account', response: { messageId: 'm' } },
      { type: 'sell_token_send', response: { messageId: 'm', orderId: 'order-1' } },
    ])
      expect(parsed(message)).toEqual(message)
  })

  test('error: malformed sell messages are refused', () => {
    for (const data of [
      null,
      'sell_token_init',
      { type: 'sell_token_init', response: { ...init.response, cryptoAmount: '-1' } },
      { type: 'sell_token_init', response: { ...init.response, walletAddress: '0x12' } },
      { type: 'sell_token_init', response: { ...init.response, contractAddress: 'ETH' } },
      { type: 'sell_token_init', response: { ...init.response, provider: 'other' } },
      {
        type: 'sell_token_tx_success',
        response: { orderId: 'order-1', txHash: '0x1', chainId: 1 },
      },
      { type: 'sell_token_reject', response: { messageId: 'm', orderId: '', chainId: 1 } },
      { type: 'sell_token_reject', response: { orderId: 'order-1', chainId: 1 } },
      { type: 'sell_token_send', response: { orderId: 'order-1' } },
      { type: 'sell_token_answer', response: { messageId: 'm', txHash: hash } },
    ])
      expect(parsed(data)).toBeNull()
  })
})

describe('sellFrameAnswerSchema', () => {
  test('default: an account, the recorded order (with or without an error) or an error answers a request', () => {
    const order = { ...testSellOrder, state: 'sent', txHash: hash }
    for (const response of [
      { messageId: 'm', address: testSeller, chainId: 31337 },
      { messageId: 'm', order },
      { messageId: 'm', order: { ...order, state: 'unapproved', txHash: null }, error: 'No fee' },
      { messageId: 'm', error: 'Insufficient balance for transfer' },
    ])
      expect(sellFrameAnswerSchema.parse({ type: 'sell_token_answer', response }).response).toEqual(
        response,
      )
    expect(
      sellFrameAnswerSchema.safeParse({
        type: 'sell_token_answer',
        response: { messageId: 'm', order: { ...order, state: 'paid' } },
      }).success,
    ).toBe(false)
    expect(
      sellFrameAnswerSchema.safeParse({ type: 'sell_token_answer', response: { messageId: 'm' } })
        .success,
    ).toBe(false)
  })
})
