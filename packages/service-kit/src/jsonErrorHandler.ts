import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from './HttpError.js'

const malformed = (reason: string, status = 400) =>
  new HttpError('invalid_request', status, `The request is malformed: ${reason}`)
const internal = new HttpError('internal', 500, 'Something went wrong')
const payloadTooLarge = 413

/**
 * Answers every failure as `{ error: { code, message } }`. A 5xx never carries its cause's
 * message: it is logged (with the logger's redaction) and the client gets only its code.
 */
export function jsonErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) {
    // Our own 5xx (a misconfigured app, say) is logged with its cause, never sent.
    if (error.status >= 500)
      request.log.error({ err: error.cause ?? error }, `request failed: ${error.code}`)
    if (error.retryAfterS !== undefined) reply.header('retry-after', String(error.retryAfterS))
    return reply.status(error.status).send(error.toJSON())
  }
  if (error.statusCode === payloadTooLarge)
    return reply.status(payloadTooLarge).send(malformed('body too large', payloadTooLarge).toJSON())
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
    return reply.status(400).send(malformed('body is not valid JSON').toJSON())
  request.log.error({ err: error }, 'request failed')
  return reply.status(500).send(internal.toJSON())
}
