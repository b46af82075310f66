import { decodeErrorResult, type Hex, parseAbi } from 'viem'

/**
 * Solidity's `Error(string)` and `Panic(uint256)`, and the standard token errors of ERC-6093 (what OpenZeppelin 5 tokens revert with), so common
 * failures read as words, e.g. `ERC20InsufficientBalance(sender: 0x…, balance: 1, needed: 2)`.
 */
const revertErrorsAbi = parseAbi([
  'error Error(string message)',
  'error Panic(uint256 code)',
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InvalidSender(address sender)',
  'error ERC20InvalidReceiver(address receiver)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error ERC20InvalidApprover(address approver)',
  'error ERC20InvalidSpender(address spender)',
  'error ERC721InvalidOwner(address owner)',
  'error ERC721NonexistentToken(uint256 tokenId)',
  'error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner)',
  'error ERC721InvalidSender(address sender)',
  'error ERC721InvalidReceiver(address receiver)',
  'error ERC721InsufficientApproval(address operator, uint256 tokenId)',
  'error ERC721InvalidApprover(address approver)',
  'error ERC721InvalidOperator(address operator)',
  'error ERC1155InsufficientBalance(address sender, uint256 balance, uint256 needed, uint256 tokenId)',
  'error ERC1155InvalidSender(address sender)',
  'error ERC1155InvalidReceiver(address receiver)',
  'error ERC1155MissingApprovalForAll(address operator, address owner)',
  'error ERC1155InvalidApprover(address approver)',
  'error ERC1155InvalidOperator(address operator)',
  'error ERC1155InvalidArrayLength(uint256 idsLength, uint256 valuesLength)',
])

/** Solidity's panic codes (`Panic(uint256)`), in words. */
const panicReasons: Readonly<Record<number, string>> = {
  1: 'assertion failed',
  17: 'arithmetic overflow or underflow',
  18: 'division by zero',
  33: 'invalid enum value',
  34: 'invalid storage byte array',
  49: 'pop on an empty array',
  50: 'array index out of bounds',
  65: 'out of memory',
  81: 'call to an uninitialised function',
}

const selectorLength = 10 // '0x' + 4 bytes

/**
 * Why a call reverted, from its return data: the `require`/`revert` message, a panic in words,
 * a standard token error with its arguments, or the selector of an unknown custom error.
 */
export function describeRevert(returnData: Hex | undefined): string {
  if (!returnData || returnData === '0x') return 'execution reverted'
  try {
    const { errorName, args, abiItem } = decodeErrorResult({
      abi: revertErrorsAbi,
      data: returnData,
    })
    const values = (args ?? []) as readonly unknown[]
    if (errorName === 'Error') return String(values[0])
    if (errorName === 'Panic') {
      const code = Number(values[0])
      return `panic: ${panicReasons[code] ?? `code 0x${code.toString(16)}`}`
    }
    const inputs = 'inputs' in abiItem ? abiItem.inputs : []
    const named = values.map((value, index) => `${inputs[index]?.name ?? index}: ${String(value)}`)
    return `${errorName}(${named.join(', ')})`
  } catch {
    return `execution reverted (custom error ${returnData.slice(0, selectorLength)})`
  }
}
