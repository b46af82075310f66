import { catalogue, WalletError } from '@tessera/errors'
import { isRecord } from '../params/isRecord.js'

/** SPEC §8: what a send failing for lack of funds says. */
export const insufficientGasText = 'Insufficient Gas to make this transaction.'

/** How a family reads the errors its library throws. */
export type SendFailureRules = {
  /** True for an error (one link of the cause chain) saying the sender cannot pay (INSUFFICIENT_FUNDS). */
  isInsufficientFunds(error: unknown): boolean
  /** The node's own message carried by an error of the chain; undefined when it carries none. */
  nodeMessage(error: unknown): string | undefined
}

/**
 * What the user reads when a send fails (SPEC §8): 'Insufficient Gas to make this transaction.'
 * when the node says the sender cannot pay; otherwise the innermost node message, else a reason,
 * else a code, else 'Something went wrong'. A WalletError shows its catalogue text.
 */
export function describeSendFailure(error: unknown, rules: SendFailureRules): string {
  const chain = causeChain(error)
  if (chain.some(rules.isInsufficientFunds)) return insufficientGasText
  const wallet = chain.find((item) => item instanceof WalletError)
  if (wallet) return wallet.shortMessage
  const nodeMessage = chain.map(rules.nodeMessage).findLast(isText)
  if (nodeMessage) return nodeMessage
  const reason = chain.map((item) => isRecord(item) && item.reason).find(isText)
  if (reason) return reason
  const code = chain.map((item) => isRecord(item) && item.code).find(isCode)
  if (code !== undefined) return String(code)
  return catalogue['W-131'].message
}

/** The error and its causes, outermost first. */
export function causeChain(error: unknown): readonly unknown[] {
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
