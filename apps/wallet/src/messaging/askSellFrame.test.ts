import { describe, expect, test } from 'vitest'
import { dispatchWindowMessage, fakeWindow } from '../testing/dispatchWindowMessage.js'
import { sellFrameChannel } from './askSellFrame.js'

const walletOrigin = 'https://wallet.example'
const seller = '0x1111111111111111111111111111111111111111'

function setup() {
  const frame = fakeWindow()
  const page = Object.assign(new EventTarget(), { opener: frame }) as unknown as Window
  const channel = sellFrameChannel(walletOrigin, page)
  if (!channel) throw new Error('no channel')
  const answer = (response: unknown, from: { origin?: string; source?: unknown } = {}) =>
    dispatchWindowMessage(page, {
      data: { type: 'sell_token_answer', response },
      origin: from.origin ?? walletOrigin,
      source: from.source ?? frame,
    })
  const askedId = () => {
    const [last] = frame.posted.slice(-1)
    return (last?.message as { response: { messageId: string } } | undefined)?.response.messageId
  }
  return { frame, channel, answer, askedId }
}

describe('sellFrameChannel', () => {
  test('I-024: reports go to the opener (the wallet frame) with the wallet origin as target', () => {
    const { frame, channel } = setup()
    channel.report({ type: 'sell_token_tx_failure', response: { orderId: 'o-1', chainId: 1 } })
    expect(frame.posted).toEqual([
      {
        message: { type: 'sell_token_tx_failure', response: { orderId: 'o-1', chainId: 1 } },
        targetOrigin: walletOrigin,
      },
    ])
  })

  test('behavior: an answer counts only from the wallet origin and the opener, for the asked messageId', async () => {
    const { channel, answer, askedId } = setup()
    const asked = channel.ask({ type: 'sell_token_account' })
    const messageId = askedId()
    const account = { messageId, address: seller, chainId: 31337 }
    answer({ ...account, address: `0x${'22'.repeat(20)}` }, { origin: 'https://evil.example' })
    answer({ ...account, address: `0x${'33'.repeat(20)}` }, { source: fakeWindow() })
    answer({ ...account, messageId: 'other' })
    answer(account)
    expect(await asked).toEqual(account)
  })

  test('error: no answer within the timeout rejects; no opener is no channel', async () => {
    const { channel } = setup()
    await expect(channel.ask({ type: 'sell_token_send', orderId: 'o-1' }, 10)).rejects.toThrow(
      'request timed out',
    )
    const alone = Object.assign(new EventTarget(), { opener: null }) as unknown as Window
    expect(sellFrameChannel(walletOrigin, alone)).toBeNull()
  })
})
