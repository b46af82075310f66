import { isRecord } from '../parse/fields.js'

/**
 * Messages between a wallet login page (popup on the wallet origin) and the wallet frame inside
 * the host (SPEC §7 "Login page statuses", HOST-PROTOCOL §F). Posted only with the wallet origin
 * as target, and checked for that origin on receipt.
 *
 * - LOGIN_INFO: the social redirect page relays the provider's answer to the frame that started
 *   the login (matched by `state`); the frame answers LOGIN_INFO_ACK at once (`done: false`,
 *   proving contact) and again when the login finished (`done: true`, `error` on failure).
 * - LOGIN_VERIFY: the reconnect page asks the frame of `appId` to resume `sessionID`; the
 *   frame answers LOGIN_VERIFY_ACK with `error` set to a SPEC §5 text on failure.
 */
export type LoginPageMessage =
  | {
      readonly status: 'LOGIN_INFO'
      readonly messageId: string
      readonly appId: string
      readonly state: string
      readonly info: { readonly code: string; readonly iss?: string }
    }
  | {
      readonly status: 'LOGIN_INFO_ACK'
      readonly messageId: string
      readonly done: boolean
      readonly error?: string
      /** The page the frame lives in: where the popup reports `{status}` (never `*`). */
      readonly hostOrigin?: string
    }
  | {
      readonly status: 'LOGIN_VERIFY'
      readonly messageId: string
      readonly appId: string
      readonly sessionID: string | null
    }
  | {
      readonly status: 'LOGIN_VERIFY_ACK'
      readonly messageId: string
      readonly error?: string
      readonly hostOrigin?: string
    }

const str = (value: unknown): value is string => typeof value === 'string' && value !== ''

/** Parses a message of `LoginPageMessage`'s shapes, or null for anything else. */
export function parseLoginPageMessage(data: unknown): LoginPageMessage | null {
  if (!isRecord(data) || !str(data.messageId)) return null
  const { messageId } = data
  const error = str(data.error) ? { error: data.error } : {}
  const hostOrigin =
    str(data.hostOrigin) && URL.canParse(data.hostOrigin)
      ? { hostOrigin: new URL(data.hostOrigin).origin }
      : {}
  switch (data.status) {
    case 'LOGIN_INFO': {
      const info = isRecord(data.info) ? data.info : {}
      if (!str(data.appId) || !str(data.state) || !str(info.code)) return null
      return {
        status: 'LOGIN_INFO',
        messageId,
        appId: data.appId,
        state: data.state,
        info: { code: info.code, ...(str(info.iss) ? { iss: info.iss } : {}) },
      }
    }
    case 'LOGIN_INFO_ACK':
      return {
        status: 'LOGIN_INFO_ACK',
        messageId,
        done: data.done === true,
        ...error,
        ...hostOrigin,
      }
    case 'LOGIN_VERIFY':
      if (!str(data.appId)) return null
      return {
        status: 'LOGIN_VERIFY',
        messageId,
        appId: data.appId,
        sessionID: str(data.sessionID) ? data.sessionID : null,
      }
    case 'LOGIN_VERIFY_ACK':
      return { status: 'LOGIN_VERIFY_ACK', messageId, ...error, ...hostOrigin }
    default:
      return null
  }
}
