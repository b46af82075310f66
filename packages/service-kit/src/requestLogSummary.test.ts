import { expect, test } from 'vitest'
import { requestLogSummary } from './requestLogSummary.js'

test('behavior: #18 a logged request keeps its method and path, never its query (proofs, emails)', () => {
  expect(
    requestLogSummary({
      method: 'GET',
      url: '/v1/public-key?keyspace=global&userId=alice%40example.com&sig=0xabc',
    }),
  ).toEqual({ method: 'GET', path: '/v1/public-key' })
  expect(requestLogSummary({ method: 'POST', url: '/v1/share' })).toEqual({
    method: 'POST',
    path: '/v1/share',
  })
})
