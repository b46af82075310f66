import type { ChildMethod } from '@tessera/protocol'
import type { bearerTypes } from '../login/createFrameLogins.js'

/** A host request (HOST-PROTOCOL §C sendRequest). */
export type HostRequest = {
  readonly jsonrpc: '2.0'
  readonly id: string | number
  readonly method: string
  readonly params?: unknown
}

/** The parsed arguments of every child method (HOST-PROTOCOL §C). */
export type ChildCalls = {
  isLoggedIn: []
  getAvailableLogins: []
  isLoginAvailable: [kind: string]
  initSocialLogin: [kind: string]
  initPasswordlessLogin: [email: string]
  initOTPLogin: [email: string]
  completeOTPLogin: [otp: string]
  getKeySpaceConfigType: []
  triggerBearerLogin: [
    type: (typeof bearerTypes)[number],
    data: { readonly token: string; readonly uid?: string },
  ]
  triggerCustomLogin: [
    params: { readonly token: string; readonly userID: string; readonly provider: string },
  ]
  getReconnectionUrl: []
  getPublicKey: [id: string, verifier: string]
  sendRequest: [request: HostRequest]
  getUserInfo: []
  logout: []
  expandWallet: []
}

/** What the wallet does for each child method, in whatever state it is. */
export type ChildHandlers = {
  readonly [method in ChildMethod]: (...args: ChildCalls[method]) => unknown
}
