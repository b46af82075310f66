import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getPublicKeyFromAddress,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signatureBytes,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { requestApproved, waitForPending, wireErrorOf } from '@tessera/engine/testing'
import { describe, expect, test } from 'vitest'
import { createSolanaTestEngine } from '../testing/createSolanaTestEngine.js'
import { testBlockhash } from '../testing/encodeTestTransaction.js'
import { solanaTestAccount } from '../testing/solanaTestAccount.js'

const wallet = solanaTestAccount.address
const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)
const text = (value: string) => base58(new TextEncoder().encode(value))
const siws = (who: string) =>
  [
    `app.example wants you to sign in with your Solana account:\n${who}`,
    'URI: https://app.example',
    'Version: 1',
    'Nonce: 32891756',
    'Issued At: 2026-11-21T07:00:00Z',
  ].join('\n')

async function verifies(answer: unknown, message: Uint8Array) {
  const { signature, publicKey } = answer as { signature: string; publicKey: string }
  const key = await getPublicKeyFromAddress(address(publicKey))
  const bytes = signatureBytes(Uint8Array.from(getBase58Encoder().encode(signature)))
  return publicKey === wallet && (await verifySignature(key, bytes, message))
}

describe('signMessage', () => {
  test('default: C-049 P-012 approved, the signature of the bytes by the wallet, base58', async () => {
    const { engine } = createSolanaTestEngine()
    const message = new TextEncoder().encode('Hello Tessera')
    const answer = await requestApproved(engine, {
      id: 1,
      method: 'signMessage',
      params: { message: base58(message), display: 'utf8' },
    })
    expect(await verifies(answer, message)).toBe(true)
  })

  test('behavior: Q-029 the approval shows the text; bytes that are not UTF-8, or display hex, as hex', async () => {
    const { engine } = createSolanaTestEngine()
    const describeOf = async (id: number, params: unknown) => {
      engine.request({ id, method: 'signMessage', params }).catch(() => undefined)
      const { description } = await waitForPending(engine, id)
      engine.approvals.reject(id)
      return description
    }
    expect(await describeOf(1, { message: text('hi') })).toEqual({
      kind: 'solanaSignMessage',
      method: 'signMessage',
      from: wallet,
      message: 'hi',
      isHex: false,
      isSignIn: false,
    })
    expect(await describeOf(2, { message: base58(new Uint8Array([0xff, 0])) })).toMatchObject({
      message: '0xff00',
      isHex: true,
    })
    expect(await describeOf(3, { message: text('hi'), display: 'hex' })).toMatchObject({
      message: '0x6869',
      isHex: true,
    })
  })

  test('behavior: V-056 a sign-in message naming this wallet is marked as a login; another address is not', async () => {
    const { engine } = createSolanaTestEngine()
    const ignore = () => undefined
    engine
      .request({ id: 1, method: 'signMessage', params: { message: text(siws(wallet)) } })
      .catch(ignore)
    expect((await waitForPending(engine, 1)).description).toMatchObject({ isSignIn: true })
    engine.approvals.reject(1)
    engine
      .request({
        id: 2,
        method: 'signMessage',
        params: [{ message: text(siws(wallet.toLowerCase())) }],
      })
      .catch(ignore)
    expect((await waitForPending(engine, 2)).description).toMatchObject({ isSignIn: false })
    engine.approvals.reject(2)
  })

  test('error: rejected → user_deny 4001', async () => {
    const { engine } = createSolanaTestEngine()
    const answer = engine.request({ id: 1, method: 'signMessage', params: { message: text('no') } })
    await waitForPending(engine, 1)
    engine.approvals.reject(1)
    expect(await wireErrorOf(answer)).toEqual({
      code: 4001,
      message: 'User rejected the request',
      data: { code: 'user_deny' },
    })
  })

  test.each([
    ['a message that is not base58', { message: '0OIl' }, 'message must be base58-encoded bytes'],
    ['an empty message', { message: '' }, 'message must be base58-encoded bytes'],
    ['a message that is no string', { message: [1, 2] }, 'message must be base58-encoded bytes'],
    ['another display', { message: '2', display: 'base64' }, "display must be 'utf8' or 'hex'"],
  ])('error: %s → invalid params before approval', async (_name, params, message) => {
    const { engine } = createSolanaTestEngine()
    expect(await wireErrorOf(engine.request({ id: 1, method: 'signMessage', params }))).toEqual({
      code: -32602,
      message,
      data: { code: 'invalid_params' },
    })
    expect(engine.approvals.snapshot().pending).toEqual([])
  })

  test('error: the bytes of a transaction message the wallet signs are refused before approval', async () => {
    const { engine } = createSolanaTestEngine()
    const transaction = compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(wallet, m),
        (m) =>
          setTransactionMessageLifetimeUsingBlockhash(
            { blockhash: testBlockhash, lastValidBlockHeight: 1n },
            m,
          ),
        (m) =>
          appendTransactionMessageInstructions(
            [
              getTransferSolInstruction({
                source: createNoopSigner(wallet),
                destination: address('6GkZNkH7bHGzH6iqd55qUPNwohCZPduARA29oaYN9f9W'),
                amount: 1n,
              }),
            ],
            m,
          ),
      ),
    )
    const params = { message: base58(Uint8Array.from(transaction.messageBytes)) }
    expect(
      await wireErrorOf(engine.request({ id: 1, method: 'signMessage', params })),
    ).toMatchObject({
      code: -32602,
      message: 'message is a Solana transaction message: sign it with signTransaction',
    })
  })
})
