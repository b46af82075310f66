import type { z } from 'zod'
import { ApiError } from './ApiError.js'

/**
 * Parses untrusted input (query, params, body) with a schema, or throws `invalid_request`
 * naming the first field that is wrong. Nothing from the request is used before this.
 */
export function parseInput<schema extends z.ZodType>(
  schema: schema,
  input: unknown,
): z.infer<schema> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.length ? issue.path.join('.') : 'body'
  throw new ApiError('invalid_request', {
    params: { reason: `${field}: ${issue?.message ?? 'invalid'}` },
  })
}
