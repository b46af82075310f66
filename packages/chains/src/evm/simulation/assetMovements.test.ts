import {
  type Address,
  encodeAbiParameters,
  encodeEventTopics,
  getAddress,
  type Hex,
  pad,
  parseAbi,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { assetMovements, nativeTransferLogAddress, type SimulatedLog } from './assetMovements.js'
import { balanceChanges } from './balanceChanges.js'

const owner: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other: Address = '0x000000000000000000000000000000000000dEaD'
const token = getAddress('0x7a3c2ff9fb5cf9c4b9a1fec177865918e2f698c5')
const abi = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
])
const erc20Log = (address: Address, from: Address, to: Address, value: bigint): SimulatedLog => ({
  address,
  topics: encodeEventTopics({ abi, eventName: 'Transfer', args: { from, to } }) as Hex[],
  data: encodeAbiParameters([{ type: 'uint256' }], [value]),
})

describe('assetMovements', () => {
  test('default: native (traced) and ERC-20 transfers', () => {
    expect(
      assetMovements([
        erc20Log(nativeTransferLogAddress, owner, other, 7n),
        erc20Log(token, owner, other, 5n),
      ]),
    ).toEqual([
      { asset: { type: 'native' }, from: owner, to: other, amount: 7n },
      { asset: { type: 'erc20', address: token }, from: owner, to: other, amount: 5n },
    ])
  })

  test('behavior: ERC-721 Transfer is told apart by its indexed token id', () => {
    const [signature, from, to] = encodeEventTopics({
      abi,
      eventName: 'Transfer',
      args: { from: owner, to: other },
    })
    const log = {
      address: token,
      topics: [signature, from, to, pad('0x2a')] as `0x${string}`[],
      data: '0x' as const,
    }
    expect(assetMovements([log])).toEqual([
      {
        asset: { type: 'erc721', address: token, tokenId: 42n },
        from: owner,
        to: other,
        amount: 1n,
      },
    ])
  })

  test('behavior: unrelated or malformed logs are skipped', () => {
    const malformed = { ...erc20Log(token, owner, other, 1n), data: '0x12' as const }
    const unrelated = { address: token, topics: [pad('0x01')], data: '0x' as const }
    expect(
      assetMovements([malformed, unrelated, { address: token, topics: [], data: '0x' }]),
    ).toEqual([])
  })
})

describe('balanceChanges', () => {
  test('default: nets movements per asset for the owner, native first, zero nets dropped', () => {
    const movements = assetMovements([
      erc20Log(token, owner, other, 5n),
      erc20Log(nativeTransferLogAddress, other, owner, 9n),
      erc20Log(token, other, owner.toLowerCase() as Address, 2n),
      erc20Log('0x00000000000000000000000000000000000000aa', owner, other, 3n),
      erc20Log('0x00000000000000000000000000000000000000aa', other, owner, 3n),
      erc20Log('0x00000000000000000000000000000000000000bb', other, other, 3n),
    ])
    expect(balanceChanges(movements, owner)).toEqual([
      { asset: { type: 'native' }, delta: 9n },
      { asset: { type: 'erc20', address: token }, delta: -3n },
    ])
  })
})
