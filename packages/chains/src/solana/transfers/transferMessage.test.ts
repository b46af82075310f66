import {
  address,
  compileTransaction,
  getCompiledTransactionMessageDecoder,
  getInstructionsFromCompiledTransactionMessage,
} from '@solana/kit'
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system'
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { describe, expect, test } from 'vitest'
import { token2022ProgramAddress } from '../programs/solanaPrograms.js'
import { solanaTestNetwork } from '../testing/createSolanaTestEngine.js'
import { testBlockhash } from '../testing/encodeTestTransaction.js'
import { solanaTestAccount } from '../testing/solanaTestAccount.js'
import { transferMessage } from './transferMessage.js'

const lifetime = { blockhash: testBlockhash, lastValidBlockHeight: 10n }
const to = address('6GkZNkH7bHGzH6iqd55qUPNwohCZPduARA29oaYN9f9W')
const token = {
  mint: address('BGjnpqnMVbrTq9THJJoSgceVf1sGMxWkrWmsMXYGwvb9'),
  decimals: 9,
  tokenProgram: token2022ProgramAddress,
  source: address('FnJw9tY7cMwTfRioJWeNjiWpM2aZNLTHdeHD6gTZNvuy'),
  destination: address('5wRTEpepTDTqN9pkgFu5FR3HboTu9D56XBjxkvfqt4vY'),
  createsDestination: true,
}
const transfer = (asset: string) => ({ networkId: solanaTestNetwork().id, asset, to, amount: 5n })
const programsOf = (message: ReturnType<typeof transferMessage>) => {
  const { messageBytes } = compileTransaction(message)
  const compiled = getCompiledTransactionMessageDecoder().decode(messageBytes)
  return getInstructionsFromCompiledTransactionMessage(compiled).map((i) => i.programAddress)
}

describe('transferMessage', () => {
  test('default: SOL by one System transfer, the wallet paying the fee', () => {
    const message = transferMessage(solanaTestAccount, transfer('native'), {
      lifetime,
      token: null,
    })
    expect(message.feePayer.address).toBe(solanaTestAccount.address)
    expect(programsOf(message)).toEqual([SYSTEM_PROGRAM_ADDRESS])
  })

  test('args: a token: the recipient’s account created, then transferChecked on the mint’s program', () => {
    const message = transferMessage(solanaTestAccount, transfer(token.mint), { lifetime, token })
    expect(programsOf(message)).toEqual([ASSOCIATED_TOKEN_PROGRAM_ADDRESS, token2022ProgramAddress])
    const [, transferChecked] = message.instructions
    expect(transferChecked?.data?.[0]).toBe(12)
  })

  test('behavior: an existing recipient account is not created again', () => {
    const existing = { ...token, createsDestination: false }
    const message = transferMessage(solanaTestAccount, transfer(token.mint), {
      lifetime,
      token: existing,
    })
    expect(programsOf(message)).toEqual([token2022ProgramAddress])
  })
})
