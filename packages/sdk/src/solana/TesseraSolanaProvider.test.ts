import { describe, expect, test } from 'vitest'
import { ProviderRpcError } from '../ProviderRpcError.js'
import {
  fakeSolanaFrame,
  signedByTestWallet,
  unsignedTransaction,
} from '../testing/fakeSolanaFrame.js'
import { FakeLegacyTransaction, FakeVersionedTransaction } from '../testing/fakeWeb3Transactions.js'
import { solanaTestAddress, solanaTestSignature } from '../testing/solanaTestAccount.js'
import { encodeBase58 } from './base58.js'
import { SolanaPublicKey } from './SolanaPublicKey.js'
import { TesseraSolanaProvider } from './TesseraSolanaProvider.js'

const wire = unsignedTransaction(5, 6, 7)
const userDeny = () => ({ error: 'user_deny' })

/** Lets queued promise callbacks and the fake frame's answers run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 5))

/** The Solana provider over a fake frame; logged in (and its account learnt) unless told not to. */
async function setup({ isLoggedIn = true, answers = {} } = {}) {
  const frame = fakeSolanaFrame(answers)
  const solana = new TesseraSolanaProvider(frame.tessera)
  const accountChanges: (string | null)[] = []
  solana.on('accountChanged', (key) => accountChanges.push(key ? key.toBase58() : null))
  if (isLoggedIn) frame.login()
  await flush()
  frame.sent.length = 0
  accountChanges.length = 0
  return { ...frame, solana, accountChanges }
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(ProviderRpcError)
      const { code, message, data } = error as ProviderRpcError
      return { code, message, data }
    },
  )

describe('TesseraSolanaProvider.getAccounts', () => {
  test('default: C-045 the wallet’s base58 address, asked with no params', async () => {
    const { solana, sent } = await setup()
    expect(await solana.getAccounts()).toEqual([solanaTestAddress])
    expect(sent).toEqual([{ jsonrpc: '2.0', id: 2, method: 'getAccounts' }])
    expect(solana.publicKey?.toBase58()).toBe(solanaTestAddress)
  })

  test('error: 4100 while logged out, without asking the wallet', async () => {
    const { solana, sent } = await setup({ isLoggedIn: false })
    expect(await rejection(solana.getAccounts())).toEqual({
      code: 4100,
      message: 'Not logged in: log in before sending requests',
      data: { code: 'unauthorized' },
    })
    expect(sent).toEqual([])
  })

  test('behavior: #17 [] while the app is disconnected in the wallet: no account, publicKey null', async () => {
    const { solana } = await setup({ answers: { getAccounts: () => ({ result: [] }) } })
    expect(await solana.getAccounts()).toEqual([])
    expect(solana.publicKey).toBeNull()
  })

  test.each([
    [['0x1111111111111111111111111111111111111111']],
    [[solanaTestAddress, solanaTestAddress]],
    ['not a list'],
  ])('error: -32603 W-131 when the wallet answers %j', async (result) => {
    const { solana } = await setup({ answers: { getAccounts: () => ({ result }) } })
    expect(await rejection(solana.getAccounts())).toMatchObject({
      code: -32603,
      data: { code: 'W-131' },
    })
  })
})

describe('TesseraSolanaProvider.connect', () => {
  test('default: #17 the account as { publicKey }, asked with connect; emits connect like Phantom', async () => {
    const { solana, sent } = await setup()
    const connects: string[] = []
    solana.on('connect', (key) => connects.push(key.toBase58()))
    const { publicKey } = await solana.connect()
    expect(publicKey.toBase58()).toBe(solanaTestAddress)
    expect(sent).toEqual([{ jsonrpc: '2.0', id: 2, method: 'connect' }])
    expect(connects).toEqual([solanaTestAddress])
    expect(await solana.request({ method: 'connect' })).toEqual({ publicKey })
  })

  test('args: #17 onlyIfTrusted (an eager connect) reaches the wallet, from connect() and request()', async () => {
    const { solana, sent } = await setup()
    const params = { onlyIfTrusted: true }
    expect((await solana.connect(params)).publicKey.toBase58()).toBe(solanaTestAddress)
    await solana.request({ method: 'connect', params })
    expect(sent).toEqual([
      { jsonrpc: '2.0', id: 2, method: 'connect', params },
      { jsonrpc: '2.0', id: 3, method: 'connect', params },
    ])
  })

  test('behavior: #17 an app revoked in the wallet learns its account again once the user connects it', async () => {
    const { solana, provider, accountChanges } = await setup()
    provider.handleWalletEvent({ type: 'accountsChanged', account: null })
    await solana.connect()
    expect(solana.publicKey?.toBase58()).toBe(solanaTestAddress)
    expect(accountChanges).toEqual([null, solanaTestAddress])
  })

  test('error: #17 4001 when the user rejects the Connect view; the account stays unknown', async () => {
    const { solana, provider } = await setup({ answers: { connect: userDeny } })
    provider.handleWalletEvent({ type: 'accountsChanged', account: null })
    expect(await rejection(solana.connect())).toMatchObject({ code: 4001 })
    expect(solana.publicKey).toBeNull()
  })

  test('error: 4100 while logged out, without asking the wallet', async () => {
    const { solana, sent } = await setup({ isLoggedIn: false })
    expect(await rejection(solana.connect())).toMatchObject({ code: 4100 })
    expect(sent).toEqual([])
  })

  test.each([[[]], [[solanaTestAddress, solanaTestAddress]]])(
    'error: -32603 W-131 when the wallet answers %j',
    async (result) => {
      const { solana } = await setup({ answers: { connect: () => ({ result }) } })
      expect(await rejection(solana.connect())).toMatchObject({
        code: -32603,
        data: { code: 'W-131' },
      })
    },
  )
})

describe('TesseraSolanaProvider events', () => {
  test('default: publicKey and accountChanged follow login, a base58 accountsChanged and logout', async () => {
    const { solana, provider, login, accountChanges } = await setup({ isLoggedIn: false })
    expect(solana.isConnected).toBe(false)
    expect(solana.publicKey).toBeNull()
    login()
    await flush()
    expect(solana.isConnected).toBe(true)
    expect(solana.publicKey?.toBase58()).toBe(solanaTestAddress)
    const other = encodeBase58(new Uint8Array(32).fill(9))
    provider.handleWalletEvent({ type: 'accountsChanged', account: other })
    provider.handleWalletEvent({ type: 'disconnect' })
    expect(solana.publicKey).toBeNull()
    expect(accountChanges).toEqual([solanaTestAddress, other, null])
  })

  test('behavior: #17 the app revoked in the wallet (accountsChanged with no account): publicKey null', async () => {
    const { solana, provider, accountChanges } = await setup()
    provider.handleWalletEvent({ type: 'accountsChanged', account: null })
    expect(solana.publicKey).toBeNull()
    expect(accountChanges).toEqual([null])
  })

  test('behavior: an EVM accountsChanged leaves the Solana account alone', async () => {
    const { solana, provider, accountChanges } = await setup()
    provider.handleWalletEvent({
      type: 'accountsChanged',
      account: '0x1111111111111111111111111111111111111111',
    })
    expect(solana.publicKey?.toBase58()).toBe(solanaTestAddress)
    expect(accountChanges).toEqual([])
  })
})

describe('TesseraSolanaProvider.signMessage', () => {
  test('default: C-049 sends the message in base58; the signature comes back as bytes', async () => {
    const { solana, sent } = await setup()
    const message = new TextEncoder().encode('Sign in to the demo')
    const { signature, publicKey } = await solana.signMessage(message, 'utf8')
    expect(sent).toMatchObject([
      { method: 'signMessage', params: { message: encodeBase58(message), display: 'utf8' } },
    ])
    expect(signature).toEqual(solanaTestSignature)
    expect(publicKey).toBeInstanceOf(SolanaPublicKey)
    expect(publicKey.toBase58()).toBe(solanaTestAddress)
  })

  test('args: without display, none is sent (the wallet decides)', async () => {
    const { solana, sent } = await setup()
    await solana.signMessage(Uint8Array.of(1, 2))
    expect(sent[0]?.params).toEqual({ message: encodeBase58(Uint8Array.of(1, 2)) })
  })

  test('error: 4001 when the user rejects (user_deny)', async () => {
    const { solana } = await setup({ answers: { signMessage: userDeny } })
    expect(await rejection(solana.signMessage(Uint8Array.of(1)))).toEqual({
      code: 4001,
      message: 'User rejected the request',
      data: { code: 'user_deny' },
    })
  })

  test.each([
    ['text', 'hello', undefined],
    ['empty bytes', new Uint8Array(), undefined],
    ['an array', [1, 2], undefined],
    ['nothing', undefined, undefined],
    ['an unknown display', Uint8Array.of(1), 'base64'],
  ])('error: -32602 for %s, without asking the wallet', async (_kind, message, display) => {
    const { solana, sent } = await setup()
    const answer = solana.signMessage(message as Uint8Array, display as 'utf8')
    expect(await rejection(answer)).toMatchObject({ code: -32602 })
    expect(sent).toEqual([])
  })

  test('error: -32603 W-131 when the wallet answers a short signature', async () => {
    const { solana } = await setup({
      answers: {
        signMessage: () => ({ result: { signature: '12', publicKey: solanaTestAddress } }),
      },
    })
    expect(await rejection(solana.signMessage(Uint8Array.of(1)))).toEqual({
      code: -32603,
      message: 'The wallet answered signMessage with an unexpected value',
      data: { code: 'W-131' },
    })
  })
})

describe('TesseraSolanaProvider.signTransaction', () => {
  test('default: C-046 wire bytes in, the signed wire bytes out', async () => {
    const { solana, sent } = await setup()
    expect(await solana.signTransaction(wire)).toEqual(signedByTestWallet(wire))
    expect(sent).toMatchObject([
      { method: 'signTransaction', params: { message: encodeBase58(wire) } },
    ])
  })

  test('behavior: a web3.js VersionedTransaction comes back as one (its class’s deserialize)', async () => {
    const { solana } = await setup()
    const signed = await solana.signTransaction(new FakeVersionedTransaction(wire))
    expect(signed).toBeInstanceOf(FakeVersionedTransaction)
    expect(signed.serialize()).toEqual(signedByTestWallet(wire))
  })

  test('behavior: an unsigned web3.js legacy Transaction serializes and comes back through Transaction.from', async () => {
    const { solana } = await setup()
    const signed = await solana.signTransaction(new FakeLegacyTransaction(wire))
    expect(signed).toBeInstanceOf(FakeLegacyTransaction)
    expect(signed.wire).toEqual(signedByTestWallet(wire))
  })

  test('args: base58 in, base58 out', async () => {
    const { solana } = await setup()
    expect(await solana.signTransaction(encodeBase58(wire))).toBe(
      encodeBase58(signedByTestWallet(wire)),
    )
  })

  test('error: -32602 for what is not a transaction, without asking the wallet', async () => {
    const { solana, sent } = await setup()
    const answer = solana.signTransaction({ serialize: () => wire })
    expect(await rejection(answer)).toMatchObject({ code: -32602 })
    expect(sent).toEqual([])
  })

  test('error: -32603 W-131 when the wallet answers what is not base58', async () => {
    const { solana } = await setup({ answers: { signTransaction: () => ({ result: '0OIl' }) } })
    expect(await rejection(solana.signTransaction(wire))).toMatchObject({
      code: -32603,
      data: { code: 'W-131' },
    })
  })

  test('error: -32603 W-131 when the dapp’s class refuses the signed bytes', async () => {
    class Refusing extends FakeVersionedTransaction {
      static override deserialize(): FakeVersionedTransaction {
        throw new Error('bad wire')
      }
    }
    const { solana } = await setup()
    expect(await rejection(solana.signTransaction(new Refusing(wire)))).toEqual({
      code: -32603,
      message: 'bad wire',
      data: { code: 'W-131' },
    })
  })

  test('error: 4100 while logged out', async () => {
    const { solana } = await setup({ isLoggedIn: false })
    expect((await rejection(solana.signTransaction(wire))).code).toBe(4100)
  })
})

describe('TesseraSolanaProvider.signAllTransactions', () => {
  test('default: C-047 one request; each answered in its kind, in order', async () => {
    const { solana, sent } = await setup()
    const second = unsignedTransaction(8)
    const [first, other] = await solana.signAllTransactions([
      wire,
      new FakeVersionedTransaction(second),
    ])
    expect(sent).toMatchObject([
      {
        method: 'signAllTransactions',
        params: { message: [encodeBase58(wire), encodeBase58(second)] },
      },
    ])
    expect(first).toEqual(signedByTestWallet(wire))
    expect(other).toBeInstanceOf(FakeVersionedTransaction)
    expect((other as FakeVersionedTransaction).wire).toEqual(signedByTestWallet(second))
  })

  test.each([[[]], ['not a list'], [[wire, 'not base58!']]])(
    'error: -32602 for %j, without asking the wallet',
    async (transactions) => {
      const { solana, sent } = await setup()
      const answer = solana.signAllTransactions(transactions as Uint8Array[])
      expect(await rejection(answer)).toMatchObject({ code: -32602 })
      expect(sent).toEqual([])
    },
  )

  test('error: -32603 W-131 when the wallet answers another number of transactions', async () => {
    const { solana } = await setup({
      answers: { signAllTransactions: () => ({ result: [encodeBase58(wire)] }) },
    })
    expect((await rejection(solana.signAllTransactions([wire, wire]))).code).toBe(-32603)
  })

  test('error: 4001 when the user rejects', async () => {
    const { solana } = await setup({ answers: { signAllTransactions: userDeny } })
    expect((await rejection(solana.signAllTransactions([wire]))).code).toBe(4001)
  })
})

describe('TesseraSolanaProvider.signAndSendTransaction', () => {
  test('default: C-048 the signature and the wallet’s address, in base58', async () => {
    const { solana, sent } = await setup()
    expect(await solana.signAndSendTransaction(new FakeVersionedTransaction(wire))).toEqual({
      signature: encodeBase58(solanaTestSignature),
      publicKey: solanaTestAddress,
    })
    expect(sent).toMatchObject([
      { method: 'signAndSendTransaction', params: { message: encodeBase58(wire) } },
    ])
  })

  test('error: 4001 when the user rejects', async () => {
    const { solana } = await setup({ answers: { signAndSendTransaction: userDeny } })
    expect((await rejection(solana.signAndSendTransaction(wire))).code).toBe(4001)
  })

  test('error: -32602 for what is not a transaction', async () => {
    const { solana } = await setup()
    expect((await rejection(solana.signAndSendTransaction(42 as never))).code).toBe(-32602)
  })
})

describe('TesseraSolanaProvider.request', () => {
  test('default: the wallet’s own params (base58) in, answers in the same kind', async () => {
    const { solana } = await setup()
    const message = encodeBase58(wire)
    expect(await solana.request({ method: 'signTransaction', params: { message } })).toBe(
      encodeBase58(signedByTestWallet(wire)),
    )
    expect(
      await solana.request({ method: 'signAllTransactions', params: { message: [message] } }),
    ).toEqual([encodeBase58(signedByTestWallet(wire))])
    expect(await solana.request({ method: 'signAndSendTransaction', params: { message } })).toEqual(
      { signature: encodeBase58(solanaTestSignature), publicKey: solanaTestAddress },
    )
  })

  test('args: getAccounts with params [] as @arcana/auth apps send it; C-045', async () => {
    const { solana } = await setup()
    expect(await solana.request({ method: 'getAccounts', params: [] })).toEqual([solanaTestAddress])
  })

  test('args: signMessage takes bytes or base58 and answers like @arcana/auth', async () => {
    const { solana, sent } = await setup()
    const bytes = Uint8Array.of(1, 2, 3)
    for (const message of [bytes, encodeBase58(bytes)]) {
      const answer = await solana.request({
        method: 'signMessage',
        params: { message, display: 'hex' },
      })
      expect(answer).toEqual({
        signature: solanaTestSignature,
        publicKey: expect.any(SolanaPublicKey),
      })
    }
    expect(sent.map(({ params }) => params)).toEqual([
      { message: encodeBase58(bytes), display: 'hex' },
      { message: encodeBase58(bytes), display: 'hex' },
    ])
  })

  test('args: a web3.js transaction as the message comes back as its class', async () => {
    const { solana } = await setup()
    const signed = await solana.request({
      method: 'signTransaction',
      params: { message: new FakeVersionedTransaction(wire) },
    })
    expect(signed).toBeInstanceOf(FakeVersionedTransaction)
  })

  test('behavior: other methods pass through; the wallet answers them 4200', async () => {
    const { solana, sent } = await setup()
    const answer = solana.request({ method: 'eth_accounts', params: [] })
    expect(await rejection(answer)).toMatchObject({
      code: 4200,
      data: { code: 'method_not_supported' },
    })
    expect(sent).toMatchObject([{ method: 'eth_accounts', params: [] }])
  })

  test.each([
    [undefined],
    [{ method: '' }],
    [{ method: 'signMessage' }],
    [{ method: 'signMessage', params: { message: 'not base58!' } }],
    [{ method: 'signTransaction', params: {} }],
    [{ method: 'signAllTransactions', params: { message: 'x' } }],
  ])('error: -32602 for request(%j)', async (args) => {
    const { solana, sent } = await setup()
    expect((await rejection(solana.request(args as never))).code).toBe(-32602)
    expect(sent).toEqual([])
  })
})
