import { decodeFunctionData, erc20Abi, erc721Abi, erc1155Abi, getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { transferCall } from './transferCall.js'

const from = getAddress('0x5b38da6a701c568545dcfcb03fcb875f56beddc4')
const to = getAddress('0x90f79bf6eb2c4f870365e785982e1f101e93b906')
const token = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')
const networkId = 'eip155:31337' as const
const collection = getAddress('0xe7f1725e7734ce288f8367e1bb143e90bb3f0512')

describe('transferCall', () => {
  test('default: a native send moves the value to the recipient, with no call data', () => {
    expect(transferCall({ networkId, asset: 'native', to, amount: 5n }, from)).toEqual({
      to,
      value: 5n,
    })
  })

  test('C-027: an ERC-20 send calls the token’s transfer(to, amount)', () => {
    const call = transferCall({ networkId, asset: token, to, amount: 12_500_000n }, from)
    expect(call).toMatchObject({ to: token, value: 0n })
    expect(decodeFunctionData({ abi: erc20Abi, data: call.data ?? '0x' })).toEqual({
      functionName: 'transfer',
      args: [to, 12_500_000n],
    })
  })

  test('C-028: an ERC-721 send calls transferFrom(wallet, to, tokenId)', () => {
    const asset = { type: 'erc721', address: collection, tokenId: 7n } as const
    const call = transferCall({ networkId, asset, to, amount: 1n }, from)
    expect(call).toMatchObject({ to: collection, value: 0n })
    expect(decodeFunctionData({ abi: erc721Abi, data: call.data ?? '0x' })).toEqual({
      functionName: 'transferFrom',
      args: [from, to, 7n],
    })
  })

  test('C-029: an ERC-1155 send calls safeTransferFrom(wallet, to, id, quantity, 0x)', () => {
    const asset = { type: 'erc1155', address: collection, tokenId: 1n } as const
    const call = transferCall({ networkId, asset, to, amount: 3n }, from)
    expect(call).toMatchObject({ to: collection, value: 0n })
    expect(decodeFunctionData({ abi: erc1155Abi, data: call.data ?? '0x' })).toEqual({
      functionName: 'safeTransferFrom',
      args: [from, to, 1n, 3n, '0x'],
    })
  })

  test('error: N-020 a Solana mpl NFT is no EVM call: operation_not_supported', () => {
    const asset = { type: 'mpl', address: collection, tokenId: 0n } as const
    expect(() => transferCall({ networkId, asset, to, amount: 1n }, from)).toThrow(
      expect.objectContaining({ code: 'operation_not_supported' }),
    )
  })
})
