import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestServer, type TestServer } from '../testing/createTestServer.js'

describe('key-verifiers', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer()
  })
  afterAll(() => server.close())

  const get = (url: string) => server.app.inject({ method: 'GET', url })

  test('default: what a key node pins and getPublicKey needs, and no secret', async () => {
    const app = await server.context.apps.create({
      name: 'Shop',
      chainType: 'evm',
      origins: ['https://shop.example'],
      global: true,
      logins: {
        social: [
          {
            name: 'google',
            issuer: 'https://accounts.example/',
            clientId: 'shop-client',
            clientSecret: 'never-shown',
          },
          { name: 'github', kind: 'oauth2', preset: 'github', clientId: 'gh', clientSecret: 's' },
        ],
      },
    })
    const response = await get(`/api/v1/key-verifiers/${app.id}`)
    expect(response.json()).toEqual({
      keyspace: 'global',
      loginTokenVerifiers: ['oauth2:github'],
      oidc: [
        {
          name: 'google',
          verifier: 'oidc:https://accounts.example',
          issuer: 'https://accounts.example/',
          audience: 'shop-client',
        },
      ],
      oauth2: [{ name: 'github', verifier: 'oauth2:github' }],
      appTokens: [],
    })
    expect(response.body).not.toContain('never-shown')
  })

  test("default: an app's own JWT issuers (custom verifiers, Firebase) with where their keys are", async () => {
    const app = await server.context.apps.create({
      name: 'Game',
      chainType: 'evm',
      origins: ['https://game.example'],
      logins: {
        custom: [
          {
            name: 'game-backend',
            jwksUrl: 'https://game.example/jwks.json',
            issuer: 'https://game.example',
            audience: 'game',
            userIdClaim: 'player_id',
          },
        ],
        firebase: { projectId: 'game-prod' },
      },
    })
    expect((await get(`/api/v1/key-verifiers/${app.id}`)).json().appTokens).toEqual([
      {
        name: 'game-backend',
        verifier: 'custom:game-backend',
        jwksUrl: 'https://game.example/jwks.json',
        issuer: 'https://game.example',
        audience: 'game',
        userIdClaim: 'player_id',
      },
      {
        name: 'firebase',
        verifier: 'firebase',
        jwksUrl: expect.stringMatching(/^https:\/\/www\.googleapis\.com\//),
        issuer: 'https://securetoken.google.com/game-prod',
        audience: 'game-prod',
        userIdClaim: 'sub',
        algorithms: ['RS256'],
      },
    ])
  })

  test('behavior: #15 login tokens may name only logins the server alone checks; Telegram never in the global keyspace', async () => {
    const logins = {
      passwordless: true,
      siwe: true,
      telegram: { botToken: '123456:shop-bot' },
      social: [{ name: 'google', issuer: 'https://accounts.example', clientId: 'shop' }],
      custom: [
        {
          name: 'shop',
          jwksUrl: 'https://shop.example/jwks.json',
          issuer: 'https://shop.example',
          audience: 'shop',
        },
      ],
    }
    const create = (global: boolean) =>
      server.context.apps.create({
        name: 'Shop',
        chainType: 'evm',
        origins: ['https://shop.example'],
        global,
        logins,
      })
    const verifiersOf = async (global: boolean) =>
      (await get(`/api/v1/key-verifiers/${(await create(global)).id}`)).json().loginTokenVerifiers
    expect(await verifiersOf(false)).toEqual(['passwordless', 'siwe', 'telegram'])
    expect(await verifiersOf(true)).toEqual(['passwordless', 'siwe'])
  })

  test('error: an unknown app is refused like every gateway call', async () => {
    expect((await get(`/api/v1/key-verifiers/${'f'.repeat(40)}`)).statusCode).toBe(404)
  })
})
