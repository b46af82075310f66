import type { InjectedProvider } from '../eip6963/parseProviderAnnouncement.js'
import { providerError, toProviderError } from '../providerError.js'

/** What the injected wallet signed in with: its account, its chain, the message and signature. */
export type InjectedWalletSignIn = {
  readonly address: `0x${string}`
  readonly chainId: number
  readonly message: string
  readonly signature: `0x${string}`
}

const addressPattern = /^0x[0-9a-fA-F]{40}$/
const chainIdPattern = /^0x[0-9a-fA-F]{1,16}$/
const signaturePattern = /^0x(?:[0-9a-fA-F]{2})+$/

/** `personal_sign` takes the message's UTF-8 bytes as hex. */
const utf8Hex = (text: string) =>
  `0x${[...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`

/** An injected wallet's answer that is not what EIP-1193 says it is: -32602 naming the method. */
const badAnswer = (method: string) =>
  providerError('invalid_params', `The wallet answered ${method} with something unexpected`)

/**
 * Runs `request` on the injected wallet. Its errors keep their EIP-1193 code; the user's refusal
 * (4001) becomes the SDK's own `user_deny`.
 */
async function ask(provider: InjectedProvider, method: string, params?: unknown[]) {
  try {
    return await provider.request(params ? { method, params } : { method })
  } catch (error) {
    const provided = toProviderError(error)
    throw provided.code === 4001 ? providerError('user_deny', provided.message) : provided
  }
}

/**
 * Sign-In with Ethereum in an injected wallet (EIP-4361): asks for its account
 * (`eth_requestAccounts`, the wallet's own prompt) and chain (`eth_chainId`), gets the sign-in
 * message for them from `messageFor`, and has the wallet sign it (`personal_sign`). A refusal in
 * the wallet rejects with its code (4001); an answer of the wrong shape with -32602.
 *
 * @example const signIn = await signInWithInjectedWallet(wallet.provider, buildMessage)
 */
export async function signInWithInjectedWallet(
  provider: InjectedProvider,
  messageFor: (account: { address: `0x${string}`; chainId: number }) => Promise<string>,
): Promise<InjectedWalletSignIn> {
  const accounts = await ask(provider, 'eth_requestAccounts')
  const address = Array.isArray(accounts) ? accounts[0] : undefined
  if (typeof address !== 'string' || !addressPattern.test(address))
    throw badAnswer('eth_requestAccounts')
  const chainIdHex = await ask(provider, 'eth_chainId')
  if (typeof chainIdHex !== 'string' || !chainIdPattern.test(chainIdHex))
    throw badAnswer('eth_chainId')
  const account = { address: address as `0x${string}`, chainId: Number(chainIdHex) }
  const message = await messageFor(account)
  const signature = await ask(provider, 'personal_sign', [utf8Hex(message), address])
  if (typeof signature !== 'string' || !signaturePattern.test(signature))
    throw badAnswer('personal_sign')
  return { ...account, message, signature: signature as `0x${string}` }
}
