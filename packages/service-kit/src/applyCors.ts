import type { FastifyReply, FastifyRequest } from 'fastify'

const preflightMaxAgeS = 600

/**
 * CORS for one request: answers the request's own origin only when `isAllowed` accepts it,
 * never `*` with credentials. Returns true when the request was a preflight and is answered.
 */
export function applyCors(
  request: FastifyRequest,
  reply: FastifyReply,
  isAllowed: (origin: string) => boolean,
): boolean {
  const origin = request.headers.origin
  reply.header('vary', 'Origin')
  const allowed = typeof origin === 'string' && isAllowed(origin)
  if (allowed) reply.header('access-control-allow-origin', origin)
  if (request.method !== 'OPTIONS') return false
  if (!allowed) {
    reply.status(403).send()
    return true
  }
  reply
    .header('access-control-allow-methods', 'GET, POST, PUT, OPTIONS')
    .header('access-control-allow-headers', 'content-type, authorization')
    .header('access-control-max-age', String(preflightMaxAgeS))
    .status(204)
    .send()
  return true
}
