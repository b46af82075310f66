import {
  address,
  createNoopSigner,
  generateKeyPairSigner,
  getBase58Decoder,
  lamports,
  signature as toSignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { startedForFile, waitForPending, wireErrorOf } from '@tessera/engine/testing'
import { describe, expect, test } from 'vitest'
import { createSolanaClient } from '../client/createSolanaClient.js'
import { encodeTestTransaction, lookupTableData } from '../testing/encodeTestTransaction.js'
import { freshSolanaAddress, localHostTransaction } from '../testing/localHostTransaction.js'
import { localSolanaEngine } from '../testing/localSolanaEngine.js'
import { startLocalSolana } from '../testing/startLocalSolana.js'
import { addressLookupTableProgram } from './readLookupTable.js'

describe('parseTransactionParam on the local cluster', () => {
  const local = startedForFile(startLocalSolana)

  test('default: a v0 transaction over a lookup table the cluster holds is shown resolved, signed and sent', async () => {
    const table = (await generateKeyPairSigner()).address
    const to = freshSolanaAddress()
    local().rpc.cluster.svm.setAccount({
      address: table,
      lamports: lamports(10_000_000n),
      data: lookupTableData([to]),
      programAddress: address(addressLookupTableProgram),
      executable: false,
      space: BigInt(56 + 32),
    })
    const wallet = localSolanaEngine(local())
    const message = await localHostTransaction(local(), { to, lookupTables: { [table]: [to] } })
    const answer = wallet.request({ id: 1, method: 'signAndSendTransaction', params: { message } })
    const { description } = await waitForPending(wallet, 1)
    expect(description).toMatchObject({
      transactions: [{ version: 0, instructions: [{ kind: 'systemTransfer', to }] }],
    })
    wallet.approvals.approve(1)
    const { signature } = (await answer) as { signature: string }
    const landed = await createSolanaClient(local().network)
      .getTransaction(toSignature(signature), {
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(landed?.meta?.err).toBeNull()
  })

  test.each([
    [
      'bytes of no transaction',
      async () => getBase58Decoder().decode(new Uint8Array(80)),
      'the transaction is not a legacy or v0 Solana transaction',
    ],
    [
      'a transaction the wallet does not sign',
      async () => {
        const other = freshSolanaAddress()
        const source = createNoopSigner(other)
        const destination = local().address
        return encodeTestTransaction({
          feePayer: other,
          instructions: [getTransferSolInstruction({ source, destination, amount: 1n })],
        })
      },
      'the wallet is not a signer of the transaction',
    ],
    [
      'a v0 transaction over a lookup table the cluster does not have',
      async () => {
        const to = freshSolanaAddress()
        return localHostTransaction(local(), { to, lookupTables: { [freshSolanaAddress()]: [to] } })
      },
      'the address lookup tables of the transaction cannot be resolved',
    ],
    [
      'a send lacking another signer’s signature',
      async () => localHostTransaction(local(), { cosigner: freshSolanaAddress() }),
      'the transaction lacks the signature of',
    ],
  ])('error: %s → invalid params before approval', async (_name, message, reason) => {
    const wallet = localSolanaEngine(local())
    const params = { message: await message() }
    const answer = wallet.request({ id: 1, method: 'signAndSendTransaction', params })
    expect(await wireErrorOf(answer)).toMatchObject({
      code: -32602,
      message: expect.stringContaining(reason),
      data: { code: 'invalid_params' },
    })
    expect(wallet.approvals.snapshot().pending).toEqual([])
  })
})
