import type { FeeChoice, Nft } from '@tessera/chains'
import { startLocalChain } from '@tessera/chains/testing'
import {
  fixtureAddresses,
  fixtureMultiTokenCollection,
  fixtureNftCollection,
  testUserAccount,
} from '@tessera/devnet'
import type { WalletError } from '@tessera/errors'
import {
  createPublicClient,
  decodeFunctionData,
  encodeFunctionData,
  erc721Abi,
  erc1155Abi,
  type Hex,
  http,
} from 'viem'
import { estimateGas } from 'viem/actions'
import { describe, expect, test } from 'vitest'
import { engineOnLocalChain } from '../testing/engineOnLocalChain.js'
import { startedForFile } from '../testing/startedForFile.js'

const recipient = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' // anvil account 3
const devnet = startedForFile(startLocalChain)
const { dataUriTokenId, httpUriTokenId } = fixtureNftCollection

const engineOnDevnet = () => engineOnLocalChain(devnet())

const client = () => createPublicClient({ transport: http(devnet().rpcUrl) })
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'added',
    (error: WalletError) => error.code,
  )

/**
 * Sends the NFT as SendNfts does: the form, the fee quote, the send with its Normal fee; waits
 * for the block. The fee sent and the call data of the mined transaction.
 */
async function sendNft(
  engine: ReturnType<typeof engineOnDevnet>,
  nft: Nft,
  quantity: string,
): Promise<{ fee: FeeChoice; input: Hex }> {
  const transfer = engine.transfers.parseNft({ nft, recipient, quantity })
  const [normal] = (await engine.transfers.quote(transfer)).options
  if (!normal) throw new Error('a quote has a Normal fee')
  const hash = await engine.transfers.send({ transfer, fee: normal.choice })
  await client().waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 50 })
  const { input } = await client().getTransaction({ hash: hash as `0x${string}` })
  return { fee: normal.choice, input }
}

describe('engine.nfts on the local chain', () => {
  test('default: N-008, N-004, N-007, N-002, N-018, N-003 an ERC-721 by address and id: detected, read, listed', async () => {
    const engine = engineOnDevnet()
    const { id } = devnet().network
    const nft = await engine.nfts.add({
      address: ` ${fixtureAddresses.nft.toLowerCase()} `,
      tokenId: String(dataUriTokenId),
    })
    expect(nft).toMatchObject({
      type: 'erc721',
      networkId: id,
      address: fixtureAddresses.nft,
      tokenId: dataUriTokenId,
      collectionName: fixtureNftCollection.name,
      name: `${fixtureNftCollection.name} #1`,
      description: expect.stringContaining('Fixture token 1'),
      image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      animationUrl: null,
      attributes: [
        { trait: 'Collection', value: fixtureNftCollection.name },
        { trait: 'Number', value: '1' },
      ],
      tokenUrl: expect.stringMatching(/^data:application\/json;base64,/),
      balance: 1n,
    })
    expect(engine.nfts.list(id)).toEqual([nft])
    expect(engine.nfts.list(id)).toBe(engine.nfts.list(id))
    expect(engine.tokens.list(id)).toEqual([])
    expect(await codeOf(engine.nfts.add({ address: fixtureAddresses.nft, tokenId: '1' }))).toBe(
      'W-142',
    )
    engine.logout()
  })

  test('default: N-006 an ERC-1155 is detected and listed with the balance held', async () => {
    const engine = engineOnDevnet()
    const [held] = fixtureMultiTokenCollection.balances
    const nft = await engine.nfts.add({ address: fixtureAddresses.multiToken, tokenId: '1' })
    expect(nft).toMatchObject({ type: 'erc1155', balance: held?.amount, name: 'Tessera Badges #1' })
    engine.logout()
  })

  test('error: N-009, N-010, N-011, X-016, X-017, X-031 not owned W-113, no such id W-127, not an NFT W-112, no address W-144', async () => {
    const engine = engineOnDevnet()
    const add = (address: string, tokenId: string) => codeOf(engine.nfts.add({ address, tokenId }))
    expect(await add(fixtureAddresses.multiToken, '3')).toBe('W-113')
    expect(await add(fixtureAddresses.nft, '999')).toBe('W-127')
    expect(await add(fixtureAddresses.nft, 'one')).toBe('W-127')
    expect(await add(fixtureAddresses.tst, '1')).toBe('W-112')
    expect(await add(recipient, '1')).toBe('W-112')
    expect(await add('0x1234', '1')).toBe('W-144')
    expect(await add('', '1')).toBe('W-141')
    expect(engine.nfts.list(devnet().network.id)).toEqual([])
    engine.logout()
  })

  test('behavior: N-012 a removed NFT leaves the list and can be added again', async () => {
    const engine = engineOnDevnet()
    const { id } = devnet().network
    const nft = await engine.nfts.add({ address: fixtureAddresses.multiToken, tokenId: '2' })
    let changes = 0
    engine.nfts.subscribe(() => {
      changes += 1
    })
    engine.nfts.remove(nft)
    expect(engine.nfts.list(id)).toEqual([])
    expect(changes).toBe(1)
    await engine.nfts.add({ address: fixtureAddresses.multiToken, tokenId: '2' })
    expect(engine.nfts.list(id)).toHaveLength(1)
    engine.logout()
  })

  test('default: N-014, K-043, N-019, S-085, X-017, C-028 an ERC-721 sent by transferFrom: doubled estimate, Send activity with the NFT, gone after refresh, W-113 after', async () => {
    const engine = engineOnDevnet()
    const { id } = devnet().network
    const nft = await engine.nfts.add({
      address: fixtureAddresses.nft,
      tokenId: String(httpUriTokenId),
    })
    const single = await estimateGas(client(), {
      account: testUserAccount.address,
      to: fixtureAddresses.nft,
      data: encodeFunctionData({
        abi: erc721Abi,
        functionName: 'transferFrom',
        args: [testUserAccount.address, recipient, httpUriTokenId],
      }),
    })
    const { fee, input } = await sendNft(engine, nft, '')
    expect(fee.values.gasLimit).toBe(single * 2n)
    expect(decodeFunctionData({ abi: erc721Abi, data: input })).toEqual({
      functionName: 'transferFrom',
      args: [testUserAccount.address, recipient, httpUriTokenId],
    })
    expect(
      await client().readContract({
        address: fixtureAddresses.nft,
        abi: erc721Abi,
        functionName: 'ownerOf',
        args: [httpUriTokenId],
      }),
    ).toBe(recipient)
    const [activity] = engine.activities.list(id)
    expect(activity).toMatchObject({
      operation: 'Send',
      address: { from: testUserAccount.address, to: recipient },
      transaction: { amount: '1' },
      customToken: null,
      nft: {
        type: 'erc721',
        address: fixtureAddresses.nft,
        tokenId: String(httpUriTokenId),
        collectionName: fixtureNftCollection.name,
        name: `${fixtureNftCollection.name} #2`,
      },
    })
    expect(engine.nfts.list(id)).toHaveLength(1)
    await engine.nfts.refresh()
    expect(engine.nfts.list(id)).toEqual([])
    expect(
      await codeOf(
        engine.nfts.add({ address: fixtureAddresses.nft, tokenId: String(httpUriTokenId) }),
      ),
    ).toBe('W-113')
    engine.logout()
  })

  test('behavior: N-015, S-085, C-029 an ERC-1155 quantity sent by safeTransferFrom; refresh keeps the rest with its new balance', async () => {
    const engine = engineOnDevnet()
    const { id } = devnet().network
    const nft = await engine.nfts.add({ address: fixtureAddresses.multiToken, tokenId: '1' })
    const { input } = await sendNft(engine, nft, '2')
    expect(decodeFunctionData({ abi: erc1155Abi, data: input })).toEqual({
      functionName: 'safeTransferFrom',
      args: [testUserAccount.address, recipient, 1n, 2n, '0x'],
    })
    expect(
      await client().readContract({
        address: fixtureAddresses.multiToken,
        abi: erc1155Abi,
        functionName: 'balanceOf',
        args: [recipient, 1n],
      }),
    ).toBe(2n)
    expect(engine.activities.list(id)[0]).toMatchObject({
      transaction: { amount: '2' },
      nft: { type: 'erc1155', tokenId: '1', name: 'Tessera Badges #1' },
    })
    await engine.nfts.refresh()
    expect(engine.nfts.list(id)).toMatchObject([{ tokenId: 1n, balance: 3n }])
    engine.logout()
  })
})
