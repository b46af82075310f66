import type { RecoverySecret } from '@tessera/keys'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useFrameState, useWalletFrame } from '../../frame/useWalletFrame.js'
import { keyNodeLoginOf } from '../../mfa/keyNodeLoginOf.js'
import { createRecoveryPasskey } from '../../mfa/passkey/createRecoveryPasskey.js'
import { RecoveryPasskeyError } from '../../mfa/passkey/RecoveryPasskeyError.js'
import { purgesIdleStorage } from '../../screens/home/purgesIdleStorage.js'
import { texts } from '../../screens/texts.js'
import { loggedInPath } from '../loggedInPath.js'
import { type MfaSetupStatus, MfaSetupView } from './MfaSetupView.js'
import { mfaTexts } from './mfaTexts.js'
import { setupFailureText } from './setupFailureText.js'

/**
 * `/:appId/mfa/setup` (SPEC §2, full page, no shell): turns MFA on for the login of this page's
 * wallet core (`walletMfaOf(appId).setUp`: split, reshare, sealed recovery factor at the nodes,
 * device factor in IndexedDB), made in this page or restored after a reload (`keyNodeLoginOf`).
 * A login the key nodes would no longer take (its token expired) is asked to log in again up
 * front, before a PIN or a passkey is asked for; checked again on submit, since the token may
 * lapse while the user types. The key, the PIN, the answers and a passkey's PRF output stay in
 * memory; a failure shows W-128 only, never its cause, or that the device's clock is off (the
 * one cause the user can fix). Done, in a browser that deletes idle storage, it notes that the
 * device factor may go (#16). A passkey is made for the wallet's host
 * (the RP ID), named after the user's email or else the address.
 */
export function MfaSetupRoute() {
  const frame = useWalletFrame()
  const state = useFrameState(frame)
  const navigate = useNavigate()
  const [status, setStatus] = useState<MfaSetupStatus>('idle')
  const [failure, setFailure] = useState<string>()
  const [backupNote, setBackupNote] = useState<string>()
  if (!frame || state.status !== 'loggedIn') return <p role="status">{mfaTexts.notLoggedIn}</p>
  const { user } = state
  const loginNow = () =>
    keyNodeLoginOf({
      user,
      network: frame.config.keyNetwork,
      family: frame.appConfig.family,
      appId: frame.appId,
    })
  if ((status === 'idle' || status === 'failed') && !loginNow())
    return <p role="alert">{mfaTexts.loginAgain}</p>
  const submit = async (recoverySecret: RecoverySecret) => {
    const login = loginNow()
    if (!login) {
      setFailure(mfaTexts.loginAgain)
      setStatus('failed')
      return
    }
    setStatus('busy')
    try {
      const { walletMfaOf } = await import('../../mfa/walletMfaOf.js')
      await walletMfaOf(frame.appId).mfa.setUp({
        login,
        secret: BigInt(user.privateKey),
        publicKey: user.publicKey,
        recoverySecret,
      })
      frame.securityNag.mfaIsOn()
      if (purgesIdleStorage(navigator.userAgent))
        setBackupNote(texts.home.backupNote(mfaTexts.backupSecret[recoverySecret.kind]))
      setStatus('done')
    } catch (error) {
      setFailure(setupFailureText(error))
      setStatus('failed')
    }
  }
  const createPasskey = async () => {
    setStatus('busy')
    try {
      // Before any other await: WebAuthn in a cross-origin frame needs the click's activation.
      const recoverySecret = await createRecoveryPasskey({
        rpId: location.hostname,
        rpName: 'Tessera',
        userName: user.email ?? user.address,
      })
      await submit(recoverySecret)
      return undefined
    } catch (error) {
      // `submit` catches its own failures: this is the passkey's (WebAuthn refused or broke).
      const isRefused = error instanceof RecoveryPasskeyError
      setStatus(isRefused ? 'idle' : 'failed')
      return isRefused ? error.code : undefined
    }
  }
  return (
    <MfaSetupView
      theme={frame.theme()}
      status={status}
      failure={failure}
      backupNote={backupNote}
      onSubmit={(recoverySecret) => void submit(recoverySecret)}
      onCreatePasskey={createPasskey}
      onCancel={() => setStatus('cancelled')}
      onDone={() => navigate(loggedInPath, { replace: true })}
    />
  )
}
