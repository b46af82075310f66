import type { Hex } from '@tessera/keys'
import { addressField } from '../parse/addressField.js'
import { asRecord, numberField, optionalStringField, stringField } from '../parse/fields.js'
import { hexPattern } from '../parse/hexPatterns.js'
import type { KeyNodeCredentials, LoggedInUser } from './LoggedInUser.js'

/** Parses a login the vault opened (the stash, the `pk` cache): storage is untrusted input. */
export function parseLoggedInUser(value: unknown): LoggedInUser {
  const record = asRecord(value, 'user')
  const address = addressField(record, 'address')
  const publicKey = stringField(record, 'publicKey')
  const privateKey = stringField(record, 'privateKey')
  if (!hexPattern.test(publicKey) || !hexPattern.test(privateKey) || privateKey.length !== 66)
    throw new TypeError('keys must be hex')
  const email = optionalStringField(record, 'email')
  const name = optionalStringField(record, 'name')
  const picture = optionalStringField(record, 'picture')
  return {
    loginType: stringField(record, 'loginType'),
    verifier: stringField(record, 'verifier'),
    id: stringField(record, 'id'),
    ...(email === undefined ? {} : { email }),
    ...(name === undefined ? {} : { name }),
    ...(picture === undefined ? {} : { picture }),
    address,
    publicKey: publicKey as Hex,
    privateKey: privateKey as Hex,
    loginToken: stringField(record, 'loginToken'),
    loggedInAt: numberField(record, 'loggedInAt'),
    ...(record.hasMfa === true ? { hasMfa: true } : {}),
    ...(record.keyNodeLogin === undefined
      ? {}
      : { keyNodeLogin: parseKeyNodeCredentials(record.keyNodeLogin) }),
  }
}

function parseKeyNodeCredentials(value: unknown): KeyNodeCredentials {
  const record = asRecord(value, 'keyNodeLogin')
  const oneTimePrivateKey = stringField(record, 'oneTimePrivateKey')
  if (!hexPattern.test(oneTimePrivateKey) || oneTimePrivateKey.length !== 66)
    throw new TypeError('the one-time key must be hex')
  return { token: stringField(record, 'token'), oneTimePrivateKey: oneTimePrivateKey as Hex }
}
