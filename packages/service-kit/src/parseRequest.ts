import type { z } from 'zod'
import { HttpError } from './HttpError.js'

/**
 * Parses untrusted input (query, params, body) with a module-level schema, or throws a 400
 * `invalid_request` naming the first wrong field. Nothing from a request is used before this.
 */
export function parseRequest<schema extends z.ZodType>(
  schema: schema,
  input: unknown,
): z.infer<schema> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.length ? issue.path.join('.') : 'body'
  throw new HttpError(
    'invalid_request',
    400,
    `The request is malformed: ${field}: ${issue?.message ?? 'invalid'}`,
  )
}
