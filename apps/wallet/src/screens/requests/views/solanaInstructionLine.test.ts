import { describe, expect, test } from 'vitest'
import { solanaInstructionLine } from './solanaInstructionLine.js'

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }
const wallet = 'Gv5kXUAj1Y4i2QkFNTjNs2b3zb3X7ZfvyUwdQqCSvDdp'
const recipient = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

describe('solanaInstructionLine', () => {
  test('default: Q-029 a system transfer in SOL to the shortened recipient', () => {
    expect(
      solanaInstructionLine(
        { kind: 'systemTransfer', from: wallet, to: recipient, lamports: 1_500_000_000n },
        sol,
      ),
    ).toBe('Send 1.5 SOL to 9xQeWv...usVFin')
  })

  test('args: a checked token transfer in whole units of its mint', () => {
    expect(
      solanaInstructionLine(
        {
          kind: 'tokenTransfer',
          instruction: 'transferChecked',
          programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
          source: wallet,
          destination: recipient,
          authority: wallet,
          amount: 2_500_000n,
          mint,
          decimals: 6,
        },
        sol,
      ),
    ).toBe('Transfer 2.5 EPjFWd...yTDt1v to token account 9xQeWv...usVFin')
  })

  test('args: a token transfer whose decimals are unknown stays in base units', () => {
    expect(
      solanaInstructionLine(
        {
          kind: 'tokenTransfer',
          instruction: 'transfer',
          programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
          source: wallet,
          destination: recipient,
          authority: wallet,
          amount: 42n,
          mint: null,
          decimals: null,
        },
        sol,
      ),
    ).toBe('Transfer 42 to token account 9xQeWv...usVFin')
  })

  test('args: token account creation, compute budget and an unknown program', () => {
    expect(
      solanaInstructionLine(
        {
          kind: 'createAssociatedTokenAccount',
          isIdempotent: true,
          payer: wallet,
          account: recipient,
          owner: recipient,
          mint,
          tokenProgram: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
        },
        sol,
      ),
    ).toBe('Create a token account of EPjFWd...yTDt1v for 9xQeWv...usVFin')
    expect(solanaInstructionLine({ kind: 'setComputeUnitLimit', units: 200_000 }, sol)).toBe(
      'Set the compute unit limit to 200000',
    )
    expect(solanaInstructionLine({ kind: 'setComputeUnitPrice', microLamports: 5_000n }, sol)).toBe(
      'Pay a priority fee of 5000 micro-lamports per compute unit',
    )
    expect(
      solanaInstructionLine(
        { kind: 'unknown', programId: wallet, accountCount: 3, dataSize: 17 },
        sol,
      ),
    ).toBe('Call program Gv5kXU...CSvDdp with 3 accounts and 17 bytes of data')
  })

  test('behavior: one account and one byte are counted in the singular (issue #14)', () => {
    expect(
      solanaInstructionLine(
        { kind: 'unknown', programId: wallet, accountCount: 1, dataSize: 1 },
        sol,
      ),
    ).toBe('Call program Gv5kXU...CSvDdp with 1 account and 1 byte of data')
  })
})
