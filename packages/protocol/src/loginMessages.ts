// Login page statuses posted to the opener and the frame (SPEC §7, HOST-PROTOCOL §F).
import * as z from 'zod/mini'
import { messageText, originText } from './messageText.js'

export const loginStatuses = [
  'LOGIN_INFO',
  'LOGIN_INFO_ACK',
  'LOGIN_VERIFY',
  'LOGIN_VERIFY_ACK',
  'LOGIN_INIT',
  'LOGIN_INIT_ACK',
  'LOGIN_PWDL_INQ',
  'LOGIN_PWDL_INQ_RES',
  'MFA_SETUP_ACK',
] as const
export type LoginStatus = (typeof loginStatuses)[number]

export const loginPayloadFields = [
  'state',
  'sessionID',
  'sessionExpiry',
  'messageId',
  'info',
  'mnemonic',
] as const // SPEC §7

export const popupResults = ['success', 'error'] as const // HOST-PROTOCOL §F: `{status}` to the opener

export const mfaLocalShareMissing = 'LOCAL_SHARE_MISSING' // SPEC §4: routes to MFARestore

// The messages between a wallet login page (a popup on the wallet origin) and the wallet frame
// inside the host (SPEC §7 "Login page statuses", HOST-PROTOCOL §F). Posted only with the wallet
// origin as target, and read only from the wallet origin and from the windows they are meant for.
const messageId = messageText({ maxLength: 128 })

/** `/global-redirect/` knows no app id: the frame whose login `state` it is takes it. */
export const anyAppId = '*'

/**
 * LOGIN_INFO: the social redirect page relays the provider's answer to the frame that started the
 * login (matched by `state`).
 */
export const loginInfoSchema = z.object({
  status: z.literal('LOGIN_INFO'),
  messageId,
  appId: messageText({ maxLength: 128 }),
  state: messageText(),
  info: z.object({ code: messageText(), iss: z.optional(messageText({ maxLength: 2_048 })) }),
})

/**
 * LOGIN_INFO_ACK: the frame answers at once (`done: false`, proving contact) and again when the
 * login finished (`done: true`, `error` on failure). `hostOrigin` is where the popup reports
 * `{status}` (never `*`).
 */
export const loginInfoAckSchema = z.object({
  status: z.literal('LOGIN_INFO_ACK'),
  messageId,
  done: z.boolean(),
  error: z.optional(messageText({ maxLength: 1_024 })),
  hostOrigin: z.optional(originText),
})

/** LOGIN_VERIFY: the reconnect page asks the frame of `appId` to resume `sessionID` (SPEC §5). */
export const loginVerifySchema = z.object({
  status: z.literal('LOGIN_VERIFY'),
  messageId,
  appId: messageText({ maxLength: 128 }),
  sessionID: z.nullable(z.string().check(z.maxLength(1_024))),
})

/** LOGIN_VERIFY_ACK: the frame's answer, `error` set to a SPEC §5 text on failure. */
export const loginVerifyAckSchema = z.object({
  status: z.literal('LOGIN_VERIFY_ACK'),
  messageId,
  error: z.optional(messageText({ maxLength: 1_024 })),
  hostOrigin: z.optional(originText),
})

/**
 * LOGIN_INIT: the social redirect page, before it relays anything, asks the frame of `appId`
 * whether the login of `state` is one it started and still waits for (SPEC §7, issue #20).
 */
export const loginInitSchema = z.object({
  status: z.literal('LOGIN_INIT'),
  messageId,
  appId: messageText({ maxLength: 128 }),
  state: messageText(),
})

/**
 * LOGIN_INIT_ACK: always the answer of the frame of that app (`pending: false` with `error` when
 * it waits for no such login; the frames asked by `/global-redirect/` answer only their own).
 */
export const loginInitAckSchema = z.object({
  status: z.literal('LOGIN_INIT_ACK'),
  messageId,
  state: messageText(),
  pending: z.boolean(),
  error: z.optional(messageText({ maxLength: 1_024 })),
  hostOrigin: z.optional(originText),
})

/**
 * LOGIN_PWDL_INQ: the magic-link page, opened by the host page, asks the frame of `appId`
 * whether the passwordless login of credential session `sessionID` still waits for its link.
 */
export const loginPwdlInqSchema = z.object({
  status: z.literal('LOGIN_PWDL_INQ'),
  messageId,
  appId: messageText({ maxLength: 128 }),
  sessionID: messageText({ maxLength: 128 }),
})

/**
 * LOGIN_PWDL_INQ_RES: always the frame's answer: `pending` with the link's `sessionExpiry`
 * (milliseconds since 1970), or `pending: false` with `error`.
 */
export const loginPwdlInqResSchema = z.object({
  status: z.literal('LOGIN_PWDL_INQ_RES'),
  messageId,
  sessionID: messageText({ maxLength: 128 }),
  pending: z.boolean(),
  sessionExpiry: z.optional(z.number()),
  error: z.optional(messageText({ maxLength: 1_024 })),
  hostOrigin: z.optional(originText),
})

/**
 * MFA_SETUP_ACK (SPEC §4, §7; issue #16): the login a redirect page relayed was an MFA wallet's,
 * and its MFA step (this device's factor, or a restore with the recovery secret) is done; the
 * final LOGIN_INFO_ACK follows. A login page counts it as contact, as LOGIN_INFO_ACK `done: false`.
 */
export const mfaSetupAckSchema = z.object({
  status: z.literal('MFA_SETUP_ACK'),
  messageId,
  hostOrigin: z.optional(originText),
})

/** What a wallet frame accepts from a login page. */
export const loginPageRequestSchema = z.discriminatedUnion('status', [
  loginInfoSchema,
  loginVerifySchema,
  loginInitSchema,
  loginPwdlInqSchema,
])
export type LoginPageRequest = z.output<typeof loginPageRequestSchema>

/** What a login page accepts from the wallet frame it asked. */
export const loginPageAnswerSchema = z.discriminatedUnion('status', [
  loginInfoAckSchema,
  loginVerifyAckSchema,
  loginInitAckSchema,
  loginPwdlInqResSchema,
  mfaSetupAckSchema,
])
export type LoginPageAnswer = z.output<typeof loginPageAnswerSchema>

/** HOST-PROTOCOL §F step 2: what a login page tells the host page that opened it. */
export type PopupResult = { status: 'success' } | { status: 'error'; error: string }
