import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { WalletError } from '@tessera/errors'
import { afterEach, describe, expect, test } from 'vitest'
import { token2022ProgramAddress } from '../programs/solanaPrograms.js'
import { createSolanaTestEngine } from '../testing/createSolanaTestEngine.js'
import { FakeRpcError, rpcValue, startFakeSolanaRpc } from '../testing/startFakeSolanaRpc.js'

const tusd = '5wRTEpepTDTqN9pkgFu5FR3HboTu9D56XBjxkvfqt4vY'
const tst22 = 'BGjnpqnMVbrTq9THJJoSgceVf1sGMxWkrWmsMXYGwvb9'
const tokenAccount = (mint: string, amount: string, decimals: number) => ({
  pubkey: 'FnJw9tY7cMwTfRioJWeNjiWpM2aZNLTHdeHD6gTZNvuy',
  account: {
    lamports: 2_039_280,
    owner: TOKEN_PROGRAM_ADDRESS,
    executable: false,
    rentEpoch: 0,
    space: 165,
    data: {
      program: 'spl-token',
      parsed: { type: 'account', info: { mint, owner: 'x', tokenAmount: { amount, decimals } } },
      space: 165,
    },
  },
})

/** A node where the wallet holds 1.5 SOL, TUSD in two Token accounts and TST22 on Token-2022. */
const answer = (method: string, params: readonly unknown[]) => {
  if (method === 'getBalance') return rpcValue(1_500_000_000)
  const { programId } = params[1] as { programId: string }
  return rpcValue(
    programId === token2022ProgramAddress
      ? [tokenAccount(tst22, '7000000000', 9)]
      : [tokenAccount(tusd, '1000000', 6), tokenAccount(tusd, '250000', 6)],
  )
}

let stop: (() => Promise<void>) | undefined
afterEach(() => stop?.())

describe('readSolanaAssets', () => {
  test('default: F-006 SOL first (9 decimals, K-008), then the tokens of both programs summed per mint', async () => {
    const node = await startFakeSolanaRpc(answer)
    stop = node.stop
    const { engine, network } = createSolanaTestEngine({ rpcUrl: node.url })
    const assets = await engine.balances.read(network.id)
    expect(assets.map(({ logo: _logo, ...asset }) => asset)).toEqual([
      { address: 'native', name: 'SOL', symbol: 'SOL', decimals: 9, balance: 1_500_000_000n },
      {
        address: tusd,
        name: '5wRTEp...fqt4vY',
        symbol: '5wRTEp...fqt4vY',
        decimals: 6,
        balance: 1_250_000n,
      },
      {
        address: tst22,
        name: 'BGjnpq...YGwvb9',
        symbol: 'BGjnpq...YGwvb9',
        decimals: 9,
        balance: 7_000_000_000n,
      },
    ])
    const programs = node.calls
      .filter((call) => call.method === 'getTokenAccountsByOwner')
      .map((call) => call.params.slice(1))
    expect(programs).toEqual([
      [{ programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
      [{ programId: token2022ProgramAddress }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
    ])
  })

  test('behavior: K-029 the node is first asked 200 ms after the assets are asked for', async () => {
    const node = await startFakeSolanaRpc(answer)
    stop = node.stop
    const { engine, network } = createSolanaTestEngine({ rpcUrl: node.url })
    const asked = Date.now()
    await engine.balances.read(network.id)
    expect(Math.min(...node.times) - asked).toBeGreaterThanOrEqual(195)
  })

  test('behavior: F-007 names, symbols and logos from the token list; others by their mint', async () => {
    const node = await startFakeSolanaRpc(answer)
    stop = node.stop
    const list = { chainId: 103, address: tusd, symbol: 'TUSD', name: 'Tessera USD', decimals: 6 }
    const logoURI = 'https://tokens.example/tusd.svg'
    const listUrl = `data:application/json,${encodeURIComponent(JSON.stringify({ tokens: [{ ...list, logoURI }] }))}`
    const { engine, network } = createSolanaTestEngine({
      rpcUrl: node.url,
      services: { tokenListUrls: [listUrl] },
    })
    const [, named, unnamed] = await engine.balances.read(network.id)
    expect(named).toMatchObject({ name: 'Tessera USD', symbol: 'TUSD', logo: logoURI })
    expect(unnamed?.logo).toMatch(/^data:image\/svg\+xml,/)
  })

  test('behavior: X-068 a token list that fails is reported silently and the balances listed unnamed', async () => {
    const node = await startFakeSolanaRpc(answer)
    stop = node.stop
    const silent: WalletError[] = []
    const { engine, network } = createSolanaTestEngine({
      rpcUrl: node.url,
      services: { tokenListUrls: ['http://127.0.0.1:9/list.json'] },
      onSilentError: (error) => silent.push(error),
    })
    const assets = await engine.balances.read(network.id)
    expect(assets).toHaveLength(3)
    expect(silent.map((error) => [error.code, error.details])).toEqual([
      ['W-147', 'Failed to fetch token list'],
    ])
  })

  test('error: W-126 when the node cannot tell the SOL balance', async () => {
    const node = await startFakeSolanaRpc((method, params) => {
      if (method === 'getBalance') throw new FakeRpcError(-32603, 'internal error')
      return answer(method, params)
    })
    stop = node.stop
    const { engine, network } = createSolanaTestEngine({ rpcUrl: node.url })
    await expect(engine.balances.read(network.id)).rejects.toMatchObject({ code: 'W-126' })
  })

  test('behavior: X-030 token accounts the node cannot list are reported silently (W-126); SOL is still listed', async () => {
    const node = await startFakeSolanaRpc((method, params) => {
      if (method === 'getTokenAccountsByOwner') throw new FakeRpcError(-32603, 'internal error')
      return answer(method, params)
    })
    stop = node.stop
    const silent: WalletError[] = []
    const { engine, network } = createSolanaTestEngine({
      rpcUrl: node.url,
      onSilentError: (error) => silent.push(error),
    })
    expect((await engine.balances.read(network.id)).map((asset) => asset.address)).toEqual([
      'native',
    ])
    expect(silent.map((error) => error.code)).toEqual(['W-126'])
  })
})
