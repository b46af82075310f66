import { texts } from '../texts.js'

/** SPEC §2: the 'Powered by' footer. */
export function PoweredBy() {
  return (
    <p className="ts-poweredBy">
      {texts.shell.poweredBy} <strong>{texts.shell.productName}</strong>
    </p>
  )
}
