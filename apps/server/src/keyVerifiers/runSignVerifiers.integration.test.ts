import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { verifySignedVerifierConfig } from '@tessera/service-kit'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestServer, type TestServer } from '../testing/createTestServer.js'
import { runSignVerifiers } from './runSignVerifiers.js'

describe('runSignVerifiers', () => {
  let server: TestServer
  const folder = mkdtempSync(join(tmpdir(), 'tessera-sign-verifiers-'))
  const key = join(folder, 'operator-key')
  const out = join(folder, 'verifier-config.json')
  const printed: string[] = []
  const run = (...argv: string[]) =>
    runSignVerifiers(argv, {
      listApps: () => server.context.apps.list(),
      print: (line) => printed.push(line),
    })

  beforeAll(async () => {
    server = await createTestServer()
  })
  afterAll(() => server.close())

  test("default: #15 signs every app's key verifiers, as the gateway serves them, with the operator key", async () => {
    const app = await server.context.apps.create({
      name: 'Shop',
      chainType: 'evm',
      origins: ['https://shop.example'],
      logins: {
        passwordless: true,
        social: [{ name: 'google', issuer: 'https://accounts.example', clientId: 'shop' }],
      },
    })
    expect(await run('--key', key, '--create-key', '--out', out)).toBe(0)
    const publicKey = /OPERATOR_PUBLIC_KEY\): (0x[0-9a-f]{64})$/.exec(printed.at(-1) ?? '')?.[1]
    const config = verifySignedVerifierConfig(readFileSync(out, 'utf8'), publicKey as `0x${string}`)
    const gateway = await server.app.inject({ url: `/api/v1/key-verifiers/${app.id}` })
    expect(config).toMatchObject({ serial: 1, apps: { [app.id]: gateway.json() } })
    expect(await run('--key', key, '--out', out)).toBe(0)
    expect(printed.at(-2)).toMatch(/^signed verifier config serial 2 \(1 apps\) to /)
  })

  test('error: a serial not above the published one is refused (nodes would refuse it)', async () => {
    await expect(run('--key', key, '--out', out, '--serial', '1')).rejects.toThrow(
      /serial 1 is not above 2/,
    )
  })

  test('error: a missing key is made only with --create-key', async () => {
    await expect(run('--key', join(folder, 'typo'), '--out', out)).rejects.toThrow(
      /no operator key at/,
    )
  })

  test('error: without --key or --out: usage, exit code 2', async () => {
    expect(await run('--out', out)).toBe(2)
    expect(printed.at(-1)).toMatch(/^error: --key and --out are required/)
  })
})
