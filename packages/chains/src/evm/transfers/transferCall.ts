import { WalletError } from '@tessera/errors'
import { type Address, encodeFunctionData, erc20Abi, erc721Abi, erc1155Abi, type Hex } from 'viem'
import type { Transfer } from '../../transfers/Transfer.js'

/**
 * The call a transfer from `from` makes (SPEC §7): a native value transfer, the token's
 * `transfer(to, amount)`, ERC-721 `transferFrom(from, to, tokenId)` or ERC-1155
 * `safeTransferFrom(from, to, id, quantity, '0x')`. A Solana `mpl` NFT has no EVM call:
 * operation_not_supported (N-020).
 */
export function transferCall(
  transfer: Transfer,
  from: Address,
): {
  readonly to: Address
  readonly value: bigint
  readonly data?: Hex
} {
  const { asset, amount } = transfer
  // Addresses of an EVM transfer were parsed and checksummed by the adapter (parseAddress).
  const to = transfer.to as Address
  if (asset === 'native') return { to, value: amount }
  if (typeof asset === 'string')
    return {
      to: asset as Address,
      value: 0n,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
    }
  if (asset.type === 'mpl')
    throw new WalletError('operation_not_supported', { details: 'a Solana NFT on EVM' })
  return {
    to: asset.address as Address,
    value: 0n,
    data:
      asset.type === 'erc721'
        ? encodeFunctionData({
            abi: erc721Abi,
            functionName: 'transferFrom',
            args: [from, to, asset.tokenId],
          })
        : encodeFunctionData({
            abi: erc1155Abi,
            functionName: 'safeTransferFrom',
            args: [from, to, asset.tokenId, amount, '0x'],
          }),
  }
}
