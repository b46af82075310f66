import './mfaScreens.css'
import { useNavigate } from 'react-router'
import { Button } from '../../design/Button/Button.js'
import { useWalletFrame } from '../../frame/useWalletFrame.js'
import { mfaTexts } from './mfaTexts.js'

/**
 * MFARequired (SPEC §2, `/loggedin/mfa/required`, reached from the home banner 'Enhance your
 * wallet security'): leads to the PIN setup.
 */
export function MfaRequiredScreen() {
  const frame = useWalletFrame()
  const navigate = useNavigate()
  if (!frame) return null
  return (
    <section className="ts-mfa__card" aria-labelledby="ts-mfa-required-title">
      <h1 id="ts-mfa-required-title" className="ts-mfa__title">
        {mfaTexts.setupTitle}
      </h1>
      <p className="ts-mfa__text">{mfaTexts.setupText}</p>
      <Button isFullWidth onClick={() => navigate(`/${frame.appId}/mfa/setup`)}>
        {mfaTexts.submitSetup}
      </Button>
    </section>
  )
}
