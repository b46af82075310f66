import { useCallback, useEffect, useId, useState } from 'react'
import { copyToClipboard } from '../../design/Address/copyToClipboard.js'
import { BottomSheet } from '../../design/BottomSheet/BottomSheet.js'
import { Button } from '../../design/Button/Button.js'
import { Notice } from '../../design/Notice/Notice.js'
import { texts } from '../texts.js'

export type PrivateKeySheetProps = {
  isOpen: boolean
  /** Called once the sheet has collapsed; the key is forgotten by then. */
  onClose: () => void
  /** Reads the key; called only after the user confirmed the warning. */
  reveal: () => string
  /** Told whether the key reached the clipboard (the key itself is never passed on). */
  onCopy: (result: 'copied' | 'failed') => void
}

/**
 * The private key export of the Profile screen: a warning the user must confirm, then the key
 * with Copy. The key lives only in this sheet's state while it is open: closing the sheet,
 * leaving the screen or the browser tab going to the background drops it, and it is never
 * stored, logged or sent anywhere.
 */
export function PrivateKeySheet({ isOpen, onClose, reveal, onCopy }: PrivateKeySheetProps) {
  const consentId = useId()
  const [hasConsented, setHasConsented] = useState(false)
  const [privateKey, setPrivateKey] = useState<string | undefined>()
  const close = useCallback(() => {
    setPrivateKey(undefined)
    setHasConsented(false)
    onClose()
  }, [onClose])
  // A tab sent to the background (switched away, screen locked) does not keep the key shown.
  useEffect(() => {
    if (privateKey === undefined) return
    const hideWhenHidden = () => {
      if (document.visibilityState === 'hidden') close()
    }
    document.addEventListener('visibilitychange', hideWhenHidden)
    return () => document.removeEventListener('visibilitychange', hideWhenHidden)
  }, [privateKey, close])

  return (
    <BottomSheet
      isOpen={isOpen}
      title={texts.profile.exportKey}
      closeLabel={texts.profile.close}
      onClose={close}
    >
      {isOpen && privateKey === undefined && (
        <div className="ts-keySheet">
          <Notice tone="danger">{texts.profile.keyWarning}</Notice>
          <div className="ts-keySheet__consent">
            <input
              id={consentId}
              type="checkbox"
              checked={hasConsented}
              onChange={(event) => setHasConsented(event.target.checked)}
            />
            <label htmlFor={consentId}>{texts.profile.keyConsent}</label>
          </div>
          <div className="ts-keySheet__actions">
            <Button variant="secondary" onClick={close}>
              {texts.profile.cancel}
            </Button>
            <Button
              variant="danger"
              disabled={!hasConsented}
              onClick={() => setPrivateKey(reveal())}
            >
              {texts.profile.reveal}
            </Button>
          </div>
        </div>
      )}
      {isOpen && privateKey !== undefined && (
        <div className="ts-keySheet">
          <Notice tone="warning">{texts.profile.keyWarning}</Notice>
          <dl className="ts-details">
            <div className="ts-keySheet__key">
              <dt>{texts.profile.privateKey}</dt>
              <dd className="ts-details__mono" translate="no">
                {privateKey}
              </dd>
            </div>
          </dl>
          <div className="ts-keySheet__actions">
            <Button
              variant="secondary"
              onClick={async () => onCopy(await copyToClipboard(privateKey))}
            >
              {texts.profile.copyKey}
            </Button>
            <Button onClick={close}>{texts.profile.done}</Button>
          </div>
        </div>
      )}
    </BottomSheet>
  )
}
