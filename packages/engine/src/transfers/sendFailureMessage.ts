import { catalogue, WalletError } from '@tessera/errors'
import { InsufficientFundsError, RpcError, RpcRequestError } from 'viem'
import { isRecord } from '../requests/isRecord.js'

/** SPEC §8: what a send failing for lack of funds says. */
const insufficientGasText = 'Insufficient Gas to make this transaction.'

/**
 * What the user reads when a send fails (SPEC §8): 'Insufficient Gas to make this transaction.'
 * when the node reports insufficient funds; otherwise the nested provider error's message, else
 * its reason, else its code, else 'Something went wrong'. A WalletError shows its catalogue text.
 */
export function sendFailureMessage(error: unknown): string {
  const chain = causeChain(error)
  if (chain.some((item) => item instanceof InsufficientFundsError)) return insufficientGasText
  const wallet = chain.find((item) => item instanceof WalletError)
  if (wallet) return wallet.shortMessage
  const provider = chain.findLast(
    (item) => item instanceof RpcRequestError || item instanceof RpcError,
  )
  if (provider) return provider.details || provider.shortMessage
  const reason = chain.map((item) => isRecord(item) && item.reason).find(isText)
  if (reason) return reason
  const code = chain.map((item) => isRecord(item) && item.code).find(isCode)
  if (code !== undefined) return String(code)
  return catalogue['W-131'].message
}

function causeChain(error: unknown): readonly unknown[] {
  const chain: unknown[] = []
  for (let item = error; item !== undefined && !chain.includes(item); ) {
    chain.push(item)
    item = item instanceof Error ? item.cause : undefined
  }
  return chain
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''
const isCode = (value: unknown): value is string | number =>
  isText(value) || typeof value === 'number'
