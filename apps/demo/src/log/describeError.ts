import { describeValue } from './describeValue.js'
import type { LogEntry } from './LogEntry.js'

type DescribedError = NonNullable<LogEntry['error']>

/**
 * What the log shows of a rejection: the EIP-1193 `code` (e.g. 4001), the message, and `data`
 * (our SDK keeps the SPEC §8 code there). Anything without a code shows `none`.
 */
export function describeError(error: unknown): DescribedError {
  if (typeof error !== 'object' || error === null) {
    return { code: 'none', message: String(error), data: '' }
  }
  const { code, message, data } = error as { code?: unknown; message?: unknown; data?: unknown }
  return {
    code: typeof code === 'number' || typeof code === 'string' ? String(code) : 'none',
    message: typeof message === 'string' ? message : describeValue(error),
    data: data === undefined || data === '' ? '' : describeValue(data),
  }
}
