import { describe, expect, test } from 'vitest'
import { corsPolicy } from './corsPolicy.js'

const appId = 'a'.repeat(40)

describe('corsPolicy', () => {
  test.each([
    [`/api/v1/get-app-config/?id=${appId}`, { kind: 'app', appId }],
    [`/api/v1/get-app-theme?id=${appId}`, { kind: 'app', appId }],
    [`/api/v2/app/${appId}/logo?type=dark`, { kind: 'app', appId }],
    [`/api/v1/chains/${appId}/`, { kind: 'app', appId }],
    [`/api/v1/gastank/status/?app_id=${appId}&chain_id=1`, { kind: 'app', appId }],
    ['/.well-known/jwks.json', { kind: 'public' }],
    ['/api/v2/chain/logo/1/evm/', { kind: 'public' }],
    [`/api/v1/frame-ancestors/${appId}`, { kind: 'public' }],
    ['/api/v2/loginToken', { kind: 'wallet' }],
    ['/api/v1/get-app-config/', { kind: 'wallet' }],
    [`/api/v1/get-app-config?theme=dark&id=${appId}`, { kind: 'app', appId }],
    ['/api/v1/get-app-config?app_id=x', { kind: 'wallet' }],
    [`/api/v1/get-app-config//?id=${appId}`, { kind: 'app', appId }],
    [`/api/v2/loginToken?id=${appId}`, { kind: 'wallet' }],
  ])('args: %s', (url, policy) => {
    expect(corsPolicy(url)).toEqual(policy)
  })
})
