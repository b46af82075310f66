import { solanaFixtureTokens } from '@tessera/devnet'
import type { WalletEngine } from '@tessera/engine'
import { startedForFile } from '@tessera/engine/testing'
import type { WalletError } from '@tessera/errors'
import { describe, expect, test } from 'vitest'
import type { AssetEntry } from '../assets/AssetEntry.js'
import { formatUnits } from '../units/formatUnits.js'
import { createScalarSigner } from './account/createScalarSigner.js'
import { localSolanaEngine } from './testing/localSolanaEngine.js'
import {
  freshSolanaPrivateKey,
  type LocalSolana,
  localSolanaFunds,
  startLocalSolana,
} from './testing/startLocalSolana.js'

const { tusd, tst22 } = solanaFixtureTokens

/** Waits until the newest activity has all its details (the log polls every 2 s). */
async function settledActivity(engine: WalletEngine, networkId: LocalSolana['network']['id']) {
  for (let tries = 0; tries < 50; tries++) {
    const [latest] = engine.activities.list(networkId)
    if (latest && !latest.isAwaitingDetails) return latest
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the activity never settled')
}

async function send(
  engine: WalletEngine,
  local: LocalSolana,
  asset: AssetEntry,
  to: string,
  amount: string,
) {
  const transfer = engine.transfers.parse({
    networkId: local.network.id,
    asset,
    recipient: to,
    amount,
  })
  const quote = await engine.transfers.quote(transfer)
  const fee = quote.options[0]
  if (!fee) throw new Error('no fee option')
  return { quote, signature: await engine.transfers.send({ transfer, fee: fee.choice }) }
}

describe('solanaAdapter on the local cluster', () => {
  const local = startedForFile(startLocalSolana)

  test('default: F-006 F-007 SOL first, then the tokens of Token and Token-2022, named by the token list', async () => {
    const assets = await localSolanaEngine(local()).balances.read(local().network.id)
    expect(
      assets.map(({ address, symbol, name, decimals, balance }) => ({
        address,
        symbol,
        name,
        decimals,
        balance,
      })),
    ).toEqual([
      {
        address: 'native',
        symbol: 'SOL',
        name: 'SOL',
        decimals: 9,
        balance: localSolanaFunds.lamports,
      },
      {
        address: tusd.mint,
        symbol: 'TUSD',
        name: tusd.name,
        decimals: 6,
        balance: localSolanaFunds.tokens.tusd,
      },
      {
        address: tst22.mint,
        symbol: 'TST22',
        name: tst22.name,
        decimals: 9,
        balance: localSolanaFunds.tokens.tst22,
      },
    ])
    expect(assets[1]?.logo).toMatch(new RegExp(`^${local().tokenList.url}/`))
  })

  test('behavior: C-025 the token list from the fallback mirror when the first fails', async () => {
    local().tokenList.setMirror('primary', 'fail')
    try {
      const assets = await localSolanaEngine(local()).balances.read(local().network.id)
      expect(assets[1]?.symbol).toBe('TUSD')
    } finally {
      local().tokenList.setMirror('primary', 'serve')
    }
  })

  test.each([
    ['fail', 'fail', 'Failed to fetch token list'],
    ['empty', 'serve', 'Token list is empty'],
  ] as const)(
    'behavior: X-067 X-068 mirrors %s/%s: "%s" reported silently, balances listed unnamed',
    async (primary, fallback, details) => {
      local().tokenList.setMirror('primary', primary)
      local().tokenList.setMirror('fallback', fallback)
      try {
        const silent: WalletError[] = []
        const assets = await localSolanaEngine(local(), local().privateKey, silent).balances.read(
          local().network.id,
        )
        const short = (mint: string) => `${mint.slice(0, 6)}...${mint.slice(-6)}`
        expect(assets.map((asset) => asset.symbol)).toEqual([
          'SOL',
          short(tusd.mint),
          short(tst22.mint),
        ])
        expect(silent.map((error) => [error.code, error.details])).toEqual([['W-147', details]])
      } finally {
        local().tokenList.setMirror('primary', 'serve')
        local().tokenList.setMirror('fallback', 'serve')
      }
    },
  )

  test('behavior: S-015 S-016 F-009 a SOL send to a new address lands, recorded Success at once, then its fee and compute units', async () => {
    const engine = localSolanaEngine(local())
    const [sol] = await engine.balances.read(local().network.id)
    const recipientKey = freshSolanaPrivateKey()
    const recipient = createScalarSigner(recipientKey).address
    const { quote, signature } = await send(engine, local(), sol as AssetEntry, recipient, '0.25')
    expect(quote).toMatchObject({
      isEstimated: true,
      custom: null,
      options: [{ speed: 'normal', fee: 5_000n, maxFee: 5_000n }],
    })
    const [recorded] = engine.activities.list(local().network.id)
    expect(recorded).toMatchObject({
      operation: 'Send',
      txHash: signature,
      status: 'Success',
      isAwaitingDetails: true,
      customToken: null,
      transaction: { amount: '0.25' },
    })
    const settled = await settledActivity(engine, local().network.id)
    expect(settled).toMatchObject({
      status: 'Success',
      transaction: { fee: '5000', computeUnitsConsumed: '150' },
    })
    expect(engine.activities.details(settled)).toEqual([
      { label: 'fee', value: '0.000005 SOL' },
      { label: 'computeUnitsConsumed', value: '150' },
    ])
    const [received] = await localSolanaEngine(local(), recipientKey).balances.read(
      local().network.id,
    )
    expect(received?.balance).toBe(250_000_000n)
  })

  test.each([
    ['Token', tusd, '12.5', 12_500_000n],
    ['Token-2022', tst22, '3', 3_000_000_000n],
  ] as const)(
    'behavior: F-006 an SPL send on %s creates the recipient’s token account; its rent counts in maxFee',
    async (_program, token, amount, units) => {
      const engine = localSolanaEngine(local())
      const assets = await engine.balances.read(local().network.id)
      const asset = assets.find((entry) => entry.address === token.mint) as AssetEntry
      const recipientKey = freshSolanaPrivateKey()
      const recipient = createScalarSigner(recipientKey).address
      const { quote, signature } = await send(engine, local(), asset, recipient, amount)
      const [option] = quote.options
      expect(option && option.maxFee - option.fee).toBeGreaterThan(2_000_000n)
      expect(engine.activities.list(local().network.id)[0]).toMatchObject({
        txHash: signature,
        status: 'Success',
        customToken: { address: token.mint, symbol: token.symbol, decimals: token.decimals },
        transaction: { amount: formatUnits(units, token.decimals) },
      })
      const held = await localSolanaEngine(local(), recipientKey).balances.read(local().network.id)
      expect(held.find((entry) => entry.address === token.mint)?.balance).toBe(units)
      const again = await send(engine, local(), asset, recipient, amount)
      expect(again.quote.options[0]?.maxFee).toBe(again.quote.options[0]?.fee)
    },
  )
})
