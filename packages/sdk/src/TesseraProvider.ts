import { EventEmitter } from './EventEmitter.js'
import type { ProviderRpcError } from './ProviderRpcError.js'
import type { MethodResponse } from './parseMethodResponse.js'
import { parseRequestArguments, type RequestArguments } from './parseRequestArguments.js'
import { toHexChainId, type WalletEventMessage } from './parseWalletEvent.js'
import { providerError, toProviderError } from './providerError.js'
import { withTimeout } from './withTimeout.js'

/**
 * The events of an EIP-1193 provider. `accountsChanged` carries 0x addresses for an EVM app; for a
 * Solana app (HOST-PROTOCOL §E) its one account is a base58 address.
 */
export type ProviderEvents = {
  connect: (info: { chainId: `0x${string}` }) => void
  disconnect: (error: ProviderRpcError) => void
  chainChanged: (chainId: `0x${string}`) => void
  accountsChanged: (accounts: `0x${string}`[]) => void
  message: (message: { type: string; data: unknown }) => void
}

/** What the provider needs from the wallet frame and the SDK around it. */
export type TesseraProviderParameters = {
  /** Hands a request to the frame (HOST-PROTOCOL §C `sendRequest`); settles when the frame took it. */
  readonly sendRequest: (request: {
    jsonrpc: '2.0'
    id: number
    method: string
    params?: RequestArguments['params']
  }) => Promise<unknown>
  /** Settles once `init()` has connected the frame and learnt the login state (or gives up). */
  readonly whenReady: () => Promise<void>
  /** Starts `init()` and logs the user in (the login modal) unless already logged in. */
  readonly login: () => Promise<unknown>
  /** True when the answer may wait on the user (SPEC §6), so no timeout applies to it. */
  readonly waitsForUser: (method: string) => boolean
  /** How long the frame may take to take a call, and to answer one that needs no approval. */
  readonly requestTimeoutMs: number
}

/** EIP-1193 4200: the wallet does not support the method. */
const unsupportedMethodCode = 4200

type Pending = {
  readonly method: string
  readonly resolve: (result: unknown) => void
  readonly reject: (error: ProviderRpcError) => void
}

/**
 * The EIP-1193 provider of the Tessera wallet. Requests wait for `init()`, are answered through
 * the wallet's `onMethodResponse`, and always settle: with the result, with the wallet's error
 * mapped to a standard code, or with 4100 / 4900 when logged out, timed out or disconnected.
 *
 * @example
 * const [address] = await tessera.provider.request({ method: 'eth_requestAccounts' })
 */
export class TesseraProvider extends EventEmitter<ProviderEvents> {
  readonly isTessera = true
  readonly #parameters: TesseraProviderParameters
  readonly #pending = new Map<number, Pending>()
  readonly #connectWaiters = new Set<Pending>()
  #nextId = 1
  #connected = false
  #chainId: `0x${string}` | undefined

  constructor(parameters: TesseraProviderParameters) {
    super()
    this.#parameters = parameters
  }

  /** True while a user is logged in to the wallet. */
  isConnected(): boolean {
    return this.#connected
  }

  /** EIP-1193 `request`. */
  async request(args: RequestArguments): Promise<unknown> {
    const { method, params } = parseRequestArguments(args)
    const { whenReady, login } = this.#parameters
    try {
      // EIP-1102: eth_requestAccounts asks to connect, so it starts init() and the login itself.
      if (method === 'eth_requestAccounts' && !this.#connected) await login()
      else await whenReady()
    } catch (error) {
      throw toProviderError(error)
    }
    if (!this.#connected) {
      if (method === 'eth_accounts') return []
      throw providerError('unauthorized')
    }
    if (method === 'eth_chainId' && this.#chainId) return this.#chainId
    return this.#send(method, params)
  }

  async #send(method: string, params: RequestArguments['params']): Promise<unknown> {
    const { sendRequest, waitsForUser, requestTimeoutMs } = this.#parameters
    const id = this.#nextId++
    const answer = new Promise<unknown>((resolve, reject) =>
      this.#pending.set(id, { method, resolve, reject }),
    )
    const request = { jsonrpc: '2.0' as const, id, method, ...(params && { params }) }
    try {
      await withTimeout(sendRequest(request), requestTimeoutMs)
      return await (waitsForUser(method) ? answer : withTimeout(answer, requestTimeoutMs))
    } catch (error) {
      throw toProviderError(error)
    } finally {
      this.#pending.delete(id)
    }
  }

  /** The wallet's `onMethodResponse`: settles the pending request with that id and method. */
  handleMethodResponse(response: MethodResponse): void {
    const pending = this.#pending.get(response.id)
    if (pending?.method !== response.method) return
    this.#pending.delete(response.id)
    if (response.ok) pending.resolve(response.result)
    else pending.reject(toProviderError(response.error))
  }

  /** The wallet's `onEvent`, re-emitted as EIP-1193 events (HOST-PROTOCOL §E). */
  handleWalletEvent(event: WalletEventMessage): void {
    if (event.type === 'connect') this.#markConnected(event.chainId)
    else if (event.type === 'accountsChanged')
      // Typed for EVM apps (0x addresses); a Solana app's account comes in base58.
      this.emit('accountsChanged', event.account === null ? [] : [event.account as `0x${string}`])
    else if (event.type === 'disconnect') this.disconnect(providerError('all_disconnected'))
    else if (event.type === 'message') this.emit('message', { type: event.message, data: null })
    else if (event.chainId !== this.#chainId) {
      this.#chainId = event.chainId
      this.emit('chainChanged', event.chainId)
    }
  }

  /**
   * A session the frame restored at `init()`: connected on the chain the wallet reports. A
   * Solana app's wallet answers no `eth_chainId` (4200): still connected, on a chain not yet named.
   */
  async restoreSession(): Promise<void> {
    this.#connected = true
    try {
      const chainId = toHexChainId(await this.#send('eth_chainId', undefined))
      if (chainId && !this.#chainId) this.#markConnected(chainId)
    } catch (error) {
      // Any other failure: the wallet would not answer for the session, so treat it as logged out.
      if (toProviderError(error).code !== unsupportedMethodCode) this.#connected = false
    }
  }

  /** Settles when a login completes (the wallet's `connect` event). */
  waitForConnect(): Promise<void> {
    if (this.#connected) return Promise.resolve()
    return new Promise((resolve, reject) =>
      this.#connectWaiters.add({ method: 'connect', resolve: () => resolve(), reject }),
    )
  }

  /**
   * Logged out, or the frame is gone: every pending request and login wait is rejected with
   * `error`, and `disconnect` is emitted when a user was connected.
   */
  disconnect(error: ProviderRpcError): void {
    const wasConnected = this.#connected
    this.#connected = false
    this.#chainId = undefined
    for (const pending of [...this.#pending.values(), ...this.#connectWaiters])
      pending.reject(error)
    this.#pending.clear()
    this.#connectWaiters.clear()
    if (wasConnected) this.emit('disconnect', error)
  }

  #markConnected(chainId: `0x${string}`) {
    const isNew = !this.#connected || !this.#chainId
    this.#connected = true
    this.#chainId = chainId
    for (const waiter of this.#connectWaiters) waiter.resolve(undefined)
    this.#connectWaiters.clear()
    if (isNew) this.emit('connect', { chainId })
  }
}
