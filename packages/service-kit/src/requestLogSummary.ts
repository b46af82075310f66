/**
 * What a request's log line says of it: method and path only. Query strings can carry proofs
 * (SPEC §7 `?sig=`) and personal data (a key node's `/v1/public-key?userId=` is an email), so
 * they are never logged.
 *
 * @example requestLogSummary({ method: 'GET', url: '/v1/public-key?userId=a@b.example' }) // { method: 'GET', path: '/v1/public-key' }
 */
export function requestLogSummary(request: { method: string; url: string }) {
  return { method: request.method, path: request.url.split('?')[0] }
}
