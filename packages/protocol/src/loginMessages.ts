// Login page statuses posted to the opener and the frame (SPEC §7, HOST-PROTOCOL §F).

export const loginStatuses = [
  'LOGIN_INFO',
  'LOGIN_INFO_ACK',
  'LOGIN_VERIFY',
  'LOGIN_VERIFY_ACK',
  'LOGIN_INIT',
  'LOGIN_INIT_ACK',
  'LOGIN_PWDL_INQ',
  'LOGIN_PWDL_INQ_RES',
  'MFA_SETUP_ACK',
] as const
export type LoginStatus = (typeof loginStatuses)[number]

export const loginPayloadFields = [
  'state',
  'sessionID',
  'sessionExpiry',
  'messageId',
  'info',
  'mnemonic',
] as const // SPEC §7

export const popupResults = ['success', 'error'] as const // HOST-PROTOCOL §F: `{status}` to the opener

export const mfaLocalShareMissing = 'LOCAL_SHARE_MISSING' // SPEC §4: routes to MFARestore
