import { describe, expect, test } from 'vitest'
import { oauth2AuthorizationUrl } from './oauth2AuthorizationUrl.js'

const parameters = {
  redirectUri: 'http://localhost:5173/app/redirect/',
  state: 'the-state',
  codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
}

describe('oauth2AuthorizationUrl', () => {
  test('default: code flow with client id, redirect, scope, state and S256 PKCE', () => {
    const url = oauth2AuthorizationUrl(
      { name: 'x', kind: 'oauth2', preset: 'x', clientId: 'client-1' },
      parameters,
    )
    expect(`${url.origin}${url.pathname}`).toBe('https://x.com/i/oauth2/authorize')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: 'http://localhost:5173/app/redirect/',
      scope: 'users.read tweet.read',
      state: 'the-state',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    })
  })

  test('args: baseUrl moves only the origin', () => {
    const url = oauth2AuthorizationUrl(
      {
        name: 'discord',
        kind: 'oauth2',
        preset: 'discord',
        clientId: 'c',
        baseUrl: 'http://127.0.0.1:8552',
      },
      parameters,
    )
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:8552/api/oauth2/authorize')
    expect(url.searchParams.get('scope')).toBe('identify email')
  })
})
