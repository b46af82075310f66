import type { OnRampKind, OnRampProvider } from '@tessera/engine'
import { catalogue } from '@tessera/errors'
import { onRampProcessingMs } from '@tessera/protocol'
import { useCallback, useEffect, useState } from 'react'
import { BottomSheet } from '../../design/BottomSheet/BottomSheet.js'
import { Button } from '../../design/Button/Button.js'
import { Notice } from '../../design/Notice/Notice.js'
import { openPageWithOpener } from '../../messaging/openedPages.js'
import { texts } from '../texts.js'
import './OnRamp.css'

export type OnRampSheetProps = {
  /** The open sheet's flow; undefined = closed. */
  kind: OnRampKind | undefined
  /** The providers serving this flow on the current chain (`onRampProviders`). */
  providers: readonly OnRampProvider[]
  /** The chosen provider's page for this flow, opened in a new tab on Proceed. */
  pageUrl: (kind: OnRampKind, provider: OnRampProvider) => string
  /** Called once the sheet has collapsed (SPEC §2, §9: 300 ms). */
  onClose: () => void
  /**
   * SPEC §7 openPopup: the host opens a Buy's page in its popup; false where it cannot.
   * `onFailed` runs when the host could not open it (its window.open blocked).
   */
  openInHostPopup?: (url: string, onFailed: () => void) => boolean
}

type Step =
  | { name: 'choose'; provider: OnRampProvider | undefined }
  | { name: 'processing' | 'started' | 'failed'; provider: OnRampProvider }

const choosing: Step = { name: 'choose', provider: undefined }

/**
 * The Buy and Sell sheets (SPEC §2 modals): 'Select Provider' with a radio per provider, Proceed
 * disabled until one is chosen, the auto-fill notice; Proceed opens the provider's page in a new
 * tab, shows the 'processing' text for 1500 ms, then 'You selected {provider}' and the
 * in-progress text. The tab opens on the click itself, so no popup blocker takes it for an
 * unrequested window; `noopener` keeps a Buy's provider page from reaching the wallet. A host
 * that offers SPEC §7 openPopup (our SDK) opens a Buy's page in its popup instead; where the host
 * could not open it, the sheet shows W-133 in place of the texts. A Sell's tab keeps the wallet
 * as its opener: the provider returns it to the wallet's sell page, which reports to the frame
 * that opened it (SPEC §7, `openPageWithOpener`).
 */
export function OnRampSheet({
  kind,
  providers,
  pageUrl,
  onClose,
  openInHostPopup,
}: OnRampSheetProps) {
  const [step, setStep] = useState<Step>(choosing)
  const close = useCallback(() => {
    setStep(choosing)
    onClose()
  }, [onClose])

  useEffect(() => {
    if (step.name !== 'processing') return
    const timer = setTimeout(() => setStep({ ...step, name: 'started' }), onRampProcessingMs)
    return () => clearTimeout(timer)
  }, [step])

  // A choice counts only while that provider still serves the chain.
  const chosen =
    step.provider !== undefined && providers.includes(step.provider) ? step.provider : undefined
  const proceed = () => {
    if (kind === undefined || chosen === undefined) return
    const url = pageUrl(kind, chosen)
    if (kind === 'sell') openPageWithOpener(url)
    else if (!openInHostPopup?.(url, () => setStep({ name: 'failed', provider: chosen })))
      window.open(url, '_blank', 'noopener')
    setStep({ name: 'processing', provider: chosen })
  }

  return (
    <BottomSheet
      isOpen={kind !== undefined}
      title={kind === undefined ? '' : texts.onRamp.title[kind]}
      closeLabel={texts.onRamp.close}
      onClose={close}
    >
      {kind !== undefined && step.name === 'choose' && (
        <form
          className="ts-onRamp"
          onSubmit={(event) => {
            event.preventDefault()
            proceed()
          }}
        >
          <fieldset className="ts-onRamp__providers">
            <legend className="ts-onRamp__legend">{texts.onRamp.selectProvider}</legend>
            {providers.map((provider) => (
              <label key={provider} className="ts-onRamp__provider">
                <input
                  type="radio"
                  name="provider"
                  value={provider}
                  checked={chosen === provider}
                  onChange={() => setStep({ name: 'choose', provider })}
                />
                {texts.onRamp.providers[provider]}
              </label>
            ))}
          </fieldset>
          <Notice tone="info">{texts.onRamp.autoFilled}</Notice>
          <Button type="submit" isFullWidth disabled={chosen === undefined}>
            {texts.onRamp.proceed}
          </Button>
        </form>
      )}
      {kind !== undefined && step.name === 'failed' && (
        // SPEC §8 W-133: the provider's page could not be opened.
        <Notice tone="danger">{catalogue['W-133'].message}</Notice>
      )}
      {kind !== undefined && (step.name === 'processing' || step.name === 'started') && (
        // One live region for both texts, so the change to the second is announced.
        <div className="ts-onRamp__status" role="status">
          {step.name === 'processing' ? (
            <p>{texts.onRamp.processing}</p>
          ) : (
            <>
              <p className="ts-onRamp__selected">
                {texts.onRamp.selected(texts.onRamp.providers[step.provider])}
              </p>
              <p>{texts.onRamp.inProgress[kind]}</p>
            </>
          )}
        </div>
      )}
    </BottomSheet>
  )
}
