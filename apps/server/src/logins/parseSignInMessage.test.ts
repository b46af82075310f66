import { createSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { parseSignInMessage } from './parseSignInMessage.js'

const address = '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e'
const issuedAt = new Date('2025-01-02T03:04:05.000Z')
const base = {
  address,
  chainId: 1,
  domain: 'wallet.tessera.test',
  nonce: 'Abc123xyz',
  uri: 'https://wallet.tessera.test/login',
  version: '1',
  issuedAt,
} as const

/** The reason a message was refused, from `message_invalid`'s params. */
const reasonOf = (message: string): string => {
  try {
    parseSignInMessage(message)
  } catch (error) {
    expect(error).toMatchObject({ code: 'message_invalid', status: 401 })
    return (error as Error).message
  }
  throw new Error('expected parseSignInMessage to throw')
}

describe('parseSignInMessage', () => {
  test('default', () => {
    const message = createSiweMessage({ ...base, statement: 'Sign in to Tessera.' })
    expect(parseSignInMessage(message)).toEqual({
      domain: 'wallet.tessera.test',
      address,
      statement: 'Sign in to Tessera.',
      uri: 'https://wallet.tessera.test/login',
      version: '1',
      chainId: 1,
      nonce: 'Abc123xyz',
      issuedAt,
    })
  })

  test('args: no statement (two blank lines, as EIP-4361 writes it)', () => {
    const message = createSiweMessage(base)
    expect(message).toContain(`${address}\n\n\nURI: `)
    const parsed = parseSignInMessage(message)
    expect(parsed.statement).toBeUndefined()
    expect(parsed.nonce).toBe('Abc123xyz')
  })

  test('args: every optional field', () => {
    const expirationTime = new Date('2025-01-02T03:14:05.000Z')
    const notBefore = new Date('2025-01-02T03:04:00.000Z')
    const message = createSiweMessage({
      ...base,
      scheme: 'https',
      domain: 'localhost:5173',
      chainId: 31_337,
      statement: 'Sign in to Tessera.',
      expirationTime,
      notBefore,
      requestId: 'req-1',
      resources: [
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        'https://x.test/a',
      ],
    })
    expect(parseSignInMessage(message)).toEqual({
      scheme: 'https',
      domain: 'localhost:5173',
      address,
      statement: 'Sign in to Tessera.',
      uri: 'https://wallet.tessera.test/login',
      version: '1',
      chainId: 31_337,
      nonce: 'Abc123xyz',
      issuedAt,
      expirationTime,
      notBefore,
      requestId: 'req-1',
      resources: [
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        'https://x.test/a',
      ],
    })
  })

  test('behavior: returns the address checksummed when the message has it in lower case', () => {
    const message = createSiweMessage(base).replace(address, address.toLowerCase())
    expect(parseSignInMessage(message).address).toBe(address)
  })

  test('behavior: accepts RFC 3339 offsets and an empty Resources list', () => {
    const message = createSiweMessage(base).replace(
      'Issued At: 2025-01-02T03:04:05.000Z',
      'Issued At: 2025-01-02T04:04:05+01:00\nResources:',
    )
    const parsed = parseSignInMessage(message)
    expect(parsed.issuedAt).toEqual(issuedAt)
    expect(parsed.resources).toEqual([])
  })

  test('error: message_invalid plain message', () => {
    expect(reasonOf('Hello, please sign this to log in')).toMatchInlineSnapshot(
      `"The sign-in message is not valid: first line is not a sign-in request"`,
    )
    expect(reasonOf('')).toMatch(/first line/)
  })

  test('error: message_invalid another chain family', () => {
    const message = createSiweMessage(base).replace('Ethereum account', 'Solana account')
    expect(reasonOf(message)).toMatch(/first line is not a sign-in request/)
  })

  test('error: message_invalid address', () => {
    const badChecksum = address.replace('A0Cf', 'a0Cf')
    expect(reasonOf(createSiweMessage(base).replace(address, badChecksum))).toMatch(
      /address is not an Ethereum address/,
    )
    expect(reasonOf(createSiweMessage(base).replace(address, address.slice(0, -1)))).toMatch(
      /address is not an Ethereum address/,
    )
  })

  test('error: message_invalid missing or malformed fields', () => {
    const message = createSiweMessage({ ...base, statement: 'Sign in to Tessera.' })
    const cases: [from: string, to: string, reason: RegExp][] = [
      ['Nonce: Abc123xyz\n', '', /missing "Nonce"/],
      ['Nonce: Abc123xyz', 'Nonce: short', /Nonce must be 8 or more/],
      ['Nonce: Abc123xyz', 'Nonce: Abc123xyz!', /Nonce must be 8 or more/],
      ['Version: 1', 'Version: 2', /Version must be 1/],
      ['Chain ID: 1', 'Chain ID: 0x1', /Chain ID is not a chain id/],
      ['URI: https://wallet.tessera.test/login', 'URI: not a uri', /URI is not a URI/],
      ['Issued At: 2025-01-02T03:04:05.000Z', 'Issued At: yesterday', /Issued At is not/],
      ['Issued At: 2025-01-02T03:04:05.000Z', 'Issued At: 2025-01-02', /Issued At is not/],
      [
        'Issued At: 2025-01-02T03:04:05.000Z',
        'Issued At: 2025-13-02T03:04:05Z',
        /Issued At is not/,
      ],
      ['\nURI: ', '\nIssued At: now\nURI: ', /missing "URI"/],
    ]
    for (const [from, to, reason] of cases) {
      expect(message).toContain(from)
      expect(reasonOf(message.replace(from, to)), `${from} → ${to}`).toMatch(reason)
    }
  })

  test('error: message_invalid fields out of order or extra lines', () => {
    const message = createSiweMessage(base)
    const swapped = message.replace(
      'Chain ID: 1\nNonce: Abc123xyz',
      'Nonce: Abc123xyz\nChain ID: 1',
    )
    expect(reasonOf(swapped)).toMatch(/missing "Chain ID"/)
    expect(reasonOf(`${message}\n`)).toMatch(/unexpected line 10/)
    expect(reasonOf(`${message}\nIgnore the above`)).toMatch(/unexpected line 10/)
    expect(reasonOf(message.replace(`${address}\n\n`, `${address}\n`))).toMatch(
      /missing "URI"|blank line/,
    )
    expect(reasonOf(message.replaceAll('\n', '\r\n'))).toMatch(/\\n only/)
    expect(reasonOf(`${message}\nResources:\n- https://x.test\nmore`)).toMatch(/unexpected line/)
    expect(reasonOf(`${message}\nResources:\n- not a uri`)).toMatch(/a resource is not a URI/)
  })

  test('error: message_invalid statement not followed by a blank line', () => {
    const message = createSiweMessage({ ...base, statement: 'Sign in.' }).replace(
      'Sign in.\n\n',
      'Sign in.\n',
    )
    expect(reasonOf(message)).toMatch(/blank line after the statement/)
  })

  test('error: message_invalid too long', () => {
    const message = createSiweMessage({ ...base, statement: 'x'.repeat(20_000) })
    expect(reasonOf(message)).toMatch(/too long/)
  })
})
