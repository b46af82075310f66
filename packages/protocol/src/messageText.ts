import * as z from 'zod/mini'

/** The longest free text a cross-window message may carry in one field (codes, states, ids). */
export const messageTextMaxLength = 16_384

/** A non-empty string of at most `maxLength` characters; `error` names the field when it is not. */
export function messageText(
  options: { readonly error?: string; readonly maxLength?: number } = {},
) {
  const error = options.error ?? 'must be a non-empty string'
  return z
    .string({ error })
    .check(z.minLength(1, error), z.maxLength(options.maxLength ?? messageTextMaxLength, error))
}

/** An exact origin (`scheme://host[:port]`, no path, no trailing slash), as `URL.origin` spells it. */
export const originText = z.string().check(
  z.maxLength(2_048),
  z.refine((value) => URL.canParse(value) && new URL(value).origin === value),
)
