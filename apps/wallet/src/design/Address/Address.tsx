import { IconButton } from '../IconButton/IconButton.js'
import { shortenAddress } from './shortenAddress.js'
import './Address.css'

export type AddressProps = {
  address: string
  copyLabel: string
  /** Told whether the full address reached the clipboard. */
  onCopy: (result: 'copied' | 'failed') => void
}

async function copyToClipboard(text: string): Promise<'copied' | 'failed'> {
  try {
    await navigator.clipboard.writeText(text)
    return 'copied'
  } catch {
    // The browser refused (no permission, insecure context): the caller reports it.
    return 'failed'
  }
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
