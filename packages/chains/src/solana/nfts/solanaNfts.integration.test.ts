import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { solanaFixtureTokens } from '@tessera/devnet'
import { startedForFile } from '@tessera/engine/testing'
import type { WalletError } from '@tessera/errors'
import { describe, expect, test } from 'vitest'
import { createScalarSigner } from '../account/createScalarSigner.js'
import { localSolanaEngine } from '../testing/localSolanaEngine.js'
import { seedLocalNft } from '../testing/seedLocalNft.js'
import { freshSolanaPrivateKey, startLocalSolana } from '../testing/startLocalSolana.js'

const tileJson = {
  name: 'Tile #7',
  description: 'A blue tile',
  image: 'ipfs://cid/7.svg',
  animation_url: 'https://tiles.example/7.mp4',
  attributes: [{ trait_type: 'Colour', value: 'Blue' }],
  collection: { name: 'Tiles', family: 'Tessera' },
}
const tileUri = `data:application/json;base64,${btoa(JSON.stringify(tileJson))}`

describe('Solana NFTs on the local cluster', () => {
  const local = startedForFile(startLocalSolana)

  test('default: N-020 a 0-decimal mint held with a Metaplex metadata account is an mpl NFT named by its JSON, and no token', async () => {
    const tile = await seedLocalNft(local(), {
      metadata: { name: 'Tile #7', symbol: 'TILE', uri: tileUri },
    })
    const plain = await seedLocalNft(local(), {
      metadata: { name: 'Plain NFT', symbol: 'PLN', uri: 'ar://not-fetched' },
    })
    const points = await seedLocalNft(local(), { amount: 5n, metadata: null })
    const shares = await seedLocalNft(local(), {
      amount: 1000n,
      metadata: { name: 'Shares', symbol: 'SHR', uri: '' },
    })
    const silent: WalletError[] = []
    const engine = localSolanaEngine(local(), local().privateKey, silent)
    const { id } = local().network
    expect(engine.nfts.hasIndexer).toBe(true)
    await engine.nfts.refresh()
    // In the order the node lists the token accounts: by name here.
    const byName = [...engine.nfts.list(id)].sort((a, b) =>
      (a.name ?? '').localeCompare(b.name ?? ''),
    )
    expect(byName).toEqual([
      expect.objectContaining({
        type: 'mpl',
        address: plain.mint,
        name: 'Plain NFT',
        collectionName: 'PLN',
        image: null,
        tokenUrl: 'ar://not-fetched',
      }),
      {
        networkId: id,
        type: 'mpl',
        address: tile.mint,
        tokenId: 0n,
        collectionName: 'Tiles',
        name: 'Tile #7',
        description: 'A blue tile',
        image: 'https://ipfs.io/ipfs/cid/7.svg',
        animationUrl: 'https://tiles.example/7.mp4',
        attributes: [{ trait: 'Colour', value: 'Blue' }],
        tokenUrl: tileUri,
        balance: 1n,
        autodetected: true,
      },
    ])
    expect(silent).toEqual([])
    const tokens = (await engine.balances.read(id)).map((entry) => entry.address)
    expect(tokens).toContain(points.mint)
    // A 0-decimal fungible token with metadata (supply 1000, not 1) stays a token.
    expect(tokens).toContain(shares.mint)
    expect(byName.map((nft) => nft.address)).not.toContain(shares.mint)
    expect(tokens).not.toContain(tile.mint)
    expect(tokens).not.toContain(plain.mint)
    expect(tokens).toContain(solanaFixtureTokens.tusd.mint)
  })

  test('behavior: N-020 an mpl NFT sent from the NFT tab lands with the recipient, is recorded as a Send of it, and leaves the list on refresh', async () => {
    const { mint } = await seedLocalNft(local(), {
      metadata: { name: 'Sent tile', symbol: 'TILE', uri: '' },
    })
    const engine = localSolanaEngine(local())
    const { id } = local().network
    await engine.nfts.refresh()
    const nft = engine.nfts.list(id).find((listed) => listed.address === mint)
    if (!nft) throw new Error('the NFT was not found')
    const recipientKey = freshSolanaPrivateKey()
    const recipient = createScalarSigner(recipientKey).address
    const transfer = engine.transfers.parseNft({ nft, recipient, quantity: '' })
    expect(transfer.amount).toBe(1n)
    const [fee] = (await engine.transfers.quote(transfer)).options
    if (!fee) throw new Error('no fee option')
    const signature = await engine.transfers.send({ transfer, fee: fee.choice })
    expect(engine.activities.list(id)[0]).toMatchObject({
      txHash: signature,
      operation: 'Send',
      customToken: null,
      nft: { type: 'mpl', address: mint, tokenId: '0', name: 'Sent tile' },
      transaction: { amount: '1' },
    })
    await engine.nfts.refresh()
    expect(engine.nfts.list(id).map((listed) => listed.address)).not.toContain(mint)
    const theirs = localSolanaEngine(local(), recipientKey)
    await theirs.nfts.refresh()
    expect(theirs.nfts.list(id)).toEqual([
      expect.objectContaining({ type: 'mpl', address: mint, name: 'Sent tile', balance: 1n }),
    ])
  })

  test('error: N-020 an NFT held only in a frozen token account (a programmable NFT) fails its quote with W-111, before the user is asked', async () => {
    const { mint } = await seedLocalNft(local(), {
      frozen: true,
      metadata: { name: 'Frozen tile', symbol: 'TILE', uri: '' },
    })
    const engine = localSolanaEngine(local())
    const { id } = local().network
    const to = createScalarSigner(freshSolanaPrivateKey()).address
    const asset = { type: 'mpl', address: mint, tokenId: 0n } as const
    await expect(
      engine.transfers.quote({ networkId: id, asset, to, amount: 1n }),
    ).rejects.toMatchObject({ code: 'W-111', details: expect.stringContaining('frozen') })
  })

  test('error: N-020 an mpl send of more than one, or of a mint with decimals, is invalid_params', async () => {
    const { mint } = await seedLocalNft(local(), { decimals: 2, amount: 100n, metadata: null })
    const engine = localSolanaEngine(local())
    const { id } = local().network
    const to = createScalarSigner(freshSolanaPrivateKey()).address
    const asset = { type: 'mpl', address: mint, tokenId: 0n } as const
    for (const amount of [2n, 1n])
      await expect(
        engine.transfers.quote({ networkId: id, asset, to, amount }),
      ).rejects.toMatchObject({ code: 'invalid_params' })
  })

  test('behavior: N-020 a metadata fetch that failed is tried again on the next refresh', async () => {
    let answered = 0
    const server = createServer((_request, response) => {
      answered += 1
      if (answered === 1) return response.writeHead(503).end()
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ name: 'Late tile', image: 'https://tiles.example/late.png' }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const { mint } = await seedLocalNft(local(), {
        metadata: { name: 'Late', symbol: 'TILE', uri: `http://127.0.0.1:${port}/late.json` },
      })
      const silent: WalletError[] = []
      const engine = localSolanaEngine(local(), local().privateKey, silent)
      const { id } = local().network
      const listed = () => engine.nfts.list(id).find((nft) => nft.address === mint)
      await engine.nfts.refresh()
      expect(listed()).toMatchObject({ name: 'Late', image: null })
      expect(silent.map((error) => error.code)).toEqual(['W-147'])
      await engine.nfts.refresh()
      expect(listed()).toMatchObject({
        name: 'Late tile',
        image: 'https://tiles.example/late.png',
      })
      await engine.nfts.refresh()
      expect(answered).toBe(2)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
