import { describe, expect, test } from 'vitest'
import { ApiError } from '../http/ApiError.js'
import { oauth2Endpoints } from './oauth2Endpoints.js'

const github = { name: 'github', kind: 'oauth2', preset: 'github', clientId: 'c' } as const

describe('oauth2Endpoints', () => {
  test("default: the preset's real URLs", () => {
    expect(oauth2Endpoints(github)).toEqual({
      authorizeUrl: 'https://github.com/login/oauth/authorize',
      tokenUrl: 'https://github.com/login/oauth/access_token',
      userInfoUrls: ['https://api.github.com/user', 'https://api.github.com/user/emails'],
    })
  })

  test('args: baseUrl puts every path on one origin, paths unchanged', () => {
    expect(
      oauth2Endpoints({
        ...github,
        preset: 'discord',
        baseUrl: 'http://127.0.0.1:8552',
      }),
    ).toEqual({
      authorizeUrl: 'http://127.0.0.1:8552/api/oauth2/authorize',
      tokenUrl: 'http://127.0.0.1:8552/api/oauth2/token',
      userInfoUrls: ['http://127.0.0.1:8552/api/users/@me'],
    })
    expect(oauth2Endpoints({ ...github, baseUrl: 'https://gh.example' }).userInfoUrls).toEqual([
      'https://gh.example/user',
      'https://gh.example/user/emails',
    ])
  })

  test('error: oauth_failed for plain http off this machine', () => {
    expect(() => oauth2Endpoints({ ...github, baseUrl: 'http://login.example' })).toThrow(
      expect.objectContaining({ code: 'oauth_failed' }),
    )
    expect(() => oauth2Endpoints({ ...github, baseUrl: 'http://login.example' })).toThrow(ApiError)
  })
})
