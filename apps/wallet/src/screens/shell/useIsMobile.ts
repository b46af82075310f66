import { mobileMaxDeviceWidthPx } from '@tessera/protocol'
import { useSyncExternalStore } from 'react'

const query = `(max-device-width: ${mobileMaxDeviceWidthPx}px)`

function subscribe(listener: () => void) {
  const media = window.matchMedia(query)
  media.addEventListener('change', listener)
  return () => media.removeEventListener('change', listener)
}

/** SPEC §4: a max-device-width of 768px counts as mobile. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches)
}
