import { formatMessage } from '@tessera/errors'
import { type ApiErrorCode, apiErrors } from './apiErrors.js'

/** An HTTP API failure: a stable `code`, its status, and a message with `{name}` params filled. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly code: ApiErrorCode
  readonly status: number
  /** For `rate_limited`: seconds until a retry may succeed (the `Retry-After` header). */
  readonly retryAfterS: number | undefined

  constructor(
    code: ApiErrorCode,
    options: { params?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(formatMessage(apiErrors[code].message, options.params ?? {}), { cause: options.cause })
    this.code = code
    this.status = apiErrors[code].status
    this.retryAfterS = options.params?.retryAfterS ? Number(options.params.retryAfterS) : undefined
  }

  /** The JSON body clients receive. */
  toJSON(): { error: { code: ApiErrorCode; message: string } } {
    return { error: { code: this.code, message: this.message } }
  }
}
