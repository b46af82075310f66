import type { Nft } from '@tessera/chains'
import { evmAdapter, evmNetworkId } from '@tessera/chains/evm'
import { describe, expect, test } from 'vitest'
import { parseNftTransferForm } from './parseNftTransferForm.js'

const recipient = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const badge: Nft = {
  type: 'erc1155',
  networkId: evmNetworkId(31_337),
  address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  tokenId: 1n,
  collectionName: 'Badges',
  name: 'Badge #1',
  description: null,
  image: null,
  animationUrl: null,
  attributes: [],
  tokenUrl: 'https://badges.example/1.json',
  balance: 5n,
}
const tile: Nft = { ...badge, type: 'erc721', tokenId: 7n, balance: 1n }

describe('parseNftTransferForm', () => {
  test('default: N-015 an ERC-1155 sends the quantity typed; N-014 an ERC-721 always one', () => {
    expect(
      parseNftTransferForm(
        { nft: badge, recipient: ` ${recipient} `, quantity: ' 5 ' },
        evmAdapter,
      ),
    ).toEqual({
      networkId: evmNetworkId(31_337),
      asset: { type: 'erc1155', address: badge.address, tokenId: 1n },
      to: recipient,
      amount: 5n,
    })
    expect(parseNftTransferForm({ nft: tile, recipient, quantity: '' }, evmAdapter)).toMatchObject({
      asset: { type: 'erc721', tokenId: 7n },
      amount: 1n,
    })
  })

  test.each([
    ['', '1', 'W-110', 'Please enter all details'],
    [recipient, ' ', 'W-110', 'Please enter all details'],
    ['0x1234', '1', 'W-105', undefined],
    [recipient, '0', 'W-129', 'Please enter a valid quantity'],
    [recipient, '1.5', 'W-129', 'Please enter a valid quantity'],
    [recipient, '-1', 'W-129', 'Please enter a valid quantity'],
    [recipient, '6', 'W-114', 'Insufficient NFTs: at most 5 may be sent'],
  ])('error: N-015, N-016, X-018 recipient %j quantity %j → %s', (to, quantity, code, message) => {
    expect(() => parseNftTransferForm({ nft: badge, recipient: to, quantity }, evmAdapter)).toThrow(
      expect.objectContaining({ code, ...(message ? { shortMessage: message } : {}) }),
    )
  })
})
