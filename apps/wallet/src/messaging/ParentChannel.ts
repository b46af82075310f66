import { toWireError } from '@tessera/errors'
import {
  type AppMode,
  type ChainType,
  childMethods,
  type MessageSchema,
  parentMethodResults,
  type WalletEvent,
  type WidgetPosition,
} from '@tessera/protocol'
import { connectToParent } from 'penpal'
import type { ChildHandlers } from './ChildHandlers.js'
import { guardParentMessages } from './guardParentMessages.js'
import { originPattern } from './originPattern.js'
import type { MethodResponse, OptionalParentApi, ParentApi } from './ParentApi.js'
import { parseChildArgs } from './parseChildArgs.js'

/** What the host told about itself on attach (HOST-PROTOCOL §D); absent where it did not answer. */
export type HostDescription = {
  readonly appMode?: AppMode
  readonly sdkVersion?: string
  readonly walletPosition?: WidgetPosition
}

export type ParentChannelParameters = {
  /** The app's registered origins: the only parents answered (HOST-PROTOCOL §A3, §B3). */
  readonly allowedOrigins: readonly string[]
  readonly handlers: ChildHandlers
  /** How long to wait for the parent's handshake. */
  readonly timeoutMs?: number
}

/**
 * The wallet frame's connection to its host page (STYLE B3, HOST-PROTOCOL §B), part of the one
 * messaging module: penpal 6, parent origin restricted to the app's registered origins; a guard
 * drops every penpal message that is not from `window.parent`, from that origin, and shaped as
 * `parentToChildMessageSchema` says before penpal sees it; every child method of §C announced in
 * every state, its arguments parsed by `childMethodArgs`, every failure answered as an EIP-1193
 * wire error; the answers of the parent methods read parsed by `parentMethodResults`.
 */
export class ParentChannel {
  readonly #parent: ParentApi & Partial<OptionalParentApi>
  readonly #destroy: () => void
  readonly #inFlight: Set<Promise<unknown>>
  readonly #hostOrigin: string | undefined

  private constructor(
    parent: ParentApi & Partial<OptionalParentApi>,
    destroy: () => void,
    inFlight: Set<Promise<unknown>>,
    hostOrigin: string | undefined,
  ) {
    this.#parent = parent
    this.#destroy = destroy
    this.#inFlight = inFlight
    this.#hostOrigin = hostOrigin
  }

  /**
   * The host page's origin: where its handshake came from (`event.origin`, one of the app's
   * registered origins), never what the host says of itself; known from the start.
   */
  get origin(): string | undefined {
    return this.#hostOrigin
  }

  /** Handshakes with `window.parent`; rejects when no registered parent answers in time. */
  static async connect(parameters: ParentChannelParameters): Promise<ParentChannel> {
    const inFlight = new Set<Promise<unknown>>()
    const track = (call: Promise<unknown>) => {
      inFlight.add(call)
      call.then(
        () => inFlight.delete(call),
        () => inFlight.delete(call),
      )
      return call
    }
    const methods = Object.fromEntries(
      childMethods.map((method) => [
        method,
        (...args: unknown[]) =>
          track(
            (async () => {
              const handler = parameters.handlers[method] as (...parsed: unknown[]) => unknown
              return handler(...parseChildArgs(method, args))
            })().catch((error: unknown) => {
              // A plain object, not an Error: penpal would add the stack, and hosts read `code`.
              throw toWireError(error)
            }),
          ),
      ]),
    )
    const origins = originPattern(parameters.allowedOrigins)
    let hostOrigin: string | undefined
    const stopGuard = guardParentMessages(window, {
      isAllowedOrigin: (origin) => origins.test(origin),
      parent: window.parent,
      onConnected: (origin) => {
        hostOrigin = origin
      },
    })
    const connection = connectToParent<ParentApi & Partial<OptionalParentApi>>({
      parentOrigin: origins,
      methods,
      ...(parameters.timeoutMs === undefined ? {} : { timeout: parameters.timeoutMs }),
    })
    const destroy = () => {
      connection.destroy()
      stopGuard()
    }
    try {
      const parent = await connection.promise
      return new ParentChannel(parent, destroy, inFlight, hostOrigin)
    } catch (error) {
      destroy()
      throw error
    }
  }

  /**
   * Asks the host about itself (HOST-PROTOCOL §D getAppMode, getSDKVersion,
   * getWalletPosition), each answer parsed by its schema: a host that fails or answers something
   * else leaves that entry out. Its origin is not asked: it is `origin`, the handshake's.
   */
  async describeHost(): Promise<HostDescription> {
    const [appMode, sdkVersion, walletPosition] = await Promise.all([
      this.#ask(() => this.#parent.getAppMode(), parentMethodResults.getAppMode),
      this.#ask(() => this.#parent.getSDKVersion(), parentMethodResults.getSDKVersion),
      this.#ask(() => this.#parent.getWalletPosition(), parentMethodResults.getWalletPosition),
    ])
    return {
      ...(appMode === undefined ? {} : { appMode }),
      ...(sdkVersion === undefined ? {} : { sdkVersion }),
      ...(walletPosition === undefined ? {} : { walletPosition }),
    }
  }

  /**
   * The chain type the host set up for (HOST-PROTOCOL §D `getAppConfig().chainType`), parsed by
   * its schema; undefined where it fails or answers something else. Asked apart from
   * `describeHost`: penpal has no call timeout, and a host that never answers must not hold up
   * the app mode.
   */
  async hostChainType(): Promise<ChainType | undefined> {
    const appConfig = await this.#ask(
      () => this.#parent.getAppConfig(),
      parentMethodResults.getAppConfig,
    )
    return appConfig?.chainType
  }

  /** One parent call's answer parsed by `schema`; a call that throws, even synchronously (a
   * method the parent did not announce), or answers something else is undefined. */
  async #ask<value>(
    call: () => Promise<unknown>,
    schema: MessageSchema<value>,
  ): Promise<value | undefined> {
    const answer = await Promise.resolve()
      .then(call)
      .catch(() => undefined)
    const parsed = schema.safeParse(answer)
    return parsed.success ? parsed.data : undefined
  }

  /**
   * A parent method of SPEC §7 that `@arcana/auth` lacks, or undefined when this parent did not
   * announce it (HOST-PROTOCOL §D): callers cannot reach one without checking.
   */
  optional<method extends keyof OptionalParentApi>(
    method: method,
  ): OptionalParentApi[method] | undefined {
    const optional: Partial<OptionalParentApi> = this.#parent
    return optional[method]
  }

  /** The parent's methods; a call to a gone parent rejects (callers decide whether it matters). */
  get parent(): ParentApi {
    return this.#parent
  }

  /** HOST-PROTOCOL §E: an event for the host; a host that went away is not an error here. */
  emit(event: WalletEvent, value?: unknown): void {
    this.#parent.onEvent(event, value).catch(() => {
      // The host page is gone or reloading: nobody is left to tell.
    })
  }

  /** HOST-PROTOCOL §C: the answer to one `sendRequest`. */
  respond(method: string, response: MethodResponse): void {
    this.#parent.onMethodResponse(method, response).catch(() => {
      // As for emit: the host that asked is gone.
    })
  }

  /** HOST-PROTOCOL §B5: replies to every call in flight, then tears the connection down. */
  async close(): Promise<void> {
    await Promise.allSettled([...this.#inFlight])
    // penpal posts its reply a few microtasks after a call settles: let those run first.
    await new Promise((resolve) => setTimeout(resolve, 0))
    this.#destroy()
  }
}
