import { WalletError } from '@tessera/errors'
import type { ChildMethod } from '@tessera/protocol'
import { asRecord, optionalStringField, stringField } from '../parse/fields.js'
import type { ChildCalls, HostRequest } from './ChildCalls.js'

// SPEC §5: "Email schema: a required valid e-mail."
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const maxStringLength = 16_384

const text = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || value === '' || value.length > maxStringLength)
    throw new TypeError(`${name} must be a non-empty string`)
  return value
}
const email = (value: unknown): string => {
  const address = text(value, 'email').trim()
  if (!emailPattern.test(address)) throw new TypeError('email must be a valid e-mail address')
  return address
}
const request = (value: unknown): HostRequest => {
  const record = asRecord(value, 'request')
  const { id } = record
  if (typeof id !== 'string' && !(typeof id === 'number' && Number.isFinite(id)))
    throw new TypeError('id must be a string or a number')
  return {
    jsonrpc: '2.0',
    id,
    method: stringField(record, 'method'),
    ...(record.params === undefined ? {} : { params: record.params }),
  }
}

const parsers: { readonly [method in ChildMethod]: (args: unknown[]) => ChildCalls[method] } = {
  isLoggedIn: () => [],
  getAvailableLogins: () => [],
  isLoginAvailable: ([kind]) => [text(kind, 'kind')],
  initSocialLogin: ([kind]) => [text(kind, 'kind')],
  initPasswordlessLogin: ([address]) => [email(address)],
  initOTPLogin: ([address]) => [email(address)],
  completeOTPLogin: ([otp]) => [text(otp, 'otp').trim()],
  getKeySpaceConfigType: () => [],
  triggerBearerLogin: ([type, data]) => {
    if (type !== 'firebase' && type !== 'telegram')
      throw new TypeError("type must be 'firebase' or 'telegram'")
    const record = asRecord(data, 'data')
    const uid = optionalStringField(record, 'uid')
    return [type, { token: stringField(record, 'token'), ...(uid ? { uid } : {}) }]
  },
  triggerCustomLogin: ([params]) => {
    const record = asRecord(params, 'params')
    return [
      {
        token: stringField(record, 'token'),
        userID: stringField(record, 'userID'),
        provider: stringField(record, 'provider'),
      },
    ]
  },
  getReconnectionUrl: () => [],
  getPublicKey: ([id, verifier]) => [text(id, 'id'), text(verifier, 'verifier')],
  sendRequest: ([value]) => [request(value)],
  getUserInfo: () => [],
  logout: () => [],
  expandWallet: () => [],
}

/**
 * Parses a child method's arguments as the host sent them (STYLE B1.3); anything malformed is
 * `invalid_params` naming the field, never echoing its value.
 */
export function parseChildArgs<method extends ChildMethod>(
  method: method,
  args: unknown[],
): ChildCalls[method] {
  try {
    return parsers[method](args)
  } catch (error) {
    const reason = error instanceof TypeError ? error.message : 'malformed arguments'
    throw new WalletError('invalid_params', { params: { reason: `${method}: ${reason}` } })
  }
}
