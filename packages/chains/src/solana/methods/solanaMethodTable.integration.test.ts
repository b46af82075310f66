import {
  type Address,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getPublicKeyFromAddress,
  getSignatureFromTransaction,
  getTransactionDecoder,
  lamports,
  signatureBytes,
  type Transaction,
  signature as toSignature,
  verifySignature,
} from '@solana/kit'
import {
  requestApproved,
  startedForFile,
  waitForPending,
  wireErrorOf,
} from '@tessera/engine/testing'
import { describe, expect, test } from 'vitest'
import { createSolanaClient } from '../client/createSolanaClient.js'
import { freshSolanaAddress, localHostTransaction } from '../testing/localHostTransaction.js'
import { localSolanaEngine } from '../testing/localSolanaEngine.js'
import { startLocalSolana } from '../testing/startLocalSolana.js'

const decode = (base58: string): Transaction =>
  getTransactionDecoder().decode(getBase58Encoder().encode(base58))

async function verifies(transaction: Transaction, signer: Address) {
  const signature = transaction.signatures[signer]
  return (
    !!signature &&
    verifySignature(await getPublicKeyFromAddress(signer), signature, transaction.messageBytes)
  )
}

describe('Solana methods through the engine, on the local cluster', () => {
  const local = startedForFile(startLocalSolana)
  const rpc = () => createSolanaClient(local().network)
  const landed = (signature: string) =>
    rpc()
      .getTransaction(toSignature(signature), {
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send()

  test('default: C-049 signMessage approved: a signature kit verifies for the wallet', async () => {
    const message = new TextEncoder().encode('Sign in to Tessera')
    const answer = (await requestApproved(localSolanaEngine(local()), {
      id: 1,
      method: 'signMessage',
      params: { message: getBase58Decoder().decode(message), display: 'utf8' },
    })) as { signature: string; publicKey: string }
    expect(answer.publicKey).toBe(local().address)
    const signature = signatureBytes(Uint8Array.from(getBase58Encoder().encode(answer.signature)))
    const key = await getPublicKeyFromAddress(local().address)
    expect(await verifySignature(key, signature, message)).toBe(true)
  })

  test('default: C-046 signTransaction approved: the signed transaction decodes, verifies and lands when sent', async () => {
    const to = freshSolanaAddress()
    const message = await localHostTransaction(local(), { to })
    const answer = await requestApproved(localSolanaEngine(local()), {
      id: 1,
      method: 'signTransaction',
      params: { message },
    })
    const signed = decode(answer as string)
    expect(await verifies(signed, local().address)).toBe(true)
    const wire = getBase64EncodedWireTransaction(signed)
    const signature = await rpc().sendTransaction(wire, { encoding: 'base64' }).send()
    expect(signature).toBe(getSignatureFromTransaction(signed))
    expect((await landed(signature))?.meta?.err).toBeNull()
    expect((await rpc().getBalance(to).send()).value).toBe(lamports(1_000_000n))
  })

  test('default: C-047 signAllTransactions approved: each transaction signed, in order', async () => {
    const message = [
      await localHostTransaction(local(), { lamports: 1_000_000n }),
      await localHostTransaction(local(), { lamports: 2_000_000n }),
    ]
    const answer = (await requestApproved(localSolanaEngine(local()), {
      id: 1,
      method: 'signAllTransactions',
      params: { message },
    })) as string[]
    for (const [index, signed] of answer.entries()) {
      expect(decode(signed).messageBytes).toEqual(decode(message[index] as string).messageBytes)
      expect(await verifies(decode(signed), local().address)).toBe(true)
    }
  })

  test('default: C-048 S-015 F-009 signAndSendTransaction approved: sent, recorded Success at once, then fee and compute units', async () => {
    const wallet = localSolanaEngine(local())
    const to = freshSolanaAddress()
    const message = await localHostTransaction(local(), { to, lamports: 3_000_000n })
    const answer = (await requestApproved(wallet, {
      id: 1,
      method: 'signAndSendTransaction',
      params: { message },
    })) as { signature: string; publicKey: string }
    expect(answer.publicKey).toBe(local().address)
    expect((await landed(answer.signature))?.meta?.err).toBeNull()
    expect((await rpc().getBalance(to).send()).value).toBe(lamports(3_000_000n))
    const latest = () => wallet.activities.list(local().network.id)[0]
    expect(latest()).toMatchObject({
      operation: 'Transaction',
      txHash: answer.signature,
      status: 'Success',
      isAwaitingDetails: true,
      transaction: { amount: '0.003' },
      address: { from: local().address, to },
    })
    await expect.poll(() => latest()?.isAwaitingDetails, { timeout: 10_000 }).toBe(false)
    expect(latest()?.transaction).toMatchObject({ fee: '5000', computeUnitsConsumed: '150' })
  })

  test('behavior: signAndSendTransaction of a transaction another signer signed first lands with both signatures', async () => {
    const cosigner = await generateKeyPairSigner()
    await local().rpc.airdrop(cosigner.address, 10_000_000n)
    const message = await localHostTransaction(local(), {
      cosigner: cosigner.address,
      signers: [cosigner],
    })
    const answer = (await requestApproved(localSolanaEngine(local()), {
      id: 1,
      method: 'signAndSendTransaction',
      params: { message },
    })) as { signature: string }
    expect((await landed(answer.signature))?.meta?.err).toBeNull()
  })

  test('error: rejected → user_deny 4001 on the wire; nothing sent', async () => {
    const wallet = localSolanaEngine(local())
    const to = freshSolanaAddress()
    const message = await localHostTransaction(local(), { to })
    const answer = wallet.request({ id: 1, method: 'signAndSendTransaction', params: { message } })
    await waitForPending(wallet, 1)
    wallet.approvals.reject(1)
    expect(await wireErrorOf(answer)).toEqual({
      code: 4001,
      message: 'User rejected the request',
      data: { code: 'user_deny' },
    })
    expect((await rpc().getBalance(to).send()).value).toBe(0n)
  })
})
