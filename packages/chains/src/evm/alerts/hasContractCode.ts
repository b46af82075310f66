import type { Hex } from 'viem'

/** EIP-7702: an account's code that only delegates to another contract; it is still an EOA. */
const delegationPrefix = '0xef0100'

/** True when `code` is a contract's: not empty, and not an EOA's EIP-7702 delegation. */
export function hasContractCode(code: Hex | undefined): boolean {
  if (code === undefined || code === '0x') return false
  return !code.toLowerCase().startsWith(delegationPrefix)
}
