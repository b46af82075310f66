import type { SellOrder } from '@tessera/protocol'
import { describe, expect, test } from 'vitest'
import { dispatchWindowMessage, fakeWindow } from '../testing/dispatchWindowMessage.js'
import { listenToSellPages, type SellOrderAnswer } from './listenToSellPages.js'

const walletOrigin = 'https://wallet.example'
const hash = `0x${'ab'.repeat(32)}`
const seller = '0x1111111111111111111111111111111111111111'
const order: SellOrder = {
  orderId: 'o-1',
  chainId: 31337,
  cryptoAmount: '0.05',
  cryptoCurrency: 'ETH',
  contractAddress: 'NATIVE',
  decimals: 18,
  logo: null,
  to: '0x5e11000000000000000000000000000000de9051',
  from: seller,
  fiatAmount: '100',
  fiatCurrency: 'USD',
  totalFeeInFiat: '2.5',
  state: 'unapproved',
  txHash: null,
}
const sent: SellOrder = { ...order, state: 'sent', txHash: hash }

function setup(
  send: (orderId: string) => Promise<SellOrderAnswer> = async () => ({ order: sent }),
) {
  const target = new EventTarget() as unknown as Window
  const sellTab = fakeWindow()
  const calls: string[] = []
  const stop = listenToSellPages({
    walletOrigin,
    isOpenedPage: (source) => source === (sellTab as unknown as Window),
    target,
    handlers: {
      init: (sell) => {
        calls.push(`init ${sell.orderId} ${sell.cryptoAmount}`)
        return { order }
      },
      reject: (orderId) => {
        calls.push(`reject ${orderId}`)
        return { order: { ...order, state: 'rejected' } }
      },
      account: () => ({ address: seller, chainId: 31337 }),
      send,
      order: () => ({ order }),
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
  response: { messageId: 'r', orderId: 'o-1', chainId: 31337 },
}
const init = {
  type: 'sell_token_init',
  response: {
    messageId: 'i',
    orderId: 'o-1',
    provider: 'transak',
    chainId: 31337,
    contractAddress: 'NATIVE',
    tokenDecimals: 18,
    tokenLogo: null,
    network: 'tessera_local',
    cryptoCurrency: 'ETH',
    cryptoAmount: '9',
    walletAddress: order.to,
    partnerCustomerId: seller,
    fiatAmount: '100',
    fiatCurrency: 'USD',
    totalFeeInFiat: '2.5',
    status: 'AWAITING_PAYMENT_FROM_USER',
  },
}

describe('listenToSellPages', () => {
  test('I-024, S-022, S-024: init and reject of a tab the frame opened are answered with the order as the frame recorded it', () => {
    const { calls, post, answers } = setup()
    post(init)
    post(reject)
    expect(calls).toEqual(['init o-1 9', 'reject o-1'])
    // The answer is the frame's record (0.05), not what the page sent (9).
    expect(answers()).toEqual([
      { messageId: 'i', order },
      { messageId: 'r', order: { ...order, state: 'rejected' } },
    ])
  })

  test('S-025, S-026: the page’s tx success and failure only confirm: they change nothing', () => {
    const { calls, post, answers } = setup()
    post({ type: 'sell_token_tx_success', response: { orderId: 'o-1', txHash: hash, chainId: 1 } })
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
    post({ type: 'sell_token_reject', response: { orderId: 'o-1', chainId: 1 } })
    post(
      { type: 'sell_token_send', response: { messageId: 'm', orderId: 'o-1' } },
      { source: fakeWindow() },
    )
    expect(calls).toEqual([])
  })

  test('behavior: requests are answered to the asking tab only, with the wallet origin as target', async () => {
    const { sellTab, post } = setup()
    post({ type: 'sell_token_account', response: { messageId: 'a' } })
    post({ type: 'sell_token_send', response: { messageId: 's', orderId: 'o-1' } })
    await expect.poll(() => sellTab.posted.length).toBe(2)
    expect(sellTab.posted).toEqual([
      {
        message: {
          type: 'sell_token_answer',
          response: { messageId: 'a', address: seller, chainId: 31337 },
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
    post({ type: 'sell_token_send', response: { messageId: 's', orderId: 'o-1' } })
    await expect.poll(() => sellTab.posted.length).toBe(1)
    expect(sellTab.posted[0]?.message).toEqual({
      type: 'sell_token_answer',
      response: { messageId: 's', order, error: 'failed: insufficient funds' },
    })
  })
})
