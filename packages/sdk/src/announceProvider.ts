import { tesseraIconSvg } from './tesseraIconSvg.js'

/** EIP-6963 `EIP6963ProviderInfo` of Tessera, without the per-page `uuid`. */
export const tesseraProviderInfo = {
  name: 'Tessera',
  icon: `data:image/svg+xml,${encodeURIComponent(tesseraIconSvg)}`,
  rdns: 'xyz.tessera',
} as const

/** A v4 UUID; `crypto.randomUUID` only exists in secure contexts. */
function uuidV4(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Announces `provider` under EIP-6963 now and whenever a dapp dispatches
 * `eip6963:requestProvider`. Returns the function that stops answering.
 *
 * @example const stop = announceProvider(tessera.provider)
 */
export function announceProvider(provider: object, target: EventTarget = window): () => void {
  const info = Object.freeze({ uuid: uuidV4(), ...tesseraProviderInfo })
  const detail = Object.freeze({ info, provider })
  const announce = () =>
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  announce()
  target.addEventListener('eip6963:requestProvider', announce)
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
