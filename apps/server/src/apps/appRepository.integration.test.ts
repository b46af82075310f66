import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestServer, type TestServer } from '../testing/createTestServer.js'

describe('appRepository', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer()
  })
  afterAll(() => server.close())

  const create = (origins: string[]) =>
    server.context.apps.create({ name: 'Origins', chainType: 'evm', origins })

  test.each([
    'https://app.example.com',
    'http://localhost:3000',
    'http://127.0.0.1:8080',
    'http://[::1]:5173',
  ])('args: #15 finding 7 the origin %s is stored', async (origin) => {
    expect((await create([origin])).origins).toEqual([origin])
  })

  test.each(['http://app.example.com', 'http://10.0.0.5:3000', 'http://localhost.example.com'])(
    'error: #15 finding 7 the plain http origin %s is refused, on create and on update',
    async (origin) => {
      await expect(create([origin])).rejects.toThrow(/must be https/)
      const app = await create(['https://app.example.com'])
      await expect(
        server.context.apps.update(app.id, { origins: ['https://app.example.com', origin] }),
      ).rejects.toThrow(/must be https/)
      expect((await server.context.apps.find(app.id))?.origins).toEqual(['https://app.example.com'])
    },
  )
})
