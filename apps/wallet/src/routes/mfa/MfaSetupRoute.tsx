import { useState } from 'react'
import { useNavigate } from 'react-router'
import { resolveTheme } from '../../design/ThemeRoot/resolveTheme.js'
import { useFrameState, useWalletFrame } from '../../frame/useWalletFrame.js'
import { loggedInPath } from '../loggedInPath.js'
import { type MfaSetupStatus, MfaSetupView } from './MfaSetupView.js'
import { mfaTexts } from './mfaTexts.js'

/**
 * `/:appId/mfa/setup` (SPEC §2, full page, no shell): turns MFA on for the login of this page's
 * wallet core (`walletMfaOf(appId).setUp`: split, reshare, sealed recovery factor at the nodes,
 * device factor in IndexedDB). The key and the PIN stay in memory; a failure shows W-128 only,
 * never its cause.
 */
export function MfaSetupRoute() {
  const frame = useWalletFrame()
  const state = useFrameState(frame)
  const navigate = useNavigate()
  const [status, setStatus] = useState<MfaSetupStatus>('idle')
  if (!frame || state.status !== 'loggedIn') return <p role="status">{mfaTexts.notLoggedIn}</p>
  const { user } = state
  const { theme } = frame.appConfig
  const submit = async (pin: string) => {
    setStatus('busy')
    try {
      const { walletMfaOf } = await import('../../mfa/walletMfaOf.js')
      await walletMfaOf(frame.appId).mfa.setUp({
        secret: BigInt(user.privateKey),
        publicKey: user.publicKey,
        recoverySecret: { kind: 'pin', pin },
      })
      frame.securityNag.mfaIsOn()
      setStatus('done')
    } catch {
      setStatus('failed')
    }
  }
  return (
    <MfaSetupView
      theme={resolveTheme({ themeConfig: theme === undefined ? {} : { theme } })}
      status={status}
      onSubmit={(pin) => void submit(pin)}
      onCancel={() => setStatus('cancelled')}
      onDone={() => navigate(loggedInPath, { replace: true })}
    />
  )
}
