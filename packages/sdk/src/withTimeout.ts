import { providerError } from './providerError.js'

/**
 * Settles like `promise`, or rejects with EIP-1193 4900 'request timed out' (SPEC §8 text) when
 * the wallet frame has not answered within `timeoutMs`.
 */
export function withTimeout<value>(
  promise: Promise<value>,
  timeoutMs: number,
  message = 'request timed out',
): Promise<value> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(providerError('all_disconnected', message)), timeoutMs)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
