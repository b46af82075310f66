import { catalogue, type ErrorCode, type ErrorParams } from './catalogue.js'
import { formatMessage } from './formatMessage.js'

type ParamsOption<code extends ErrorCode> = [ErrorParams<code>] extends [never]
  ? { params?: undefined }
  : { params: Record<ErrorParams<code>, string> }

export type WalletErrorOptions<code extends ErrorCode> = ParamsOption<code> & {
  /** Extra English context for logs and developers; never a key, token or ciphertext. */
  details?: string
  cause?: unknown
}

type OptionsArgument<code extends ErrorCode> = [ErrorParams<code>] extends [never]
  ? [options?: WalletErrorOptions<code>]
  : [options: WalletErrorOptions<code>]

/**
 * An error of the SPEC §8 catalogue. Every error the product raises on purpose is one of these.
 *
 * @example
 * throw new WalletError('W-122', { details: 'rpc answered 0x1' })
 * throw new WalletError('4902', { params: { chainId: '0x89' } })
 */
export class WalletError<code extends ErrorCode = ErrorCode> extends Error {
  override name = 'WalletError'
  readonly code: code
  /** The catalogue text with its parameters filled: what a user or host developer reads. */
  readonly shortMessage: string
  readonly details: string | undefined
  /** Where the code is documented, relative to the repository's docs. */
  readonly docsPath: string

  constructor(code: code, ...[options]: OptionsArgument<code>) {
    const shortMessage = formatMessage(catalogue[code].message, options?.params ?? {})
    super(options?.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options?.cause,
    })
    this.code = code
    this.shortMessage = shortMessage
    this.details = options?.details
    this.docsPath = `/docs/errors.md#${code.toLowerCase()}`
  }

  /**
   * Walks the cause chain and returns the deepest error, or the first one `predicate` accepts.
   */
  walk(predicate?: (error: unknown) => boolean): unknown {
    return walkCauses(this, predicate)
  }
}

function walkCauses(error: unknown, predicate?: (error: unknown) => boolean): unknown {
  if (predicate?.(error)) return error
  const cause = error instanceof Error ? error.cause : undefined
  if (cause === undefined) return predicate ? null : error
  return walkCauses(cause, predicate)
}
