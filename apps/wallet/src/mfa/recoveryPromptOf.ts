import { createRecoveryPrompt, type RecoveryPrompt } from './createRecoveryPrompt.js'
import { announceMfaRestore } from './mfaRestoreSignal.js'

const ofApp = new Map<string, RecoveryPrompt>()

/**
 * This page's restore prompt for `appId`: the frame's login waits on it, the restore screen
 * answers it. Free of key code, so the login frame can watch it before the key client loads.
 */
export function recoveryPromptOf(appId: string): RecoveryPrompt {
  let prompt = ofApp.get(appId)
  if (!prompt) {
    prompt = createRecoveryPrompt({ onAsk: () => announceMfaRestore(appId) })
    ofApp.set(appId, prompt)
  }
  return prompt
}
