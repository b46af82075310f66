import type { SellOrder } from '@tessera/protocol'
import { testSeller, testSellInit, testSellOrder } from '@tessera/protocol/testing'
import { describe, expect, test } from 'vitest'
import { dispatchWindowMessage, fakeWindow } from '../testing/dispatchWindowMessage.js'
import { listenToSellPages, type SellOrderAnswer } from './listenToSellPages.js'

const walletOrigin = 'https://wallet.example'
const hash = `0x${'ab'.repeat(32)}`
const sent: SellOrder = { ...testSellOrder, state: 'sent', txHash: hash }

function setup(
  send: (orderId: string) => Promise<SellOrderAnswer> = async () => ({ order: sent }),
  initFails?: Error,
) {
  const target = new EventTarget() as unknown as Window
  const sellTab = fakeWindow()
  const calls: string[] = []
  const stop = listenToSellPages({
    walletOrigin,
    isOpenedPage: (source) => source === (sellTab as unknown as Window),
    target,
    handlers: {
      init: async (sell) => {
        calls.push(`init ${sell.orderId} ${sell.cryptoAmount}`)
        if (initFails) throw initFails
        return { order: testSellOrder }
      },
      reject: (orderId) => {
        calls.push(`reject ${orderId}`)
        return { order: { ...testSellOrder, state: 'rejected' } }
      },
      account: () => ({ address: testSeller, chainId: 31337 }),
      send,
      order: () => ({ order: testSellOrder }),
      failureMessage: (error) => `failed: ${(error as Error).message}`,
    },
  })
  const post = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    dispatchWindowMessage(target, {
      data,
      origin: from.origin ?? walletOrigin,
      source: from.source ?? sellTab,
    })
  const answers = () =>
    sellTab.posted.map(({ message }) => (message as { response: unknown }).response)
  return { sellTab, calls, post, stop, answers }
}

const reject = {
  type: 'sell_token_reject',
  response: { messageId: 'r', orderId: 'order-1', chainId: 31337 },
}
const init = {
  type: 'sell_token_init',
  response: { ...testSellInit, messageId: 'i', cryptoAmount: '9' },
}

describe('listenToSellPages', () => {
  test('I-024, S-022, S-024: init and reject of a tab the frame opened are answered with the order as the frame recorded it', async () => {
    const { calls, post, answers } = setup()
    post(init)
    await expect.poll(() => answers().length).toBe(1)
    post(reject)
    expect(calls).toEqual(['init order-1 9', 'reject order-1'])
    // The answer is the frame's record (0.05), not what the page sent (9).
    expect(answers()).toEqual([
      { messageId: 'i', order: testSellOrder },
      { messageId: 'r', order: { ...testSellOrder, state: 'rejected' } },
    ])
  })

  test('S-025, S-026: the page’s tx success and failure only confirm: they change nothing', () => {
    const { calls, post, answers } = setup()
    post({
      type: 'sell_token_tx_success',
      response: { orderId: 'order-1', txHash: hash, chainId: 1 },
    })
    post({ type: 'sell_token_tx_failure', response: { orderId: 'o-2', chainId: 1 } })
    expect(calls).toEqual([])
    expect(answers()).toEqual([])
  })

  test('I-024: a sell message from another origin, from a window the frame did not open, or malformed changes nothing', () => {
    const { calls, post } = setup()
    post(reject, { origin: 'https://evil.example' })
    post(reject, { origin: `${walletOrigin}/` })
    post(reject, { source: fakeWindow() })
    post(init, { source: fakeWindow() })
    post({ type: 'sell_token_reject', response: { orderId: 'order-1', chainId: 1 } })
    post(
      { type: 'sell_token_send', response: { messageId: 'm', orderId: 'order-1' } },
      { source: fakeWindow() },
    )
    expect(calls).toEqual([])
  })

  test('behavior: requests are answered to the asking tab only, with the wallet origin as target', async () => {
    const { sellTab, post } = setup()
    post({ type: 'sell_token_account', response: { messageId: 'a' } })
    post({ type: 'sell_token_send', response: { messageId: 's', orderId: 'order-1' } })
    await expect.poll(() => sellTab.posted.length).toBe(2)
    expect(sellTab.posted).toEqual([
      {
        message: {
          type: 'sell_token_answer',
          response: { messageId: 'a', address: testSeller, chainId: 31337 },
        },
        targetOrigin: walletOrigin,
      },
      {
        message: { type: 'sell_token_answer', response: { messageId: 's', order: sent } },
        targetOrigin: walletOrigin,
      },
    ])
  })

  test('error: a failed send is answered with its SPEC §8 text and the order as recorded after it', async () => {
    const { sellTab, post } = setup(() => Promise.reject(new Error('insufficient funds')))
    post({ type: 'sell_token_send', response: { messageId: 's', orderId: 'order-1' } })
    await expect.poll(() => sellTab.posted.length).toBe(1)
    expect(sellTab.posted[0]?.message).toEqual({
      type: 'sell_token_answer',
      response: { messageId: 's', order: testSellOrder, error: 'failed: insufficient funds' },
    })
  })

  test('error: an init that fails (the token check could not run) is answered with its text', async () => {
    const { sellTab, post } = setup(undefined, new Error('node down'))
    post(init)
    await expect.poll(() => sellTab.posted.length).toBe(1)
    expect(sellTab.posted[0]?.message).toEqual({
      type: 'sell_token_answer',
      response: { messageId: 'i', error: 'failed: node down' },
    })
  })
})
