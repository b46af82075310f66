// The arguments of each child method as the host sends them in a penpal `call` (HOST-PROTOCOL §C).
// Each argument has its own schema, so a bad one is named: hosts get `invalid_params` with the
// message of the first schema that refused (never the value, which may be a secret).
import * as z from 'zod/mini'
import type { ChildMethod } from './childMethods.js'
import { evmAddressPattern } from './evmAddressPattern.js'
import { messageText } from './messageText.js'

const text = (name: string) => messageText({ error: `${name} must be a non-empty string` })

/** A required field: a non-empty string. */
const field = (name: string) => messageText({ error: `${name} must be a string` })

// SPEC §5: "Email schema: a required valid e-mail." Surrounding spaces are dropped first.
const email = text('email').check(
  z.trim(),
  z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'email must be a valid e-mail address'),
)

/** HOST-PROTOCOL §C `sendRequest`: a JSON-RPC request; the answer goes through onMethodResponse. */
const hostRequest = z.pipe(
  z.object(
    {
      id: z.union([z.string(), z.number()], { error: 'id must be a string or a number' }),
      method: field('method'),
      params: z.optional(z.unknown()),
    },
    { error: 'request must be an object' },
  ),
  z.transform(({ id, method, params }) => ({
    jsonrpc: '2.0' as const,
    id,
    method,
    ...(params === undefined ? {} : { params }),
  })),
)

/** The logins `triggerBearerLogin` takes (HOST-PROTOCOL §C). */
export const bearerLoginTypes = ['firebase', 'telegram'] as const
export type BearerLoginType = (typeof bearerLoginTypes)[number]

const bearerData = z.pipe(
  z.object(
    {
      token: field('token'),
      uid: z.optional(z.nullable(z.string({ error: 'uid must be a string' }))),
    },
    { error: 'data must be an object' },
  ),
  z.transform(({ token, uid }) => ({ token, ...(uid ? { uid } : {}) })),
)

const customLogin = z.object(
  { token: field('token'), userID: field('userID'), provider: field('provider') },
  { error: 'params must be an object' },
)

/** `initSiweLogin` (#19): the injected wallet's account and the chain it is on. */
const siweAccount = z.object(
  {
    address: z
      .string({ error: 'address must be a string' })
      .check(z.regex(evmAddressPattern, 'address must be a 0x address of 40 hex digits')),
    chainId: z
      .int({ error: 'chainId must be a positive integer' })
      .check(z.positive('chainId must be a positive integer')),
  },
  { error: 'params must be an object' },
)

/** `completeSiweLogin` (#19): the injected wallet's `personal_sign` of the sign-in message. */
const siweSignature = z.object(
  {
    signature: z
      .string({ error: 'signature must be a string' })
      .check(
        z.regex(/^0x(?:[0-9a-fA-F]{2}){65,}$/, 'signature must be 0x and at least 65 hex bytes'),
        z.maxLength(4_096, 'signature must be 0x and at least 65 hex bytes'),
      ),
  },
  { error: 'params must be an object' },
)

/**
 * One schema per argument of each child method (HOST-PROTOCOL §C); arguments past these are
 * ignored, as penpal passes whatever the host sent.
 */
export const childMethodArgs = {
  isLoggedIn: [],
  getAvailableLogins: [],
  isLoginAvailable: [text('kind')],
  initSocialLogin: [text('kind')],
  initPasswordlessLogin: [email],
  initOTPLogin: [email],
  completeOTPLogin: [text('otp').check(z.trim())],
  initSiweLogin: [siweAccount],
  completeSiweLogin: [siweSignature],
  getKeySpaceConfigType: [],
  triggerBearerLogin: [
    z.enum(bearerLoginTypes, { error: "type must be 'firebase' or 'telegram'" }),
    bearerData,
  ],
  triggerCustomLogin: [customLogin],
  getReconnectionUrl: [],
  getPublicKey: [text('id'), text('verifier')],
  sendRequest: [hostRequest],
  getUserInfo: [],
  logout: [],
  expandWallet: [],
} as const satisfies { readonly [method in ChildMethod]: readonly z.ZodMiniType[] }

type ParsedArgs<schemas extends readonly z.ZodMiniType[]> = {
  -readonly [index in keyof schemas]: z.output<schemas[index]>
}

/** The parsed arguments of every child method. */
export type ChildMethodArgs = {
  [method in ChildMethod]: ParsedArgs<(typeof childMethodArgs)[method]>
}

/** A host request as `sendRequest` parsed it. */
export type HostRequest = ChildMethodArgs['sendRequest'][0]
