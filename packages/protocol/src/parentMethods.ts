// Methods the host page exposes to the wallet frame (SPEC §7 'Parent (SDK) connection',
// HOST-PROTOCOL §D).

/** HOST-PROTOCOL §D: provided by every host SDK, `@arcana/auth` included. */
export const parentMethods = [
  'onEvent',
  'onMethodResponse',
  'getParentUrl',
  'getAppMode',
  'getAppConfig',
  'getWalletPosition',
  'getRpcConfig',
  'sendPendingRequestCount',
  'triggerSocialLogin',
  'triggerPasswordlessLogin',
  'getPopupState',
  'setIframeStyle',
  'setSessionID',
  'getSDKVersion',
  'uiEvent',
] as const

/** SPEC §7 names these too; `@arcana/auth` lacks them, so call them only when announced. */
export const optionalParentMethods = [
  'getLoginSource',
  'setAddressType',
  'openPopup',
  'closePopup',
] as const

export type ParentMethod = (typeof parentMethods)[number] | (typeof optionalParentMethods)[number]
