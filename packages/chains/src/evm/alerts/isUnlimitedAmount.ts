/**
 * An amount so large no real balance reaches it: at least half the largest value of its type
 * (2^255 for a uint256 allowance, 2^159 for Permit2's uint160). Apps that mean "unlimited"
 * send the largest value, or a round power of two near it.
 */
export function isUnlimitedAmount(amount: bigint, bits: number): boolean {
  return amount >= 2n ** BigInt(bits - 1)
}
