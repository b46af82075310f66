// Window messages of the on-ramp sell flow (SPEC §4, §7).
import * as z from 'zod/mini'
import { evmAddressPattern } from './evmAddressPattern.js'
import { messageText } from './messageText.js'

// The messages between the wallet's sell page (`/:appId/sell/transak`, a tab on the wallet origin
// the wallet frame opened) and that frame (SPEC §7, shared/notes §4f): `{type, response}`, posted
// only with the wallet origin as target and read only from the wallet origin and the window meant.
const orderId = messageText({ maxLength: 128 })
const messageId = messageText({ maxLength: 128 })
const chainId = z.number().check(z.int(), z.positive())
const evmAddress = z.string().check(z.regex(evmAddressPattern))
/** A non-negative decimal as Transak writes amounts ('0.05', '100'). */
const decimalText = z.string().check(z.maxLength(64), z.regex(/^\d+(\.\d+)?$/))
const txHash = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))

/**
 * The fields of the card on-ramp's sell query (shared/notes §4c) as a sell message carries them:
 * one definition, read by the sell page's query parser (which adds its own stricter rules) and by
 * sell_token_init.
 */
export const sellQueryFields = {
  orderId,
  network: messageText({ maxLength: 128 }),
  cryptoCurrency: messageText({ maxLength: 16 }),
  cryptoAmount: decimalText,
  walletAddress: evmAddress,
  partnerCustomerId: evmAddress,
  fiatAmount: decimalText,
  fiatCurrency: messageText({ maxLength: 16 }),
  totalFeeInFiat: decimalText,
  status: messageText({ maxLength: 128 }),
}

/**
 * sell_token_init: the sell page loaded an order (the §4c query) and the token it sells (from the
 * crypto-currency list): the frame records the Sell activity once per `orderId` (SPEC §4) and
 * follows the order. `contractAddress` is 'NATIVE' for the chain's coin. A request (issue #20):
 * the frame answers `messageId` with the order as IT recorded it (`sellOrderSchema`), which is all
 * the page shows, or with why it refused.
 */
export const sellTokenInitSchema = z.object({
  type: z.literal('sell_token_init'),
  response: z.object({
    messageId,
    ...sellQueryFields,
    provider: z.literal('transak'),
    chainId,
    contractAddress: z.union([z.literal('NATIVE'), evmAddress]),
    tokenDecimals: z.number().check(z.int(), z.gte(0), z.lte(36)),
    tokenLogo: z.nullable(messageText({ maxLength: 2_048 })),
  }),
})

/**
 * sell_token_reject: the user rejected the order on the sell page (SPEC §4: Rejected). A request:
 * the frame answers `messageId` with the order's state after it (`sellOrderSchema`).
 */
export const sellTokenRejectSchema = z.object({
  type: z.literal('sell_token_reject'),
  response: z.object({ messageId, orderId, chainId }),
})

/** sell_token_tx_success: the order's crypto was sent in `txHash` (SPEC §4: Approved). */
export const sellTokenTxSuccessSchema = z.object({
  type: z.literal('sell_token_tx_success'),
  response: z.object({ orderId, txHash, chainId }),
})

/** sell_token_tx_failure: sending the order's crypto failed (SPEC §4: Failed). */
export const sellTokenTxFailureSchema = z.object({
  type: z.literal('sell_token_tx_failure'),
  response: z.object({ orderId, chainId }),
})

/**
 * sell_token_account (issue #20, the wallet's own): the sell page asks the frame for the logged-in
 * address and the chain it is on, so it refuses an order of another user or chain before
 * anything is recorded.
 */
export const sellTokenAccountSchema = z.object({
  type: z.literal('sell_token_account'),
  response: z.object({ messageId }),
})

/**
 * sell_token_send (issue #20, the wallet's own): the user approved on the sell page; the frame,
 * which alone holds the key, sends the transfer it recorded at sell_token_init for `orderId` (its
 * amount, token and deposit address, never anything sent later), at most once.
 */
export const sellTokenSendSchema = z.object({
  type: z.literal('sell_token_send'),
  response: z.object({ messageId, orderId }),
})

/** What a wallet frame accepts from a sell page it opened. */
export const sellPageMessageSchema = z.discriminatedUnion('type', [
  sellTokenInitSchema,
  sellTokenRejectSchema,
  sellTokenTxSuccessSchema,
  sellTokenTxFailureSchema,
  sellTokenAccountSchema,
  sellTokenSendSchema,
])
export type SellPageMessage = z.output<typeof sellPageMessageSchema>
export type SellTokenInit = z.output<typeof sellTokenInitSchema>['response']

const errorText = messageText({ maxLength: 1_024 })

/**
 * A Sell as the frame recorded it (issue #20): the transfer Approve sends (amount, token, decimals,
 * recipient, chain) and where the order is: `unapproved` (Approve and Reject offered), `sending`,
 * `sent` (with the hash), `failed`, `rejected`, or `closed` (the order ended at the provider).
 */
export const sellOrderSchema = z.object({
  orderId,
  chainId,
  cryptoAmount: decimalText,
  cryptoCurrency: messageText({ maxLength: 16 }),
  contractAddress: z.union([z.literal('NATIVE'), evmAddress]),
  decimals: z.number().check(z.int(), z.gte(0), z.lte(36)),
  logo: z.nullable(messageText({ maxLength: 2_048 })),
  to: evmAddress,
  from: evmAddress,
  fiatAmount: decimalText,
  fiatCurrency: messageText({ maxLength: 16 }),
  totalFeeInFiat: decimalText,
  state: z.enum(['unapproved', 'sending', 'sent', 'failed', 'rejected', 'closed']),
  txHash: z.nullable(txHash),
})
export type SellOrder = z.output<typeof sellOrderSchema>

/**
 * The frame's answer to a sell page's request (`messageId`): to sell_token_account the address
 * and chain id; to sell_token_init, sell_token_reject and sell_token_send the order as recorded
 * (with the SPEC §8 text of a failed send); to any the text of a refusal.
 */
export const sellFrameAnswerSchema = z.object({
  type: z.literal('sell_token_answer'),
  response: z.union([
    z.object({ messageId, address: evmAddress, chainId }),
    z.object({ messageId, order: sellOrderSchema, error: z.optional(errorText) }),
    z.object({ messageId, error: errorText }),
  ]),
})
export type SellFrameAnswer = z.output<typeof sellFrameAnswerSchema>['response']
