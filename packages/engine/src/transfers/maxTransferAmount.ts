import type { AssetEntry } from '@tessera/chains'

/**
 * What 'Max' fills in: the whole token balance, or for the native coin the balance less the most
 * the fee can cost (`maxFee` = gas limit × max fee per gas), never below zero.
 */
export function maxTransferAmount(parameters: {
  readonly asset: AssetEntry
  readonly maxFee: bigint
}): bigint {
  const balance = parameters.asset.balance ?? 0n
  if (parameters.asset.address !== 'native') return balance
  return balance > parameters.maxFee ? balance - parameters.maxFee : 0n
}
