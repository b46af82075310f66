import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { ProviderRpcError } from '../ProviderRpcError.js'
import { signInWithInjectedWallet } from './signInWithInjectedWallet.js'

/** A test account (anvil's second development key), never a real one. */
const account = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9c86dae88c7a8412f4603b6b78690d',
)

/** An injected wallet backed by `account`; `answers` replaces some of its answers. */
const wallet = (answers: Record<string, () => Promise<unknown>> = {}) => ({
  request: ({ method, params = [] }: { method: string; params?: unknown }) => {
    const replaced = answers[method]
    if (replaced) return replaced()
    if (method === 'eth_requestAccounts') return Promise.resolve([account.address])
    if (method === 'eth_chainId') return Promise.resolve('0x1')
    const [data] = params as [`0x${string}`]
    return account.signMessage({ message: { raw: data } })
  },
})

const messageFor = async ({ address, chainId }: { address: string; chainId: number }) =>
  `example.com wants you to sign in with your Ethereum account:\n${address}\n\nChain ID: ${chainId} ✓`

describe('signInWithInjectedWallet (#19)', () => {
  test("default: the wallet's account and chain, the message built for them, signed by that account", async () => {
    const signIn = await signInWithInjectedWallet(wallet(), messageFor)
    expect(signIn).toMatchObject({ address: account.address, chainId: 1 })
    expect(signIn.message).toBe(await messageFor(signIn))
    expect(signIn.signature).toBe(await account.signMessage({ message: signIn.message }))
  })

  test('error: the user declining in the wallet (4001) rejects with 4001 user_deny, and nothing is signed after', async () => {
    const declined = () => Promise.reject({ code: 4001, message: 'User rejected the request.' })
    for (const method of ['eth_requestAccounts', 'personal_sign']) {
      const error = await signInWithInjectedWallet(
        wallet({ [method]: declined }),
        messageFor,
      ).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ProviderRpcError)
      expect(error).toMatchObject({ code: 4001, data: { code: 'user_deny' } })
    }
  })

  test('error: an answer of the wrong shape is -32602 naming the method', async () => {
    for (const [method, answer] of [
      ['eth_requestAccounts', []],
      ['eth_requestAccounts', ['not-an-address']],
      ['eth_chainId', 1],
      ['personal_sign', 'signed'],
    ] as const) {
      await expect(
        signInWithInjectedWallet(wallet({ [method]: async () => answer }), messageFor),
      ).rejects.toMatchObject({ code: -32602, message: expect.stringContaining(method) })
    }
  })
})
