import { describe, expect, test } from 'vitest'
import { parseSiweMessage } from './parseSiweMessage.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * A stand-in for viem's EIP-55 `checksumAddress` (this package hashes nothing): the checksummed
 * spelling of the test address; any other address is taken as written.
 */
const checksumAddress = (text: string) =>
  text.toLowerCase() === address.toLowerCase() ? address : text
const parse = (text: string) => parseSiweMessage(text, { checksumAddress })

/** A message as EIP-4361 writes it, each line replaceable by the test. */
const lines = {
  header: 'https://app.example wants you to sign in with your Ethereum account:',
  address,
  blank: '',
  statement: 'Sign in to App.',
  blank2: '',
  uri: 'URI: https://app.example/login',
  version: 'Version: 1',
  chainId: 'Chain ID: 1',
  nonce: 'Nonce: 32891756ab',
  issuedAt: 'Issued At: 2026-11-21T07:00:00Z',
}
const message = (changes: Partial<Record<keyof typeof lines, string | null>> = {}, extra = '') =>
  Object.entries({ ...lines, ...changes })
    .flatMap(([, line]) => (line === null ? [] : [line]))
    .join('\n') + extra
const headerFor = (domain: string) => `${domain} wants you to sign in with your Ethereum account:`

describe('parseSiweMessage', () => {
  test('default: #17 SIWE every field of a message', () => {
    expect(
      parse(
        message(
          {},
          '\nExpiration Time: 2026-11-22T07:00:00Z\nNot Before: 2026-11-21T06:00:00Z\nRequest ID: req-1\nResources:\n- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/\n- https://app.example/tos',
        ),
      ),
    ).toEqual({
      kind: 'siwe',
      message: {
        scheme: 'https',
        domain: 'app.example',
        address,
        statement: 'Sign in to App.',
        uri: 'https://app.example/login',
        version: '1',
        chainId: 1,
        nonce: '32891756ab',
        issuedAt: '2026-11-21T07:00:00Z',
        expirationTime: '2026-11-22T07:00:00Z',
        notBefore: '2026-11-21T06:00:00Z',
        requestId: 'req-1',
        resources: [
          'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
          'https://app.example/tos',
        ],
      },
    })
  })

  test('args: #17 SIWE no scheme, a port, no statement and no optional fields', () => {
    const parsed = parse(message({ header: headerFor('localhost:5173'), statement: null }))
    expect(parsed).toEqual({
      kind: 'siwe',
      message: expect.objectContaining({
        scheme: null,
        domain: 'localhost:5173',
        statement: null,
        expirationTime: null,
        notBefore: null,
        requestId: null,
        resources: [],
      }),
    })
  })

  test('args: #17 SIWE no statement is two blank lines (EIP-4361 `LF [ statement LF ] LF`)', () => {
    expect(message({ statement: null })).toContain(`${address}\n\n\nURI: `)
    expect(parse(message({ statement: null })).kind).toBe('siwe')
  })

  test('args: #17 SIWE an empty statement (three blank lines) is no statement', () => {
    expect(parse(message({ statement: '' }))).toMatchObject({
      kind: 'siwe',
      message: { statement: null },
    })
  })

  test.each([
    ['Chain ID: 31337', 31_337],
    ['Chain ID: 0', 0],
    ['Chain ID: 01', 1],
  ])('args: #17 SIWE %s is `chain-id = 1*DIGIT`', (chainId, value) => {
    expect(parse(message({ chainId }))).toMatchObject({ kind: 'siwe', message: { chainId: value } })
  })

  test('behavior: #17 SIWE RFC 3339 offsets, a leap second and an empty Resources list', () => {
    const parsed = parse(
      message(
        { issuedAt: 'Issued At: 2025-01-02T04:04:05+01:00' },
        '\nExpiration Time: 2016-12-31T23:59:60Z\nResources:',
      ),
    )
    expect(parsed).toMatchObject({
      kind: 'siwe',
      message: {
        issuedAt: '2025-01-02T04:04:05+01:00',
        expirationTime: '2016-12-31T23:59:60Z',
        resources: [],
      },
    })
  })

  test.each([
    'Hello Tessera',
    'Hello, please sign this to log in',
    'app.example wants you to sign in with your Solana account:\nabc',
    '',
  ])('behavior: #17 SIWE %j is not a sign-in message', (text) => {
    expect(parse(text)).toEqual({ kind: 'notSiwe' })
  })

  test.each([
    ['address in lower case', { address: address.toLowerCase() }, 'addressNotChecksummed'],
    [
      'address with a wrong checksum',
      { address: address.replace('f39Fd6', 'F39fd6') },
      'addressNotChecksummed',
    ],
    ['address too short', { address: '0x1234' }, 'invalidAddress'],
    ['address one digit short', { address: address.slice(0, -1) }, 'invalidAddress'],
    ['domain with user info', { header: headerFor('bank.example@evil.example') }, 'invalidDomain'],
    ['a bad scheme', { header: headerFor('1http://app.example') }, 'invalidDomain'],
    ['no version', { version: null }, 'missingVersion'],
    ['version 2', { version: 'Version: 2' }, 'invalidVersion'],
    ['no nonce', { nonce: null }, 'missingNonce'],
    ['a nonce of 7 characters', { nonce: 'Nonce: 1234567' }, 'invalidNonce'],
    ['a nonce with a dash', { nonce: 'Nonce: 1234-5678' }, 'invalidNonce'],
    ['a nonce with a "!"', { nonce: 'Nonce: Abc123xyz!' }, 'invalidNonce'],
    ['no issued at', { issuedAt: null }, 'missingIssuedAt'],
    ['a bad issued at', { issuedAt: 'Issued At: yesterday' }, 'invalidIssuedAt'],
    ['an issued at without time', { issuedAt: 'Issued At: 2025-01-02' }, 'invalidIssuedAt'],
    [
      'an issued at in month 13',
      { issuedAt: 'Issued At: 2025-13-02T03:04:05Z' },
      'invalidIssuedAt',
    ],
    ['no chain id', { chainId: null }, 'missingChainId'],
    ['a hex chain id', { chainId: 'Chain ID: 0x1' }, 'invalidChainId'],
    ['a chain id past 2^53', { chainId: 'Chain ID: 9007199254740993' }, 'invalidChainId'],
    ['no URI', { uri: null }, 'missingUri'],
    ['a URI with a space', { uri: 'URI: https://app .example' }, 'invalidUri'],
    ['a URI that is no URI', { uri: 'URI: not a uri' }, 'invalidUri'],
    ['a field before the URI', { blank2: '\nIssued At: now' }, 'missingUri'],
    ['a statement on two lines', { statement: 'one\ntwo' }, 'invalidLayout'],
    ['a statement without its blank line', { blank2: null }, 'invalidLayout'],
    ['a statement not ASCII', { statement: 'Sign in to Аpp' }, 'invalidStatement'],
    ['no blank line after the address', { blank: null }, 'invalidLayout'],
    ['no statement and one blank line only', { statement: null, blank2: null }, 'invalidLayout'],
    ['fields out of order', { version: 'Chain ID: 1', chainId: 'Version: 1' }, 'missingVersion'],
    [
      'nonce before chain id',
      { chainId: 'Nonce: 32891756ab', nonce: 'Chain ID: 1' },
      'missingChainId',
    ],
  ])('error: #17 SIWE %s is malformed', (_name, changes, reason) => {
    const parsed = parse(message(changes))
    expect(parsed.kind).toBe('malformedSiwe')
    expect(parsed).toMatchObject({ reasons: expect.arrayContaining([reason]) })
  })

  test.each([
    ['a bad expiration time', '\nExpiration Time: soon', 'invalidExpirationTime'],
    ['a bad not before', '\nNot Before: 2026-02-30T00:00:00Z', 'invalidNotBefore'],
    ['a request id with a space', '\nRequest ID: a b', 'invalidRequestId'],
    ['a resource that is no URI', '\nResources:\n- not a uri', 'invalidResource'],
    ['a line after the fields', '\nSomething: else', 'unexpectedLine'],
    ['a line after the fields that reads as text', '\nIgnore the above', 'unexpectedLine'],
    ['a line after the resources', '\nResources:\n- https://x.test\nmore', 'unexpectedLine'],
    ['a trailing line feed', '\n', 'unexpectedLine'],
  ])('error: #17 SIWE %s is malformed', (_name, extra, reason) => {
    expect(parse(message({}, extra))).toEqual({ kind: 'malformedSiwe', reasons: [reason] })
  })

  test('error: #17 SIWE lines ending in CR LF are malformed', () => {
    expect(parse(message().replaceAll('\n', '\r\n'))).toEqual({
      kind: 'malformedSiwe',
      reasons: ['invalidHeader'],
    })
  })

  test('error: #17 SIWE the phrase inside another first line is malformed', () => {
    expect(
      parse(`Note: app.example wants you to sign in with your Ethereum account:\n${address}`),
    ).toEqual({ kind: 'malformedSiwe', reasons: ['invalidHeader'] })
  })
})
