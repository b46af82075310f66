import { EventEmitter } from '../EventEmitter.js'
import { parseRequestArguments, type RequestArguments } from '../parseRequestArguments.js'
import { providerError, toProviderError } from '../providerError.js'
import type { TesseraProvider } from '../TesseraProvider.js'
import { decodeBase58, encodeBase58 } from './base58.js'
import {
  parseBase58Answer,
  publicKeyByteLength,
  signatureByteLength,
  unexpectedAnswer,
} from './parseBase58Answer.js'
import { SolanaPublicKey } from './SolanaPublicKey.js'
import {
  deserializeLike,
  type SignedTransaction,
  type SolanaTransaction,
  serializeTransaction,
} from './SolanaTransaction.js'

/** How the wallet shows a message to sign: as text or as hex bytes. */
export type SignMessageDisplay = 'utf8' | 'hex'

/** What signMessage answers, as `@arcana/auth` does: the signature's 64 bytes and the signer. */
export type SignMessageReturnType = {
  readonly signature: Uint8Array
  readonly publicKey: SolanaPublicKey
}

/** What signAndSendTransaction answers, as the wallet does. */
export type SignAndSendTransactionReturnType = {
  /** The transaction's signature in base58: its id on the cluster. */
  readonly signature: string
  /** The wallet's address. */
  readonly publicKey: string
}

/** What connect answers, as a Phantom-style provider does. */
export type SolanaConnectReturnType = {
  /** The wallet's account, which the app may now use. */
  readonly publicKey: SolanaPublicKey
}

/** What `connect()` takes, as a Phantom-style provider (issue #17). */
export type SolanaConnectOptions = {
  /**
   * The eager connect a dapp tries on page load: never asks the user; rejects 4001 unless the app
   * is connected in the wallet.
   */
  readonly onlyIfTrusted?: boolean
}

/** The events of the Solana provider. */
export type SolanaProviderEvents = {
  /**
   * The wallet's account after a login, an account change, a revoke in the wallet (`null`,
   * issue #17), the app connected again, or a logout (`null`).
   */
  accountChanged: (publicKey: SolanaPublicKey | null) => void
  /** `connect()` succeeded: the account the app may use (as a Phantom-style provider). */
  connect: (publicKey: SolanaPublicKey) => void
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The wallet's `{ signature, publicKey }` (signMessage, signAndSendTransaction), checked. */
function parseSignatureAnswer(answer: unknown, method: string) {
  const { signature, publicKey } = isRecord(answer) ? answer : {}
  return {
    signature: parseBase58Answer(signature, method, signatureByteLength),
    publicKey: new SolanaPublicKey(parseBase58Answer(publicKey, method, publicKeyByteLength)),
  }
}

/** The wallet's accounts answered to `method` (getAccounts, connect): none or one key, checked. */
function parseAccountsAnswer(answer: unknown, method: string): SolanaPublicKey[] {
  if (!Array.isArray(answer) || answer.length > 1) throw unexpectedAnswer(method)
  return answer.map(
    (account) => new SolanaPublicKey(parseBase58Answer(account, method, publicKeyByteLength)),
  )
}

/**
 * The Solana provider of a Tessera instance whose app is a Solana app: the API `@arcana/auth`
 * offers as `auth.solana` (`isConnected`, `request`, `signMessage`, `signTransaction`,
 * `signAllTransactions`, `signAndSendTransaction`), plus `getAccounts()`, `publicKey` and a
 * Phantom-style `connect()` (issue #17). It sends the wallet's Solana methods through
 * `tessera.provider` and never loads `@solana/web3.js`: transactions come and go as wire bytes,
 * base58, or the dapp's own web3.js class.
 *
 * @example
 * const solana = new TesseraSolanaProvider(tessera)
 * const signed = await solana.signTransaction(transaction) // a VersionedTransaction stays one
 */
export class TesseraSolanaProvider extends EventEmitter<SolanaProviderEvents> {
  readonly #provider: TesseraProvider
  #publicKey: SolanaPublicKey | null = null

  constructor(tessera: { readonly provider: TesseraProvider }) {
    super()
    this.#provider = tessera.provider
    this.#provider
      .on('connect', () => {
        // getAccounts settles the new account; a failure leaves it for the next call to learn.
        this.getAccounts().catch(() => undefined)
      })
      .on('accountsChanged', (accounts: readonly string[]) => {
        // [] is the app's connection revoked in the wallet (issue #17): no account until it is back.
        if (accounts.length === 0) return this.#setPublicKey(null)
        const bytes = decodeBase58(accounts[0] ?? '')
        if (bytes?.length === publicKeyByteLength) this.#setPublicKey(new SolanaPublicKey(bytes))
      })
      .on('disconnect', () => this.#setPublicKey(null))
  }

  /** True while a user is logged in to the wallet. */
  get isConnected(): boolean {
    return this.#provider.isConnected()
  }

  /** The wallet's account as last learnt (a login, `getAccounts()`), `null` when logged out. */
  get publicKey(): SolanaPublicKey | null {
    return this.#publicKey
  }

  #setPublicKey(publicKey: SolanaPublicKey | null): void {
    if (publicKey?.toBase58() === this.#publicKey?.toBase58()) return
    this.#publicKey = publicKey
    this.emit('accountChanged', publicKey)
  }

  /**
   * The wallet's Solana method `args.method` with `args.params` as the wallet takes them, where a
   * `message` may also be bytes or a web3.js transaction; answers come back in the kind sent, and
   * signMessage's as `{ signature: Uint8Array, publicKey }`. Other methods pass through.
   *
   * @example await solana.request({ method: 'getAccounts' }) // ['9xQe…']
   */
  async request(args: RequestArguments): Promise<unknown> {
    const { method, params } = parseRequestArguments(args)
    const { message, display } = isRecord(params) ? params : {}
    switch (method) {
      case 'connect':
        return this.connect(params as SolanaConnectOptions | undefined)
      case 'getAccounts':
        return this.getAccounts()
      case 'signMessage':
        return this.signMessage(
          (typeof message === 'string' ? decodeBase58(message) : message) as Uint8Array,
          display as SignMessageDisplay | undefined,
        )
      case 'signTransaction':
        return this.signTransaction(message as SolanaTransaction)
      case 'signAllTransactions':
        return this.signAllTransactions(message as SolanaTransaction[])
      case 'signAndSendTransaction':
        return this.signAndSendTransaction(message as SolanaTransaction)
      default:
        return this.#provider.request({ method, ...(params && { params }) })
    }
  }

  /**
   * The wallet's addresses (one, base58); C-045. Rejects 4100 while logged out; `[]` (and
   * `publicKey` null) while the app's connection is revoked in the wallet (issue #17).
   *
   * @example const [address] = await solana.getAccounts()
   */
  async getAccounts(): Promise<string[]> {
    const answer = await this.#provider.request({ method: 'getAccounts' })
    const keys = parseAccountsAnswer(answer, 'getAccounts')
    this.#setPublicKey(keys[0] ?? null)
    return keys.map(String)
  }

  /**
   * Connects the app to the logged-in wallet (EIP-2255, issue #17), as a Phantom-style provider:
   * a connected app gets its account at once; one whose connection was revoked in the wallet
   * shows the wallet's Connect view (4001 when the user rejects), unless `onlyIfTrusted`: then
   * 4001 at once. Resolves `{ publicKey }` and emits `connect` (and `accountChanged` when the
   * account was not known). Rejects 4100 while logged out: logging in is `tessera.connect()`;
   * -32602 for options the wallet does not take.
   *
   * @example const { publicKey } = await solana.connect({ onlyIfTrusted: true }) // on page load
   */
  async connect(options?: SolanaConnectOptions): Promise<SolanaConnectReturnType> {
    const [publicKey] = parseAccountsAnswer(
      await this.#provider.request({
        method: 'connect',
        ...(options !== undefined && { params: options }),
      }),
      'connect',
    )
    if (!publicKey) throw unexpectedAnswer('connect') // approved, the app sees the account
    this.#setPublicKey(publicKey)
    this.emit('connect', publicKey)
    return { publicKey }
  }

  /**
   * Asks the user to sign `message` (shown as `display`, or as the wallet decides); C-049.
   *
   * @example const { signature, publicKey } = await solana.signMessage(new TextEncoder().encode('hi'))
   */
  async signMessage(
    message: Uint8Array,
    display?: SignMessageDisplay,
  ): Promise<SignMessageReturnType> {
    if (!(message instanceof Uint8Array) || message.length === 0)
      throw providerError(
        'invalid_params',
        'signMessage expects the message as non-empty bytes (a Uint8Array)',
      )
    if (display !== undefined && display !== 'utf8' && display !== 'hex')
      throw providerError('invalid_params', "signMessage's display is 'utf8' or 'hex'")
    const params = { message: encodeBase58(message), ...(display && { display }) }
    return parseSignatureAnswer(
      await this.#provider.request({ method: 'signMessage', params }),
      'signMessage',
    )
  }

  /**
   * Asks the user to sign `transaction`, answered in its kind (bytes, base58, its web3.js class)
   * with the wallet's signature added; C-046. Not sent.
   *
   * @example const signed = await solana.signTransaction(transaction)
   */
  async signTransaction<transaction extends SolanaTransaction>(
    transaction: transaction,
  ): Promise<SignedTransaction<transaction>> {
    const [signed] = await this.#sign('signTransaction', [transaction])
    return signed as SignedTransaction<transaction>
  }

  /**
   * Asks the user to sign every transaction in one approval; each answered in its kind, in order;
   * C-047.
   *
   * @example const [first, second] = await solana.signAllTransactions([a, b])
   */
  async signAllTransactions<transaction extends SolanaTransaction>(
    transactions: readonly transaction[],
  ): Promise<SignedTransaction<transaction>[]> {
    if (!Array.isArray(transactions) || transactions.length === 0)
      throw providerError(
        'invalid_params',
        'signAllTransactions expects a non-empty list of transactions',
      )
    return this.#sign('signAllTransactions', transactions)
  }

  async #sign<transaction extends SolanaTransaction>(
    method: 'signTransaction' | 'signAllTransactions',
    transactions: readonly transaction[],
  ): Promise<SignedTransaction<transaction>[]> {
    const wire = transactions.map((transaction) =>
      encodeBase58(serializeTransaction(transaction, method)),
    )
    const isOne = method === 'signTransaction'
    const answer = await this.#provider.request({
      method,
      params: { message: isOne ? wire[0] : wire },
    })
    const answers: unknown = isOne ? [answer] : answer
    if (!Array.isArray(answers) || answers.length !== transactions.length)
      throw unexpectedAnswer(method)
    try {
      return transactions.map((transaction, index) =>
        deserializeLike(transaction, parseBase58Answer(answers[index], method)),
      )
    } catch (error) {
      throw toProviderError(error) // the dapp's class refused the signed bytes
    }
  }

  /**
   * Asks the user to sign `transaction`, which the wallet then sends to its cluster; C-048.
   *
   * @example const { signature } = await solana.signAndSendTransaction(transaction)
   */
  async signAndSendTransaction(
    transaction: SolanaTransaction,
  ): Promise<SignAndSendTransactionReturnType> {
    const method = 'signAndSendTransaction'
    const params = { message: encodeBase58(serializeTransaction(transaction, method)) }
    const { signature, publicKey } = parseSignatureAnswer(
      await this.#provider.request({ method, params }),
      method,
    )
    return { signature: encodeBase58(signature), publicKey: publicKey.toBase58() }
  }
}
