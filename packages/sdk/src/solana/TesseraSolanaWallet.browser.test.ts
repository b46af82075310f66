import { join } from 'node:path'
import { expect, test } from 'vitest'
import type { SolanaHostApp } from '../testing/solanaHostApp.js'
import { solanaTestAddress } from '../testing/solanaTestAccount.js'
import { testWalletInChromium } from '../testing/startTestWallet.js'
import { type HostWindow, testHost } from '../testing/testHost.js'
import type { TesseraSolanaWallet } from './TesseraSolanaWallet.js'

const bed = testWalletInChromium({
  hostApp: join(import.meta.dirname, '../testing/solanaHostApp.ts'),
})
const host = testHost(bed)

type SolanaHostWindow = HostWindow & { solanaApp: SolanaHostApp }

test('behavior: a Wallet Standard app finds Tessera, connects, gets a message signed (C-049) and sees the logout', async () => {
  const { page, pageErrors } = await host.openHost()
  const seen = await page.evaluate(async () => {
    const { tessera, solanaApp } = window as unknown as SolanaHostWindow
    await tessera.init()
    solanaApp.registerTesseraWallet(tessera)
    const wallet = solanaApp.wallets
      .get()
      .find(({ name }) => name === 'Tessera') as TesseraSolanaWallet
    const changes: string[][] = []
    wallet.features['standard:events'].on('change', ({ accounts = [] }) =>
      changes.push(accounts.map(({ address }) => address)),
    )
    const silent = await wallet.features['standard:connect'].connect({ silent: true })
    await tessera.loginWithCustomProvider({ token: 'jwt', userID: 'user-1', provider: 'test' })
    const { accounts } = await wallet.features['standard:connect'].connect()
    const [account] = accounts
    const signed = account
      ? await wallet.features['solana:signMessage'].signMessage({
          account,
          message: new TextEncoder().encode('hello'),
        })
      : []
    await wallet.features['standard:disconnect'].disconnect()
    return {
      chains: wallet.chains,
      silentAccounts: silent.accounts.length,
      accounts: accounts.map(({ address }) => address),
      signatureLength: signed[0]?.signature.length,
      changes,
      isLoggedIn: await tessera.isLoggedIn(),
    }
  })
  expect(seen).toEqual({
    chains: ['solana:mainnet', 'solana:devnet', 'solana:testnet'],
    silentAccounts: 0,
    accounts: [solanaTestAddress],
    signatureLength: 64,
    changes: [[solanaTestAddress], []],
    isLoggedIn: false,
  })
  expect(pageErrors).toEqual([])
  await page.close()
})
