/**
 * The permissions policy a host gives the wallet iframe (its `allow` attribute): writing the
 * clipboard, and WebAuthn inside the cross-origin frame, where MFA creates and reads a passkey as
 * the recovery secret (issue #16). With no origin named, each feature is allowed to the frame's
 * own origin only (`'src'`).
 */
export const walletFrameAllow =
  'clipboard-write; publickey-credentials-create; publickey-credentials-get'
