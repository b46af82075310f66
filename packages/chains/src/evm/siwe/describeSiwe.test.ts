import { describe, expect, test } from 'vitest'
import { describeSiwe } from './describeSiwe.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const text = (who: string) =>
  `localhost:5173 wants you to sign in with your Ethereum account:\n${who}\n\n\nURI: http://localhost:5173\nVersion: 1\nChain ID: 1\nNonce: 32891756ab\nIssued At: 2026-11-21T07:00:00Z`
const signer = { address, chainId: 1, now: new Date('2026-11-21T08:00:00Z') } as const

describe('describeSiwe', () => {
  test('default: #17 SIWE the parsed message, its host and the signer warnings', () => {
    expect(describeSiwe(text(address), { ...signer, chainId: 5 })).toMatchObject({
      status: 'valid',
      message: { domain: 'localhost:5173', address, chainId: 1 },
      host: 'localhost:5173',
      warnings: ['chainMismatch'],
    })
  })

  test('behavior: #17 SIWE null for a message that is no sign-in', () => {
    expect(describeSiwe('Hello Tessera', signer)).toBeNull()
  })

  test('behavior: #17 SIWE malformed with its reasons', () => {
    expect(describeSiwe(text(address.toLowerCase()), signer)).toEqual({
      status: 'malformed',
      reasons: ['addressNotChecksummed'],
      warnings: ['malformed'],
    })
  })
})
