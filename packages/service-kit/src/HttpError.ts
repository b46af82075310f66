/** An HTTP API failure with a stable `code` clients branch on, its status and an English message. */
export class HttpError extends Error {
  override name = 'HttpError'
  readonly code: string
  readonly status: number
  /** For 429 and 503: seconds until a retry may succeed (the `Retry-After` header). */
  readonly retryAfterS: number | undefined

  constructor(
    code: string,
    status: number,
    message: string,
    options: { cause?: unknown; retryAfterS?: number } = {},
  ) {
    super(message, { cause: options.cause })
    this.code = code
    this.status = status
    this.retryAfterS = options.retryAfterS
  }

  /** The JSON body clients receive. */
  toJSON(): { error: { code: string; message: string } } {
    return { error: { code: this.code, message: this.message } }
  }
}
