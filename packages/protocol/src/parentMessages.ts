// What a wallet frame receives from its host page: penpal 6 messages (HOST-PROTOCOL §B) and the
// answers of the parent methods it reads (§D). Anything else is dropped before penpal sees it.
import * as z from 'zod/mini'
import { chainTypes } from './chainFamilies.js'
import { childMethods } from './childMethods.js'
import { messageText } from './messageText.js'

/** penpal 6 numbers its calls; other hosts may use strings. */
const penpalId = z.union([messageText({ maxLength: 128 }), z.number()])

/** HOST-PROTOCOL §B2: the parent's answer to the frame's `syn`, naming the parent's methods. */
export const penpalSynAckSchema = z.object({
  penpal: z.literal('synAck'),
  methodNames: z.array(messageText({ maxLength: 128 })),
})

/** HOST-PROTOCOL §B4: the host calls a child method (§C); its arguments are parsed per method. */
export const penpalCallSchema = z.object({
  penpal: z.literal('call'),
  id: penpalId,
  methodName: z.enum(childMethods),
  args: z.array(z.unknown()),
})

/** HOST-PROTOCOL §B4: the parent's answer to a call of the frame. */
export const penpalReplySchema = z.object({
  penpal: z.literal('reply'),
  id: penpalId,
  resolution: z.enum(['fulfilled', 'rejected']),
  returnValue: z.optional(z.unknown()),
  returnValueIsError: z.optional(z.boolean()),
})

/** Every message a wallet frame accepts from its parent. */
export const parentToChildMessageSchema = z.discriminatedUnion('penpal', [
  penpalSynAckSchema,
  penpalCallSchema,
  penpalReplySchema,
])
export type ParentToChildMessage = z.output<typeof parentToChildMessageSchema>

/**
 * The answers of the parent methods whose result the wallet reads (HOST-PROTOCOL §D). A result
 * that does not parse counts as no answer.
 */
export const parentMethodResults = {
  /** 0 NoUI, 1 Widget, 2 Full. */
  getAppMode: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** The host page's URL; the wallet keeps only its origin. */
  getParentUrl: z.pipe(
    z.string().check(z.maxLength(8_192), z.refine(URL.canParse)),
    z.transform((url) => new URL(url).origin),
  ),
  /** `{name, chainType, themeConfig}`: the wallet reads only `chainType` (the gateway's holds). */
  getAppConfig: z.object({ chainType: z.enum(chainTypes) }),
  /** Our SDK's: the login kind the host started last ('google', 'passwordless', … or ''). */
  getLoginSource: messageText({ maxLength: 64 }),
  getSDKVersion: messageText({ maxLength: 64 }),
  getWalletPosition: z.enum(['left', 'right']),
} as const
