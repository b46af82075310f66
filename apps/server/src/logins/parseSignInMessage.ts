import { type Address, getAddress, isAddress } from 'viem'
import { ApiError } from '../http/ApiError.js'

/** The fields of an EIP-4361 "Sign-In with Ethereum" message. */
export type SignInMessage = {
  scheme?: string
  domain: string
  /** Checksummed (EIP-55). */
  address: Address
  statement?: string
  uri: string
  version: '1'
  chainId: number
  nonce: string
  issuedAt: Date
  expirationTime?: Date
  notBefore?: Date
  requestId?: string
  resources?: string[]
}

export type ParseSignInMessageErrorType = ApiError

/** A sign-in message is a few hundred characters; refuse to scan anything far larger. */
const signInMessageMaxLength = 16_384
const headerPattern =
  /^(?:(?<scheme>[a-zA-Z][a-zA-Z0-9+.-]*):\/\/)?(?<domain>[^\s/?#]+) wants you to sign in with your Ethereum account:$/
const chainIdPattern = /^[1-9][0-9]{0,15}$/
/** EIP-4361: at least 8 alphanumeric characters. */
const noncePattern = /^[a-zA-Z0-9]{8,}$/
/** RFC 3339 date-time, as EIP-4361 requires for every timestamp. */
const dateTimePattern =
  /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]+)?(?:Z|[+-][0-9]{2}:[0-9]{2})$/i
const uriSchemePattern = /^[a-zA-Z][a-zA-Z0-9+.-]*:/

/**
 * Parses an EIP-4361 sign-in message exactly as its grammar lays it out (SPEC §5 sign-in message;
 * SPEC §7 loginNonce), throwing `message_invalid` with the first field that is wrong.
 */
export function parseSignInMessage(message: string): SignInMessage {
  if (message.length > signInMessageMaxLength) throw messageInvalid('message is too long')
  if (message.includes('\r')) throw messageInvalid('lines must end with \\n only')
  const lines = new LineReader(message.split('\n'))

  const header = headerPattern.exec(lines.next() ?? '')?.groups
  if (!header?.domain) throw messageInvalid('first line is not a sign-in request')
  const address = lines.next() ?? ''
  // isAddress checks the EIP-55 checksum of mixed-case addresses.
  if (!/^0x[0-9a-fA-F]{40}$/.test(address) || !isAddress(address)) {
    throw messageInvalid('address is not an Ethereum address')
  }
  if (lines.next() !== '') throw messageInvalid('expected a blank line after the address')
  // EIP-4361: an optional one-line statement, then a blank line; without it, two blank lines.
  const statement = lines.next()
  if (statement === undefined) throw messageInvalid('missing "URI"')
  if (statement !== '' && lines.next() !== '') {
    throw messageInvalid('expected a blank line after the statement')
  }

  const uri = lines.required('URI')
  if (!isUri(uri)) throw messageInvalid('URI is not a URI')
  const version = lines.required('Version')
  if (version !== '1') throw messageInvalid('Version must be 1')
  const chainId = lines.required('Chain ID')
  if (!chainIdPattern.test(chainId)) throw messageInvalid('Chain ID is not a chain id')
  const nonce = lines.required('Nonce')
  if (!noncePattern.test(nonce)) throw messageInvalid('Nonce must be 8 or more letters or digits')
  const issuedAt = parseDateTime('Issued At', lines.required('Issued At'))
  const expirationTime = lines.optional('Expiration Time')
  const notBefore = lines.optional('Not Before')
  const requestId = lines.optional('Request ID')
  const resources = lines.resources()
  if (resources?.some((resource) => !isUri(resource))) {
    throw messageInvalid('a resource is not a URI')
  }
  if (!lines.isDone()) throw messageInvalid(`unexpected line ${lines.position + 1}`)

  return {
    ...(header.scheme ? { scheme: header.scheme } : {}),
    domain: header.domain,
    address: getAddress(address),
    ...(statement ? { statement } : {}),
    uri,
    version,
    chainId: Number(chainId),
    nonce,
    issuedAt,
    ...(expirationTime !== undefined
      ? { expirationTime: parseDateTime('Expiration Time', expirationTime) }
      : {}),
    ...(notBefore !== undefined ? { notBefore: parseDateTime('Not Before', notBefore) } : {}),
    ...(requestId !== undefined ? { requestId } : {}),
    ...(resources ? { resources } : {}),
  }
}

/** Walks the message's lines in the fixed order EIP-4361 gives its fields. */
class LineReader {
  position = 0
  constructor(private readonly lines: readonly string[]) {}

  next(): string | undefined {
    const line = this.lines[this.position]
    if (line !== undefined) this.position++
    return line
  }

  /** The value of `${label}: value` on the current line, or undefined without consuming it. */
  optional(label: string): string | undefined {
    const line = this.lines[this.position]
    if (!line?.startsWith(`${label}: `)) return undefined
    this.position++
    return line.slice(label.length + 2)
  }

  required(label: string): string {
    const value = this.optional(label)
    if (value === undefined || value === '') throw messageInvalid(`missing "${label}"`)
    return value
  }

  /** `Resources:` then one `- uri` line each, up to the end of the message. */
  resources(): string[] | undefined {
    if (this.lines[this.position] !== 'Resources:') return undefined
    this.position++
    const resources: string[] = []
    for (let line = this.lines[this.position]; line?.startsWith('- '); ) {
      resources.push(line.slice(2))
      line = this.lines[++this.position]
    }
    return resources
  }

  isDone(): boolean {
    return this.position === this.lines.length
  }
}

function parseDateTime(label: string, value: string): Date {
  const date = new Date(value)
  if (!dateTimePattern.test(value) || Number.isNaN(date.getTime())) {
    throw messageInvalid(`${label} is not an RFC 3339 date-time`)
  }
  return date
}

function isUri(value: string): boolean {
  return uriSchemePattern.test(value) && !/\s/.test(value) && URL.canParse(value)
}

function messageInvalid(reason: string): ApiError {
  return new ApiError('message_invalid', { params: { reason } })
}
