import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from './HttpError.js'

const badRequest = new HttpError(
  'invalid_request',
  400,
  'The request is malformed: body is not valid JSON',
)
const internal = new HttpError('internal', 500, 'Something went wrong')

/**
 * Answers every failure as `{ error: { code, message } }`. A 5xx never carries its cause's
 * message: it is logged (with the logger's redaction) and the client gets `internal`.
 */
export function jsonErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) {
    if (error.retryAfterS !== undefined) reply.header('retry-after', String(error.retryAfterS))
    return reply.status(error.status).send(error.toJSON())
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
    return reply.status(400).send(badRequest.toJSON())
  request.log.error({ err: error }, 'request failed')
  return reply.status(500).send(internal.toJSON())
}
