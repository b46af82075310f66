import { type Address, address, createNoopSigner } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getCreateAssociatedTokenInstruction,
  getTransferCheckedInstruction,
  getTransferInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { describe, expect, test } from 'vitest'
import { token2022ProgramAddress } from '../programs/solanaPrograms.js'
import { describeInstruction } from './describeInstruction.js'
import type { SolanaInstruction } from './SolanaInstruction.js'

const wallet = address('5xGvjGwv57CiKx73hV6E3BXQtkLSgy5ecpiL8sQvVFGm')
const other = address('6GkZNkH7bHGzH6iqd55qUPNwohCZPduARA29oaYN9f9W')
const mint = address('BGjnpqnMVbrTq9THJJoSgceVf1sGMxWkrWmsMXYGwvb9')
const source = address('FnJw9tY7cMwTfRioJWeNjiWpM2aZNLTHdeHD6gTZNvuy')
const destination = address('5wRTEpepTDTqN9pkgFu5FR3HboTu9D56XBjxkvfqt4vY')
const signer = createNoopSigner(wallet)
const computeBudget = address('ComputeBudget111111111111111111111111111111')

const describeOf = (instruction: unknown, tokenAccounts = {}) =>
  describeInstruction(instruction as SolanaInstruction, tokenAccounts)
const withData = (instruction: SolanaInstruction, data: number[]) => ({
  ...instruction,
  data: new Uint8Array(data),
})

describe('describeInstruction', () => {
  test('default: a System transfer with its lamports', () => {
    const instruction = getTransferSolInstruction({
      source: signer,
      destination: other,
      amount: 5n,
    })
    expect(describeOf(instruction)).toEqual({
      kind: 'systemTransfer',
      from: wallet,
      to: other,
      lamports: 5n,
    })
  })

  test('args: transferChecked names its mint and decimals, on Token-2022 too', () => {
    const instruction = getTransferCheckedInstruction(
      { source, mint, destination, authority: signer, amount: 1_500n, decimals: 9 },
      { programAddress: token2022ProgramAddress },
    )
    expect(describeOf(instruction)).toEqual({
      kind: 'tokenTransfer',
      instruction: 'transferChecked',
      programId: token2022ProgramAddress,
      source,
      destination,
      authority: wallet,
      amount: 1_500n,
      mint,
      decimals: 9,
    })
  })

  test('args: a plain transfer takes its mint from what the node told of its source', () => {
    const instruction = getTransferInstruction({
      source,
      destination,
      authority: signer,
      amount: 7n,
    })
    expect(describeOf(instruction, { [source]: { mint, decimals: 6 } })).toMatchObject({
      instruction: 'transfer',
      programId: TOKEN_PROGRAM_ADDRESS,
      amount: 7n,
      mint,
      decimals: 6,
    })
    expect(describeOf(instruction)).toMatchObject({ mint: null, decimals: null })
  })

  test.each([
    ['CreateIdempotent', getCreateAssociatedTokenIdempotentInstruction, true],
    ['Create', getCreateAssociatedTokenInstruction, false],
  ] as const)('args: associated token account %s', (_name, build, isIdempotent) => {
    const instruction = build({
      payer: signer,
      ata: destination,
      owner: other,
      mint,
      tokenProgram: token2022ProgramAddress,
    })
    expect(describeOf(instruction)).toEqual({
      kind: 'createAssociatedTokenAccount',
      isIdempotent,
      payer: wallet,
      account: destination,
      owner: other,
      mint,
      tokenProgram: token2022ProgramAddress,
    })
  })

  test('args: the original Create with empty data', () => {
    const instruction = getCreateAssociatedTokenInstruction({
      payer: signer,
      ata: destination,
      owner: other,
      mint,
    })
    expect(describeOf(withData(instruction as SolanaInstruction, []))).toMatchObject({
      kind: 'createAssociatedTokenAccount',
      isIdempotent: false,
    })
  })

  test('args: compute unit limit and price', () => {
    const limit = {
      programAddress: computeBudget,
      accounts: [],
      data: new Uint8Array([2, 0x40, 0x0d, 0x03, 0]),
    }
    const price = {
      programAddress: computeBudget,
      accounts: [],
      data: new Uint8Array([3, 0xe8, 3, 0, 0, 0, 0, 0, 0]),
    }
    expect(describeOf(limit)).toEqual({ kind: 'setComputeUnitLimit', units: 200_000 })
    expect(describeOf(price)).toEqual({ kind: 'setComputeUnitPrice', microLamports: 1_000n })
  })

  test('behavior: a known program with another layout or too few accounts is shown as unknown', () => {
    const transfer = getTransferSolInstruction({ source: signer, destination: other, amount: 5n })
    const unknown = (instruction: SolanaInstruction) => ({
      kind: 'unknown',
      programId: instruction.programAddress,
      accountCount: instruction.accounts.length,
      dataSize: instruction.data.length,
    })
    const longer = withData(transfer as SolanaInstruction, [2, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 9])
    const fewer = { ...transfer, accounts: transfer.accounts.slice(0, 1) } as SolanaInstruction
    expect(describeOf(longer)).toEqual(unknown(longer))
    expect(describeOf(fewer)).toEqual(unknown(fewer))
  })

  test('behavior: an unknown program by id, account count and data size', () => {
    const program = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr') as Address
    const memo = {
      programAddress: program,
      accounts: [{ address: wallet, role: 2 }],
      data: new Uint8Array(5),
    }
    expect(describeOf(memo)).toEqual({
      kind: 'unknown',
      programId: program,
      accountCount: 1,
      dataSize: 5,
    })
  })
})
