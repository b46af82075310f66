// Methods the wallet frame exposes to the host page (HOST-PROTOCOL §C).

export const childMethods = [
  'isLoggedIn',
  'getAvailableLogins',
  'isLoginAvailable',
  'initSocialLogin',
  'initPasswordlessLogin',
  'initOTPLogin',
  'completeOTPLogin',
  'initSiweLogin',
  'completeSiweLogin',
  'getKeySpaceConfigType',
  'triggerBearerLogin',
  'triggerCustomLogin',
  'getReconnectionUrl',
  'getPublicKey',
  'sendRequest',
  'getUserInfo',
  'logout',
  'expandWallet',
] as const

export type ChildMethod = (typeof childMethods)[number]
