// A Tessera instance over a fake frame that answers the wallet's Solana methods the way the real
// wallet does (base58 in and out, `user_deny`, and 4200 for eth_chainId), for the unit tests of
// the Solana entry.
import { needsApproval } from '@tessera/protocol'
import { vi } from 'vitest'
import { providerError } from '../providerError.js'
import { decodeBase58, encodeBase58 } from '../solana/base58.js'
import { TesseraProvider } from '../TesseraProvider.js'
import { solanaTestAddress, solanaTestSignature } from './solanaTestAccount.js'

type Request = { id: number; method: string; params?: unknown }
type Answer = { result: unknown } | { error: unknown }

/** A wire transaction with one empty signature slot, then `body` as its message. */
export const unsignedTransaction = (...body: number[]) =>
  Uint8Array.from([1, ...new Uint8Array(64), ...body])

/** What the fake wallet answers to signTransaction: the same bytes, its signature in slot one. */
export const signedByTestWallet = (wire: Uint8Array) => {
  const signed = Uint8Array.from(wire)
  signed.set(solanaTestSignature, 1)
  return signed
}

const sign = (message: unknown) =>
  encodeBase58(signedByTestWallet(decodeBase58(String(message)) ?? new Uint8Array()))
const messageOf = (params: unknown) => (params as { message?: unknown } | undefined)?.message
const signature = { signature: encodeBase58(solanaTestSignature), publicKey: solanaTestAddress }

/** The wallet's answers for a Solana app (packages/chains/src/solana/methods), approved. */
const walletAnswers: Record<string, (params: unknown) => Answer> = {
  connect: () => ({ result: [solanaTestAddress] }),
  getAccounts: () => ({ result: [solanaTestAddress] }),
  signMessage: () => ({ result: signature }),
  signTransaction: (params) => ({ result: sign(messageOf(params)) }),
  signAllTransactions: (params) => ({ result: (messageOf(params) as unknown[]).map(sign) }),
  signAndSendTransaction: () => ({ result: signature }),
}

const notSupported = (method: string) => ({
  error: {
    code: 4200,
    message: `The method ${method} is not supported`,
    data: { code: 'method_not_supported' },
  },
})

/**
 * A `Tessera`-shaped object (provider, init, connect, logout) whose frame answers every request
 * on the next tick: from `answers` when it names the method, else as the wallet would. Starts
 * logged out; `login()` is the wallet's `connect` event on devnet (chain id 3).
 */
export function fakeSolanaFrame(answers: Record<string, (params: unknown) => Answer> = {}) {
  const sent: Request[] = []
  const answer = (request: Request) => {
    const { method, id, params } = request
    const reply = (answers[method] ?? walletAnswers[method])?.(params) ?? notSupported(method)
    provider.handleMethodResponse(
      'result' in reply
        ? { method, id, ok: true, result: reply.result }
        : { method, id, ok: false, error: reply.error },
    )
  }
  const provider: TesseraProvider = new TesseraProvider({
    sendRequest: async (request) => {
      sent.push(request)
      setTimeout(() => answer(request), 0)
    },
    whenReady: async () => undefined,
    login: async () => login(),
    waitsForUser: needsApproval,
    requestTimeoutMs: 1_000,
  })
  const login = () => provider.handleWalletEvent({ type: 'connect', chainId: '0x3' })
  const tessera = {
    provider,
    init: vi.fn(async () => undefined),
    connect: vi.fn(async () => {
      if (!provider.isConnected()) login()
    }),
    logout: vi.fn(async () => provider.disconnect(providerError('all_disconnected'))),
  }
  return { tessera, provider, sent, login }
}
