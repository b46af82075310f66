import { createWalletMfa, type WalletMfa } from './createWalletMfa.js'
import { recoveryPromptOf } from './recoveryPromptOf.js'

const ofApp = new Map<string, WalletMfa>()

/**
 * This page's MFA for `appId` (one per page, like the wallet core): the frame's logins and the
 * setup screen share it, so the login held in memory for setup is the one that logged in; a
 * restore asks `recoveryPromptOf(appId)`.
 */
export function walletMfaOf(appId: string): { readonly mfa: WalletMfa } {
  let mfa = ofApp.get(appId)
  if (!mfa) {
    mfa = createWalletMfa({ appId, askRecoverySecret: recoveryPromptOf(appId).ask })
    ofApp.set(appId, mfa)
  }
  return { mfa }
}
