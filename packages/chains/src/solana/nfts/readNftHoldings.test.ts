import { address, getBase64Decoder } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterEach, describe, expect, test } from 'vitest'
import { createSolanaClient } from '../client/createSolanaClient.js'
import { solanaTestNetwork } from '../testing/createSolanaTestEngine.js'
import { encodeMetaplexMetadata } from '../testing/encodeMetaplexMetadata.js'
import { rpcValue, startFakeSolanaRpc } from '../testing/startFakeSolanaRpc.js'
import { metaplexMetadataAddress, tokenMetadataProgramAddress } from './metaplexMetadataAddress.js'
import { readNftHoldings } from './readNftHoldings.js'

const mint = address('5wRTEpepTDTqN9pkgFu5FR3HboTu9D56XBjxkvfqt4vY')
const otherMint = address('BGjnpqnMVbrTq9THJJoSgceVf1sGMxWkrWmsMXYGwvb9')
const updateAuthority = address('FnJw9tY7cMwTfRioJWeNjiWpM2aZNLTHdeHD6gTZNvuy')
const holding = { mint, decimals: 0, amount: 1n }

/** A node whose metadata account of `mint` is owned by `owner` and names `named`. */
async function nftsWhere(parameters: {
  readonly owner?: string
  readonly named?: string
  readonly supply?: string
}) {
  const { owner = tokenMetadataProgramAddress, named = mint, supply = '1' } = parameters
  const metadata = await metaplexMetadataAddress(mint)
  const data = encodeMetaplexMetadata({
    updateAuthority,
    mint: address(named),
    name: 'Tile',
    symbol: 'TILE',
    uri: '',
  })
  const account = (programOwner: string, accountData: unknown) => ({
    lamports: 1,
    owner: programOwner,
    executable: false,
    rentEpoch: 0,
    space: 1,
    data: accountData,
  })
  const node = await startFakeSolanaRpc((_method, params) => {
    const [[asked]] = params as [string[]]
    if (asked === metadata)
      return rpcValue([account(owner, [getBase64Decoder().decode(data), 'base64'])])
    return rpcValue([
      account(TOKEN_PROGRAM_ADDRESS, {
        program: 'spl-token',
        parsed: { type: 'mint', info: { decimals: 0, supply, isInitialized: true } },
        space: 82,
      }),
    ])
  })
  stop = node.stop
  return readNftHoldings(createSolanaClient(solanaTestNetwork(node.url)), [holding])
}

let stop: (() => Promise<void>) | undefined
afterEach(() => stop?.())

describe('readNftHoldings', () => {
  test('default: N-020 a 0-decimal mint of supply 1 with its Metaplex metadata is an NFT', async () => {
    expect(await nftsWhere({})).toEqual([
      { holding, metadata: expect.objectContaining({ mint, name: 'Tile', symbol: 'TILE' }) },
    ])
  })

  test('behavior: N-020 a 0-decimal mint with metadata and a supply of 1000 stays a token', async () => {
    expect(await nftsWhere({ supply: '1000' })).toEqual([])
  })

  test('error: N-020 a metadata account owned by another program is refused', async () => {
    expect(await nftsWhere({ owner: TOKEN_PROGRAM_ADDRESS })).toEqual([])
  })

  test('error: N-020 a metadata account that names another mint is refused', async () => {
    expect(await nftsWhere({ named: otherMint })).toEqual([])
  })
})
