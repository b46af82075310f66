import { type Address, decodeFunctionData, type Hex, parseAbi } from 'viem'

/**
 * The token calls the alert rules know, our own fragments: ERC-20 and ERC-721 share `approve`
 * and `transferFrom` (the last argument is an amount or a token id).
 */
const tokenCallAbi = parseAbi([
  'function approve(address spender, uint256 amount)',
  'function increaseAllowance(address spender, uint256 addedValue)',
  'function setApprovalForAll(address operator, bool approved)',
  'function transfer(address to, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amountOrTokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
])

/** A token call, decoded: what it grants or moves, and to whom. */
export type TokenCall =
  | {
      readonly name: 'approve' | 'increaseAllowance'
      readonly spender: Address
      readonly amount: bigint
    }
  | { readonly name: 'setApprovalForAll'; readonly operator: Address; readonly isApproved: boolean }
  | { readonly name: 'transfer'; readonly to: Address; readonly amount: bigint }
  | {
      readonly name: 'transferFrom' | 'safeTransferFrom'
      readonly from: Address
      readonly to: Address
      readonly amountOrTokenId: bigint
    }

/** The token call in a transaction's data, or undefined for anything else (or malformed data). */
export function decodeTokenCall(data: Hex | null): TokenCall | undefined {
  if (!data || data.length < 10) return undefined
  let decoded: ReturnType<typeof decodeFunctionData<typeof tokenCallAbi>>
  try {
    decoded = decodeFunctionData({ abi: tokenCallAbi, data })
  } catch {
    // Not one of our selectors, or arguments that do not decode: no token call to judge.
    return undefined
  }
  switch (decoded.functionName) {
    case 'approve':
    case 'increaseAllowance': {
      const [spender, amount] = decoded.args
      return { name: decoded.functionName, spender, amount }
    }
    case 'setApprovalForAll': {
      const [operator, isApproved] = decoded.args
      return { name: 'setApprovalForAll', operator, isApproved }
    }
    case 'transfer': {
      const [to, amount] = decoded.args
      return { name: 'transfer', to, amount }
    }
    case 'transferFrom':
    case 'safeTransferFrom': {
      const [from, to, amountOrTokenId] = decoded.args
      return { name: decoded.functionName, from, to, amountOrTokenId }
    }
  }
}
