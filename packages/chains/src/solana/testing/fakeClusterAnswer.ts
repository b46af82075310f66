import { getBase64Encoder, getSignatureFromTransaction, getTransactionDecoder } from '@solana/kit'
import { type FakeRpcAnswer, FakeRpcError, rpcValue } from './startFakeSolanaRpc.js'

/**
 * A fake node's answers for request tests: every blockhash valid, no accounts, a 5000-lamport
 * fee, simulations that succeed, and sends that land under their first signature. `answers`
 * replace any of them.
 */
export function fakeClusterAnswer(
  answers: Readonly<Record<string, FakeRpcAnswer>> = {},
): FakeRpcAnswer {
  return (method, params) => {
    const answer = answers[method]
    if (answer) return answer(method, params)
    switch (method) {
      case 'isBlockhashValid':
        return rpcValue(true)
      case 'getMultipleAccounts':
        return rpcValue((params[0] as unknown[]).map(() => null))
      case 'getFeeForMessage':
        return rpcValue(5_000)
      case 'simulateTransaction':
        return rpcValue({ err: null, logs: [], accounts: null, unitsConsumed: 150, fee: 5_000 })
      case 'sendTransaction': {
        const bytes = getBase64Encoder().encode(params[0] as string)
        return getSignatureFromTransaction(getTransactionDecoder().decode(bytes))
      }
      default:
        throw new FakeRpcError(-32601, `Method not found: ${method}`)
    }
  }
}
