import type { AccountType, WalletEvent } from '@tessera/protocol'

/** An EIP-1193 / JSON-RPC error object as hosts receive it (HOST-PROTOCOL §E). */
export type RpcErrorObject = {
  readonly code: number
  readonly message: string
  readonly data?: unknown
}

/** HOST-PROTOCOL §C sendRequest's answer, sent with the parent's `onMethodResponse`. */
export type MethodResponse =
  | { readonly jsonrpc: '2.0'; readonly id: string | number; readonly result: unknown }
  | { readonly jsonrpc: '2.0'; readonly id: string | number; readonly error: RpcErrorObject }

/** The parent methods of HOST-PROTOCOL §D as the wallet calls them (penpal makes each async). */
export type ParentApi = {
  onEvent(event: WalletEvent, value?: unknown): Promise<void>
  onMethodResponse(method: string, response: MethodResponse): Promise<void>
  getParentUrl(): Promise<string>
  getAppMode(): Promise<unknown>
  getAppConfig(): Promise<unknown>
  getWalletPosition(): Promise<unknown>
  getRpcConfig(): Promise<unknown>
  sendPendingRequestCount(count: number): Promise<void>
  triggerSocialLogin(kind: string): Promise<unknown>
  triggerPasswordlessLogin(email: string): Promise<unknown>
  getPopupState(): Promise<unknown>
  setIframeStyle(style: Readonly<Record<string, string>>): Promise<void>
  setSessionID(id: string, expiry: number): Promise<void>
  getSDKVersion(): Promise<unknown>
  uiEvent(event: string, data?: unknown): Promise<void>
}

/**
 * SPEC §7's other four parent methods, as our SDK announces them (packages/sdk README).
 * `@arcana/auth` lacks them, so the wallet reaches them only through `ParentChannel.optional`,
 * which answers undefined when the parent did not announce one (HOST-PROTOCOL §D).
 */
export type OptionalParentApi = {
  /** The login kind the host started last ('google', 'passwordless', … or ''). */
  getLoginSource(): Promise<string>
  /** Which address the wallet uses: the owner's (eoa) or the smart wallet's (scw). */
  setAddressType(type: AccountType): Promise<void>
  /** Opens a 720×1200 popup on `url`; settles with its `{status}` (rejects on 'error'). */
  openPopup(url: string): Promise<void>
  closePopup(): Promise<void>
}
