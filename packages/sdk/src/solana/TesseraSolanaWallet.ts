import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardConnectInput,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import { providerError } from '../providerError.js'
import type { Tessera } from '../Tessera.js'
import { tesseraIconSvg } from '../tesseraIconSvg.js'
import { parseBase58Answer, signatureByteLength } from './parseBase58Answer.js'
import type { SolanaPublicKey } from './SolanaPublicKey.js'
import { TesseraSolanaProvider } from './TesseraSolanaProvider.js'

/** The clusters a Tessera account signs for (the wallet's host chain ids 1, 3 and 2). */
export const solanaChains = ['solana:mainnet', 'solana:devnet', 'solana:testnet'] as const

/** What the Wallet drives of a `Tessera` instance. */
export type WalletTessera = Pick<Tessera, 'provider' | 'init' | 'connect' | 'logout'>

/** The features Tessera's Solana wallet implements. */
export type TesseraWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature &
  SolanaSignMessageFeature

const accountFeatures = [
  'solana:signTransaction',
  'solana:signAndSendTransaction',
  'solana:signMessage',
] as const satisfies readonly (keyof TesseraWalletFeatures)[]

const supportedTransactionVersions = ['legacy', 0] as const

/** Runs `run` on each input in turn: each is its own request, so its own approval. */
async function inTurn<input, output>(
  inputs: readonly input[],
  run: (input: input) => Promise<output>,
): Promise<output[]> {
  const outputs: output[] = []
  for (const input of inputs) outputs.push(await run(input))
  return outputs
}

/**
 * Tessera as a [Wallet Standard](https://github.com/wallet-standard/wallet-standard) Solana
 * wallet, so apps built on the Solana wallet adapter list it: `standard:connect` logs in with
 * `tessera.connect()` (`silent` never opens a login), `standard:disconnect` logs out,
 * `standard:events` reports the account on login and logout, and the `solana:` features ask the
 * user through the wallet frame. Register it with `registerTesseraWallet`.
 *
 * @example
 * const wallet = new TesseraSolanaWallet(tessera)
 * const { accounts } = await wallet.features['standard:connect'].connect()
 */
export class TesseraSolanaWallet implements Wallet {
  readonly version = '1.0.0' as const
  readonly name = 'Tessera'
  readonly icon: WalletIcon = `data:image/svg+xml;base64,${btoa(tesseraIconSvg)}`
  readonly chains = solanaChains
  readonly features: TesseraWalletFeatures
  readonly #tessera: WalletTessera
  readonly #solana: TesseraSolanaProvider
  readonly #listeners = new Set<StandardEventsListeners['change']>()
  #account: WalletAccount | undefined

  constructor(tessera: WalletTessera) {
    this.#tessera = tessera
    this.#solana = new TesseraSolanaProvider(tessera)
    this.#solana.on('accountChanged', (publicKey) => this.#setAccount(publicKey))
    this.features = {
      'standard:connect': { version: '1.0.0', connect: (input) => this.#connect(input) },
      'standard:disconnect': { version: '1.0.0', disconnect: () => tessera.logout() },
      'standard:events': {
        version: '1.0.0',
        on: (event, listener) => {
          if (event !== 'change') return () => undefined // the standard's only event
          this.#listeners.add(listener)
          return () => this.#listeners.delete(listener)
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions,
        signTransaction: (...inputs) => this.#signTransactions(inputs),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions,
        signAndSendTransaction: (...inputs) => inTurn(inputs, (input) => this.#signAndSend(input)),
      },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: (...inputs) => inTurn(inputs, (input) => this.#signMessage(input)),
      },
    }
  }

  /** The account this app may use: the logged-in wallet's, once learnt; none when logged out. */
  get accounts(): readonly WalletAccount[] {
    return this.#account ? [this.#account] : []
  }

  #setAccount(publicKey: SolanaPublicKey | null): void {
    this.#account = publicKey
      ? Object.freeze({
          address: publicKey.toBase58(),
          publicKey: publicKey.toBytes(),
          chains: solanaChains,
          features: accountFeatures,
        })
      : undefined
    for (const listener of [...this.#listeners]) listener({ accounts: this.accounts })
  }

  async #connect(input: StandardConnectInput | undefined) {
    // Silent: only what the frame already knows (a restored session); never a login.
    await (input?.silent ? this.#tessera.init() : this.#tessera.connect())
    // Not silent, an app revoked in the wallet asks the user to connect it again (issue #17).
    if (this.#tessera.provider.isConnected())
      await (input?.silent ? this.#solana.getAccounts() : this.#solana.connect())
    return { accounts: this.accounts }
  }

  /** Fails closed: 4100 when logged out, -32602 for an account other than the one connected. */
  #assertAccount(input: { readonly account?: WalletAccount } | undefined): void {
    if (!this.#tessera.provider.isConnected()) throw providerError('unauthorized')
    if (!this.#account || input?.account?.address !== this.#account.address)
      throw providerError(
        'invalid_params',
        'The account is not the Tessera account this app connected',
      )
  }

  async #signTransactions(inputs: readonly SolanaSignTransactionInput[]) {
    for (const input of inputs) this.#assertAccount(input)
    const transactions = inputs.map((input) => input.transaction)
    // One input is signTransaction; several are one signAllTransactions, so one approval.
    const signed =
      transactions.length === 1
        ? [await this.#solana.signTransaction(transactions[0] as Uint8Array)]
        : await this.#solana.signAllTransactions(transactions)
    return signed.map((signedTransaction) => ({ signedTransaction }))
  }

  async #signAndSend(input: SolanaSignAndSendTransactionInput) {
    this.#assertAccount(input)
    const { signature } = await this.#solana.signAndSendTransaction(input.transaction)
    return {
      signature: parseBase58Answer(signature, 'signAndSendTransaction', signatureByteLength),
    }
  }

  async #signMessage(input: SolanaSignMessageInput) {
    this.#assertAccount(input)
    const { signature } = await this.#solana.signMessage(input.message)
    return { signedMessage: input.message, signature, signatureType: 'ed25519' as const }
  }
}
