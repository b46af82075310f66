import { type Hex, padHex } from 'viem'
import { describe, expect, test } from 'vitest'
import type { AlertCall } from './AlertContext.js'
import {
  coinTransfer,
  nftTransferFrom,
  spender,
  token,
  transferOf,
} from './testing/alertRequests.js'
import { fakeAlertContext, someContractCode } from './testing/fakeAlertContext.js'
import { transferToNonReceiver } from './transferToNonReceiver.js'

const supportsInterfaceSelector = '0x01ffc9a7'
const onErc721ReceivedSelector = '0x150b7a02'

/** A chain where `token` is an ERC-721 collection and `spender` a contract answering `receiver`. */
function nftChain(receiver: (call: AlertCall) => Hex | undefined) {
  return fakeAlertContext({
    codes: { [token.toLowerCase()]: someContractCode, [spender.toLowerCase()]: someContractCode },
    call: async (call) => {
      if (call.to === token && call.data.startsWith(supportsInterfaceSelector))
        return padHex('0x01', { size: 32 })
      const answer = receiver(call)
      if (answer === undefined) throw new Error('execution reverted')
      return answer
    },
  }).context
}

describe('transferToNonReceiver', () => {
  test('default: #17 alerts: an NFT transferFrom to a contract without onERC721Received is a danger', async () => {
    const context = nftChain(() => undefined)
    expect(
      await transferToNonReceiver.evaluate(nftTransferFrom(spender, 7n), context),
    ).toMatchInlineSnapshot(`
      [
        {
          "level": "danger",
          "reason": "This sends NFT #7 to 0xAb8483F64d9C6d1EcF9b849Ae677dD3315835cb2, a contract that does not accept NFTs: it would be stuck there for good.",
          "rule": "transferToNonReceiver",
        },
      ]
    `)
  })

  test('args: #17 alerts: an ERC-20 transfer to the token contract itself is a danger', async () => {
    const { context } = fakeAlertContext()
    const [alert] = await transferToNonReceiver.evaluate(transferOf(token, 10n ** 18n), context)
    expect(alert).toEqual({
      rule: 'transferToNonReceiver',
      level: 'danger',
      reason: `This sends your tokens to the token contract ${token} itself, which cannot send them back: they would be lost.`,
    })
  })

  test('behavior: #17 alerts: a receiver answering the selector, an EOA, an ERC-20 transferFrom: no alert', async () => {
    const receiving = nftChain((call) =>
      call.from === token && call.data.startsWith(onErc721ReceivedSelector)
        ? padHex(onErc721ReceivedSelector, { size: 32, dir: 'right' })
        : undefined,
    )
    expect(await transferToNonReceiver.evaluate(nftTransferFrom(spender, 7n), receiving)).toEqual(
      [],
    )
    const toEoa = fakeAlertContext({ codes: { [token.toLowerCase()]: someContractCode } }).context
    expect(await transferToNonReceiver.evaluate(nftTransferFrom(spender, 7n), toEoa)).toEqual([])
    // An ERC-20 (no ERC-165 answer) transferFrom into a contract is how dapps take deposits.
    const erc20 = fakeAlertContext({ codes: { [spender.toLowerCase()]: someContractCode } }).context
    expect(await transferToNonReceiver.evaluate(nftTransferFrom(spender, 7n), erc20)).toEqual([])
    expect(await transferToNonReceiver.evaluate(transferOf(spender, 5n), erc20)).toEqual([])
    expect(await transferToNonReceiver.evaluate(coinTransfer, erc20)).toEqual([])
  })
})
