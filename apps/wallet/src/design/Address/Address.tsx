import { IconButton } from '../IconButton/IconButton.js'
import { copyToClipboard } from './copyToClipboard.js'
import { shortenAddress } from './shortenAddress.js'
import './Address.css'

export type AddressProps = {
  address: string
  copyLabel: string
  /** Told whether the full address reached the clipboard. */
  onCopy: (result: 'copied' | 'failed') => void
}

/** A shortened address (the full one in its title and for screen readers) with a copy button. */
export function Address({ address, copyLabel, onCopy }: AddressProps) {
  return (
    <span className="ts-address">
      <span className="ts-address__text" title={address}>
        <span aria-hidden="true">{shortenAddress(address)}</span>
        <span className="ts-visuallyHidden">{address}</span>
      </span>
      <IconButton
        icon="copy"
        size="sm"
        label={copyLabel}
        onClick={async () => onCopy(await copyToClipboard(address))}
      />
    </span>
  )
}
