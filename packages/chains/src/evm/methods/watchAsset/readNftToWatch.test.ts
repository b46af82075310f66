import { WalletError } from '@tessera/errors'
import { type Address, getAddress, type PublicClient } from 'viem'
import { describe, expect, test } from 'vitest'
import { readNftToWatch } from './readNftToWatch.js'

const wallet = getAddress('0x5b38da6a701c568545dcfcb03fcb875f56beddc4')
const someoneElse = getAddress('0x90f79bf6eb2c4f870365e785982e1f101e93b906')
const collection = getAddress('0xe7f1725e7734ce288f8367e1bb143e90bb3f0512')

type Read = { readonly functionName: string; readonly args?: readonly unknown[] }

/** A node whose contract answers `answers` by function name, recording every read. */
function fakeClient(answers: Record<string, unknown>) {
  const reads: Read[] = []
  const client = {
    readContract: async ({ functionName, args }: Read) => {
      reads.push(args === undefined ? { functionName } : { functionName, args })
      if (!(functionName in answers)) throw new Error(`reverted: ${functionName}`)
      return answers[functionName]
    },
  } as unknown as PublicClient
  return { client, reads }
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: unknown) => (error instanceof WalletError ? error.code : 'other'),
  )

describe('readNftToWatch', () => {
  test('C-030: an ERC-721 is read by name() and tokenURI(id)', async () => {
    const { client, reads } = fakeClient({
      name: 'Tessera Tiles',
      ownerOf: wallet,
      tokenURI: 'ipfs://tile/2',
    })
    const nft = { type: 'erc721', address: collection, tokenId: 2n, owner: wallet } as const
    expect(await readNftToWatch(client, nft)).toMatchObject({
      collectionName: 'Tessera Tiles',
      tokenUrl: 'ipfs://tile/2',
      balance: 1n,
    })
    expect(reads.map(({ functionName }) => functionName)).toEqual(['name', 'ownerOf', 'tokenURI'])
    expect(reads.at(-1)?.args).toEqual([2n])
  })

  test('C-030: an ERC-1155 is read by name() and uri(id), never tokenURI', async () => {
    const { client, reads } = fakeClient({
      name: 'Tessera Badges',
      balanceOf: 5n,
      uri: 'ipfs://{id}',
    })
    const nft = { type: 'erc1155', address: collection, tokenId: 1n, owner: wallet } as const
    expect(await readNftToWatch(client, nft)).toMatchObject({
      collectionName: 'Tessera Badges',
      tokenUrl: 'ipfs://{id}',
      balance: 5n,
    })
    expect(reads.map(({ functionName }) => functionName)).toEqual(['name', 'balanceOf', 'uri'])
    expect(reads.at(-1)?.args).toEqual([1n])
  })

  test('N-005: an ERC-721 counts as owned only when ownerOf is the wallet address', async () => {
    const codes = { notOwned: 'W-113', noSuchToken: 'W-127' } as const
    const nft = (owner: Address) =>
      ({ type: 'erc721', address: collection, tokenId: 2n, owner }) as const
    const answering = (owner: Address) =>
      fakeClient({ name: 'Tessera Tiles', ownerOf: owner, tokenURI: 'ipfs://tile/2' }).client
    // The same address in another case is the same owner.
    const lowerCase = wallet.toLowerCase() as Address
    expect(await codeOf(readNftToWatch(answering(lowerCase), nft(wallet), codes))).toBe('read')
    expect(await codeOf(readNftToWatch(answering(someoneElse), nft(wallet), codes))).toBe('W-113')
  })
})
