import { evmAddressPattern } from '../evmAddressPattern.js'
import { parseRfc3339DateTime } from './parseRfc3339DateTime.js'
import type { SiweMalformedReason } from './SiweMalformedReason.js'
import type { SiweMessage } from './SiweMessage.js'
import {
  chainIdPattern,
  domainPattern,
  isUri,
  noncePattern,
  requestIdPattern,
  schemePattern,
  statementPattern,
} from './siweGrammar.js'

/** A message read as Sign-In with Ethereum: one, not one, or one that breaks the format. */
export type ParsedSiwe =
  | { readonly kind: 'siwe'; readonly message: SiweMessage }
  | { readonly kind: 'notSiwe' }
  | { readonly kind: 'malformedSiwe'; readonly reasons: readonly SiweMalformedReason[] }

export type ParseSiweMessageParameters = {
  /**
   * EIP-55: the address with its checksum capitals (viem's `checksumAddress`). Passed in because
   * the checksum is a keccak-256 hash, and this package holds schemas, not hashing.
   */
  readonly checksumAddress: (address: `0x${string}`) => string
}

// EIP-4361: wallets SHOULD warn when this appears anywhere in a message that does not conform.
const signInPhrase = 'wants you to sign in with your Ethereum account:'
const headerPattern = new RegExp(`^(?:([^:/\\s]+)://)?(\\S*) ${signInPhrase}$`)
const isDateTime = (value: string) => parseRfc3339DateTime(value) !== null

/**
 * Reads a text as an EIP-4361 message, following the EIP's ABNF line by line (#17 SIWE; SPEC §5
 * sign-in message): `notSiwe` when the sign-in phrase is nowhere in it, `malformedSiwe` with
 * every reason when it has the phrase but breaks the format.
 */
export function parseSiweMessage(text: string, parameters: ParseSiweMessageParameters): ParsedSiwe {
  if (!text.includes(signInPhrase)) return { kind: 'notSiwe' }
  const lines = text.split('\n')
  const header = headerPattern.exec(lines[0] ?? '')
  if (!header) return { kind: 'malformedSiwe', reasons: ['invalidHeader'] }
  const reasons: SiweMalformedReason[] = []
  const check = (isValid: boolean, reason: SiweMalformedReason) => {
    if (!isValid) reasons.push(reason)
  }
  const [, scheme = null, domain = ''] = header
  check(
    (scheme === null || schemePattern.test(scheme)) && domainPattern.test(domain),
    'invalidDomain',
  )
  const address = lines[1] ?? ''
  // `address = "0x" 40*40HEXDIG`; its EIP-55 checksum is checked below.
  const isAddress = evmAddressPattern.test(address)
  check(isAddress, 'invalidAddress')
  // EIP-4361 ABNF: the address "must also conform to capitalization checksum encoding specified
  // in EIP-55", so an all-lower-case address is malformed too.
  check(
    !isAddress || parameters.checksumAddress(address as `0x${string}`) === address,
    'addressNotChecksummed',
  )
  check(lines[2] === '', 'invalidLayout')
  const { statement, next, isLayoutValid } = readStatement(lines)
  check(statement === null || statementPattern.test(statement), 'invalidStatement')
  check(isLayoutValid, 'invalidLayout')

  let index = next
  const field = (tag: string): string | null => {
    const line = lines[index]
    if (line === undefined || !line.startsWith(`${tag}: `)) return null
    index += 1
    return line.slice(tag.length + 2)
  }
  const required = (
    tag: string,
    isValid: (value: string) => boolean,
    missing: SiweMalformedReason,
    invalid: SiweMalformedReason,
  ): string => {
    const value = field(tag)
    check(value !== null, missing)
    check(value === null || isValid(value), invalid)
    return value ?? ''
  }
  const optional = (
    tag: string,
    isValid: (value: string) => boolean,
    invalid: SiweMalformedReason,
  ): string | null => {
    const value = field(tag)
    check(value === null || isValid(value), invalid)
    return value
  }
  const uri = required('URI', isUri, 'missingUri', 'invalidUri')
  required('Version', (value) => value === '1', 'missingVersion', 'invalidVersion')
  const chainId = required(
    'Chain ID',
    (value) => chainIdPattern.test(value) && Number.isSafeInteger(Number(value)),
    'missingChainId',
    'invalidChainId',
  )
  const nonce = required(
    'Nonce',
    (value) => noncePattern.test(value),
    'missingNonce',
    'invalidNonce',
  )
  const issuedAt = required('Issued At', isDateTime, 'missingIssuedAt', 'invalidIssuedAt')
  const expirationTime = optional('Expiration Time', isDateTime, 'invalidExpirationTime')
  const notBefore = optional('Not Before', isDateTime, 'invalidNotBefore')
  const requestId = optional(
    'Request ID',
    (value) => requestIdPattern.test(value),
    'invalidRequestId',
  )
  const resources: string[] = []
  if (lines[index] === 'Resources:') {
    index += 1
    for (; index < lines.length && lines[index]?.startsWith('- '); index += 1) {
      const resource = (lines[index] ?? '').slice(2)
      check(isUri(resource), 'invalidResource')
      resources.push(resource)
    }
  }
  check(index === lines.length, 'unexpectedLine')
  if (reasons.length > 0) return { kind: 'malformedSiwe', reasons: [...new Set(reasons)] }
  return {
    kind: 'siwe',
    message: {
      scheme,
      domain,
      address: address as `0x${string}`,
      statement,
      uri,
      version: '1',
      chainId: Number(chainId),
      nonce,
      issuedAt,
      expirationTime,
      notBefore,
      requestId,
      resources,
    },
  }
}

/**
 * The statement after the address and its blank line, and the index of the line after it. The
 * ABNF writes `address LF LF [ statement LF ] LF "URI: "`: without a statement there are two
 * blank lines, so a URI right after one blank line breaks the layout (as does a statement with no
 * blank line after it). The ABNF's statement may be empty: three blank lines, no statement.
 */
function readStatement(lines: readonly string[]): {
  readonly statement: string | null
  readonly next: number
  readonly isLayoutValid: boolean
} {
  const [third, fourth] = [lines[3], lines[4]]
  if (third === undefined) return { statement: null, next: 3, isLayoutValid: false }
  if (third === '') return { statement: null, next: fourth === '' ? 5 : 4, isLayoutValid: true }
  if (third.startsWith('URI: ') && fourth !== '') {
    return { statement: null, next: 3, isLayoutValid: false }
  }
  return fourth === ''
    ? { statement: third, next: 5, isLayoutValid: true }
    : { statement: third, next: 4, isLayoutValid: false }
}
