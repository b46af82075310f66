import { catalogue } from '@tessera/errors'
import { useToast } from '../../design/Toast/ToastProvider.js'

/**
 * Reports a copy button's outcome as a toast: `copied` on success (e.g. SPEC §8 'wallet address
 * copied'), else the message of the SPEC §8 copy error (W-124 copy failed, W-125 copy wallet
 * address failed).
 */
export function useCopyToast(messages: {
  readonly copied: string
  readonly failure: 'W-124' | 'W-125'
}): (result: 'copied' | 'failed') => void {
  const showToast = useToast()
  return (result) =>
    showToast(
      result === 'copied'
        ? { tone: 'success', message: messages.copied }
        : { tone: 'error', message: catalogue[messages.failure].message },
    )
}
