// Events the wallet sends with the parent's `onEvent` (HOST-PROTOCOL §E, SPEC §4).

export const walletEvents = [
  'connect',
  'disconnect',
  'chainChanged',
  'accountsChanged',
  'message',
  'wallet_close', // SPEC §4: standalone modes 1 and 2
] as const
export type WalletEvent = (typeof walletEvents)[number]

export const mfaFlowMessage = 'mfa_flow' // HOST-PROTOCOL §E: `message` payload when MFA restore is needed
