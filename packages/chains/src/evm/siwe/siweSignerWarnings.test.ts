import { parseSiweMessage, type SiweMessage } from '@tessera/protocol'
import { checksumAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { type SiweSigner, siweSignerWarnings } from './siweSignerWarnings.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const message: SiweMessage = {
  scheme: null,
  domain: 'app.example',
  address,
  statement: null,
  uri: 'https://app.example',
  version: '1',
  chainId: 1,
  nonce: '32891756ab',
  issuedAt: '2026-11-21T07:00:00Z',
  expirationTime: '2026-11-22T07:00:00Z',
  notBefore: '2026-11-21T06:00:00Z',
  requestId: null,
  resources: [],
}
const signer: SiweSigner = { address, chainId: 1, now: new Date('2026-11-21T08:00:00Z') }

describe('siweSignerWarnings', () => {
  test('default: #17 SIWE none for the signer, on its chain, in time', () => {
    expect(siweSignerWarnings(message, signer)).toEqual([])
  })

  test('args: #17 SIWE the address in another letter case is the signer', () => {
    expect(
      siweSignerWarnings(message, { ...signer, address: address.toLowerCase() as never }),
    ).toEqual([])
  })

  test.each([
    [
      'another address',
      { address: '0x0000000000000000000000000000000000000001' },
      {},
      'addressMismatch',
    ],
    ['another chain', { chainId: 137 }, {}, 'chainMismatch'],
    ['past its expiration', {}, { now: new Date('2026-11-22T07:00:00Z') }, 'expired'],
    ['before its not before', {}, { now: new Date('2026-11-21T05:59:59Z') }, 'notYetValid'],
  ] as const)('behavior: #17 SIWE %s', (_name, changes, signerChanges, warning) => {
    expect(
      siweSignerWarnings({ ...message, ...changes } as SiweMessage, {
        ...signer,
        ...signerChanges,
      }),
    ).toEqual([warning])
  })

  test('behavior: #17 SIWE offsets count: an expiry written in +02:00', () => {
    const parsed = parseSiweMessage(
      `app.example wants you to sign in with your Ethereum account:\n${address}\n\n\nURI: https://app.example\nVersion: 1\nChain ID: 1\nNonce: 32891756ab\nIssued At: 2026-11-21T07:00:00Z\nExpiration Time: 2026-11-21T09:30:00+02:00`,
      { checksumAddress },
    )
    if (parsed.kind !== 'siwe') throw new Error('expected a SIWE message')
    expect(siweSignerWarnings(parsed.message, signer)).toEqual(['expired'])
  })

  test('behavior: #17 SIWE a leap second is read, so a long-past expiry still warns', () => {
    expect(
      siweSignerWarnings({ ...message, expirationTime: '2016-12-31T23:59:60Z' }, signer),
    ).toEqual(['expired'])
  })
})
