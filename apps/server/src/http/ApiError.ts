import { formatMessage } from '@tessera/errors'
import { HttpError } from '@tessera/service-kit'
import { type ApiErrorCode, apiErrors } from './apiErrors.js'

/** A server API failure from its catalogue: a stable `code`, its status, `{name}` params filled. */
export class ApiError extends HttpError {
  override name = 'ApiError'
  declare readonly code: ApiErrorCode

  constructor(
    code: ApiErrorCode,
    options: { params?: Record<string, string>; cause?: unknown } = {},
  ) {
    const retryAfterS = options.params?.retryAfterS ? Number(options.params.retryAfterS) : undefined
    super(
      code,
      apiErrors[code].status,
      formatMessage(apiErrors[code].message, options.params ?? {}),
      {
        cause: options.cause,
        ...(retryAfterS === undefined ? {} : { retryAfterS }),
      },
    )
  }
}
