import type { WalletAccount } from '@wallet-standard/base'
import { describe, expect, test } from 'vitest'
import { ProviderRpcError } from '../ProviderRpcError.js'
import { tesseraIconSvg } from '../tesseraIconSvg.js'
import {
  fakeSolanaFrame,
  signedByTestWallet,
  unsignedTransaction,
} from '../testing/fakeSolanaFrame.js'
import {
  solanaTestAddress,
  solanaTestKey,
  solanaTestSignature,
} from '../testing/solanaTestAccount.js'
import { encodeBase58 } from './base58.js'
import { solanaChains, TesseraSolanaWallet } from './TesseraSolanaWallet.js'

const wire = unsignedTransaction(1, 2)
const flush = () => new Promise((resolve) => setTimeout(resolve, 5))

/** The wallet over a fake frame (logged out), recording its `change` events' accounts. */
function setup(answers: Parameters<typeof fakeSolanaFrame>[0] = {}) {
  const frame = fakeSolanaFrame(answers)
  const wallet = new TesseraSolanaWallet(frame.tessera)
  const changes: (readonly string[])[] = []
  const off = wallet.features['standard:events'].on('change', ({ accounts = [] }) =>
    changes.push(accounts.map(({ address }) => address)),
  )
  const connect = (silent?: boolean) =>
    wallet.features['standard:connect'].connect(silent === undefined ? undefined : { silent })
  return { ...frame, wallet, changes, off, connect }
}

/** Logged in and connected: the app holds the wallet's account. */
async function connected(answers: Parameters<typeof fakeSolanaFrame>[0] = {}) {
  const context = setup(answers)
  const { accounts } = await context.connect()
  const account = accounts[0] ?? expect.fail('no account')
  context.sent.length = 0
  return { ...context, account }
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(ProviderRpcError)
      return (error as ProviderRpcError).code
    },
  )

describe('TesseraSolanaWallet', () => {
  test('default: name, the EIP-6963 icon as base64, the three clusters and the features', () => {
    const { wallet } = setup()
    expect(wallet.version).toBe('1.0.0')
    expect(wallet.name).toBe('Tessera')
    expect(wallet.icon).toBe(`data:image/svg+xml;base64,${btoa(tesseraIconSvg)}`)
    expect(wallet.chains).toEqual(['solana:mainnet', 'solana:devnet', 'solana:testnet'])
    expect(wallet.accounts).toEqual([])
    expect(
      Object.entries(wallet.features).map(([name, feature]) => [
        name,
        feature.version,
        'supportedTransactionVersions' in feature ? feature.supportedTransactionVersions : null,
      ]),
    ).toEqual([
      ['standard:connect', '1.0.0', null],
      ['standard:disconnect', '1.0.0', null],
      ['standard:events', '1.0.0', null],
      ['solana:signTransaction', '1.0.0', ['legacy', 0]],
      ['solana:signAndSendTransaction', '1.0.0', ['legacy', 0]],
      ['solana:signMessage', '1.1.0', null],
    ])
  })
})

describe('TesseraSolanaWallet standard:connect', () => {
  test('default: C-045 logs in with tessera.connect() and answers the account', async () => {
    const { connect, tessera, changes } = setup()
    const { accounts } = await connect()
    expect(tessera.connect).toHaveBeenCalledOnce()
    expect(accounts).toEqual([
      {
        address: solanaTestAddress,
        publicKey: solanaTestKey,
        chains: solanaChains,
        features: ['solana:signTransaction', 'solana:signAndSendTransaction', 'solana:signMessage'],
      } satisfies WalletAccount,
    ])
    expect(changes).toEqual([[solanaTestAddress]])
  })

  test('args: silent never opens a login; logged out, no accounts', async () => {
    const { connect, tessera, sent } = setup()
    expect(await connect(true)).toEqual({ accounts: [] })
    expect(tessera.init).toHaveBeenCalledOnce()
    expect(tessera.connect).not.toHaveBeenCalled()
    expect(sent).toEqual([])
  })

  test('args: silent answers the account of a session the frame restored (eth_chainId 4200)', async () => {
    const { connect, provider, tessera } = setup()
    await provider.restoreSession()
    const { accounts } = await connect(true)
    expect(accounts.map(({ address }) => address)).toEqual([solanaTestAddress])
    expect(tessera.connect).not.toHaveBeenCalled()
  })

  test('behavior: #17 logged in but revoked in the wallet, connect asks the wallet to connect the app again', async () => {
    const { connect, login, sent, changes } = setup({ getAccounts: () => ({ result: [] }) })
    login()
    await flush()
    expect((await connect()).accounts.map(({ address }) => address)).toEqual([solanaTestAddress])
    expect(sent.map(({ method }) => method)).toEqual(['getAccounts', 'connect'])
    expect(changes).toEqual([[solanaTestAddress]])
  })

  test('args: #17 silent never asks the wallet to connect a revoked app', async () => {
    const { connect, provider, sent } = setup({ getAccounts: () => ({ result: [] }) })
    await provider.restoreSession()
    expect(await connect(true)).toEqual({ accounts: [] })
    expect(sent.map(({ method }) => method)).not.toContain('connect')
  })

  test('error: 4001 when the user closes the login', async () => {
    const { connect, tessera } = setup()
    tessera.connect.mockRejectedValueOnce(
      new ProviderRpcError(4001, 'closed', { code: 'user_deny' }),
    )
    expect(await codeOf(connect())).toBe(4001)
  })
})

describe('TesseraSolanaWallet standard:events and standard:disconnect', () => {
  test('default: change with the account on a login made elsewhere, and [] on logout', async () => {
    const { wallet, login, changes } = setup()
    login()
    await flush()
    expect(wallet.accounts.map(({ address }) => address)).toEqual([solanaTestAddress])
    await wallet.features['standard:disconnect'].disconnect()
    expect(wallet.accounts).toEqual([])
    expect(changes).toEqual([[solanaTestAddress], []])
  })

  test('behavior: standard:disconnect logs out', async () => {
    const { wallet, tessera, provider } = await connected()
    await wallet.features['standard:disconnect'].disconnect()
    expect(tessera.logout).toHaveBeenCalledOnce()
    expect(provider.isConnected()).toBe(false)
  })

  test('behavior: the function on() returns stops delivery', async () => {
    const { login, changes, off } = setup()
    off()
    login()
    await flush()
    expect(changes).toEqual([])
  })
})

describe('TesseraSolanaWallet solana:signTransaction', () => {
  test('default: C-046 one input is one signTransaction', async () => {
    const { wallet, account, sent } = await connected()
    const outputs = await wallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction: wire,
      chain: 'solana:devnet',
    })
    expect(outputs).toEqual([{ signedTransaction: signedByTestWallet(wire) }])
    expect(sent).toMatchObject([
      { method: 'signTransaction', params: { message: encodeBase58(wire) } },
    ])
  })

  test('behavior: C-047 several inputs are one signAllTransactions (one approval), in order', async () => {
    const { wallet, account, sent } = await connected()
    const other = unsignedTransaction(3)
    const outputs = await wallet.features['solana:signTransaction'].signTransaction(
      { account, transaction: wire },
      { account, transaction: other },
    )
    expect(outputs).toEqual([
      { signedTransaction: signedByTestWallet(wire) },
      { signedTransaction: signedByTestWallet(other) },
    ])
    expect(sent.map(({ method }) => method)).toEqual(['signAllTransactions'])
  })

  test('error: -32602 for an account this app did not connect, without asking the wallet', async () => {
    const { wallet, account, sent } = await connected()
    const stranger = { ...account, address: encodeBase58(new Uint8Array(32).fill(9)) }
    const signing = wallet.features['solana:signTransaction'].signTransaction({
      account: stranger,
      transaction: wire,
    })
    expect(await codeOf(signing)).toBe(-32602)
    expect(sent).toEqual([])
  })

  test('error: 4100 once logged out', async () => {
    const { wallet, account, provider } = await connected()
    provider.handleWalletEvent({ type: 'disconnect' })
    const signing = wallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction: wire,
    })
    expect(await codeOf(signing)).toBe(4100)
  })

  test('error: 4001 when the user rejects', async () => {
    const { wallet, account } = await connected({ signTransaction: () => ({ error: 'user_deny' }) })
    const signing = wallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction: wire,
    })
    expect(await codeOf(signing)).toBe(4001)
  })
})

describe('TesseraSolanaWallet solana:signAndSendTransaction', () => {
  test('default: C-048 the signature as bytes, one request per input', async () => {
    const { wallet, account, sent } = await connected()
    const outputs = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction(
      { account, transaction: wire, chain: 'solana:devnet' },
      { account, transaction: wire, chain: 'solana:devnet' },
    )
    expect(outputs).toEqual([
      { signature: solanaTestSignature },
      { signature: solanaTestSignature },
    ])
    expect(sent.map(({ method }) => method)).toEqual([
      'signAndSendTransaction',
      'signAndSendTransaction',
    ])
  })

  test('error: -32602 for what is not a transaction', async () => {
    const { wallet, account } = await connected()
    const sending = wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction: 'not bytes' as never,
      chain: 'solana:devnet',
    })
    expect(await codeOf(sending)).toBe(-32602)
  })
})

describe('TesseraSolanaWallet solana:signMessage', () => {
  test('default: C-049 the signed message and its Ed25519 signature', async () => {
    const { wallet, account, sent } = await connected()
    const message = new TextEncoder().encode('hello')
    const outputs = await wallet.features['solana:signMessage'].signMessage({ account, message })
    expect(outputs).toEqual([
      { signedMessage: message, signature: solanaTestSignature, signatureType: 'ed25519' },
    ])
    expect(sent).toMatchObject([
      { method: 'signMessage', params: { message: encodeBase58(message) } },
    ])
  })

  test('error: -32602 without an input object', async () => {
    const { wallet } = await connected()
    const signing = wallet.features['solana:signMessage'].signMessage(undefined as never)
    expect(await codeOf(signing)).toBe(-32602)
  })
})
