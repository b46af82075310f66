import type { WalletEvent } from '@tessera/protocol'

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
  // SPEC §7; only when the parent announced them (HOST-PROTOCOL §D).
  getLoginSource?(): Promise<unknown>
  setAddressType?(type: string): Promise<void>
  openPopup?(): Promise<void>
  closePopup?(): Promise<void>
}
