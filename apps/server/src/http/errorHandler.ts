import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { ApiError } from './ApiError.js'

/**
 * Answers every failure as `{ error: { code, message } }`. A 5xx never carries its cause's
 * message: it is logged (with redaction) and the client gets `internal`.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    // Our own 5xx (a misconfigured app, say) is logged with its cause, never sent.
    if (error.status >= 500)
      request.log.error({ err: error.cause ?? error }, `request failed: ${error.code}`)
    if (error.retryAfterS !== undefined) reply.header('retry-after', String(error.retryAfterS))
    return reply.status(error.status).send(error.toJSON())
  }
  if (
    error.validation ||
    error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
    error.statusCode === 400
  )
    return reply
      .status(400)
      .send(
        new ApiError('invalid_request', { params: { reason: 'body is not valid JSON' } }).toJSON(),
      )
  if (error.statusCode === 413)
    return reply
      .status(413)
      .send(new ApiError('invalid_request', { params: { reason: 'body too large' } }).toJSON())
  request.log.error({ err: error }, 'request failed')
  return reply.status(500).send(new ApiError('internal').toJSON())
}
