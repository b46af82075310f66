import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestServer, type TestServer } from '../testing/createTestServer.js'
import { runAdmin } from './runAdmin.js'

describe('runAdmin', () => {
  let server: TestServer
  let printed: string[]
  const admin = async (...argv: string[]) => {
    printed = []
    const code = await runAdmin(argv, {
      apps: server.context.apps,
      chains: server.context.chains,
      print: (line) => printed.push(line),
    })
    return { code, output: printed.join('\n') }
  }

  beforeAll(async () => {
    server = await createTestServer()
  })
  afterAll(() => server.close())

  test('default: apps create, list, show and update', async () => {
    const created = await admin(
      'apps',
      'create',
      '--name',
      'Shop',
      '--origin',
      'https://shop.example',
      '--chain-type',
      'evm',
      '--chain',
      '137',
      '--logins',
      '{"passwordless":true,"siwe":true}',
      '--json',
    )
    expect(created.code).toBe(0)
    const app = JSON.parse(created.output) as { id: string }
    expect(app.id).toMatch(/^[0-9a-f]{40}$/)

    expect((await admin('apps', 'list')).output).toContain(`${app.id}  evm        Shop`)
    expect((await admin('apps', 'show', app.id)).output).toContain(
      'logins        passwordless, siwe',
    )

    const updated = await admin(
      'apps',
      'update',
      app.id,
      '--add-origin',
      'https://www.shop.example',
      '--name',
      'Shop 2',
      '--gasless',
      '137=on',
      '--json',
    )
    expect(JSON.parse(updated.output)).toMatchObject({
      name: 'Shop 2',
      origins: ['https://shop.example', 'https://www.shop.example'],
      gasless: { '137': { enabled: true } },
    })
  })

  test('default: F-002 an app created without --chain-type is an EVM app (SPEC §1)', async () => {
    const created = await admin(
      'apps',
      'create',
      '--name',
      'Plain',
      '--origin',
      'https://plain.example',
      '--json',
    )
    expect(created.code).toBe(0)
    const { id } = JSON.parse(created.output) as { id: string }
    expect((await admin('apps', 'list')).output).toContain(`${id}  evm        Plain`)
  })

  test('behavior: NoUI and key export are off for a new app and only the operator turns them on', async () => {
    const created = await admin(
      'apps',
      'create',
      '--name',
      'Policy',
      '--origin',
      'https://policy.example',
      '--chain-type',
      'evm',
      '--json',
    )
    const { id, walletPolicy } = JSON.parse(created.output) as {
      id: string
      walletPolicy: unknown
    }
    expect(walletPolicy).toEqual({ isNoUiAllowed: false, isKeyExportAllowed: false })
    expect((await admin('apps', 'show', id)).output).toContain(
      'NoUI mode     not allowed\nkey export    not allowed',
    )

    const refused = await admin('apps', 'update', id, '--allow-key-export', 'true')
    expect(refused.code).toBe(2)
    expect(refused.output).toContain('key export works only in NoUI mode (SPEC §5)')
    expect((await server.context.apps.find(id))?.walletPolicy.isKeyExportAllowed).toBe(false)

    await admin('apps', 'update', id, '--allow-noui', 'true', '--allow-key-export', 'true')
    expect((await server.context.apps.find(id))?.walletPolicy).toEqual({
      isNoUiAllowed: true,
      isKeyExportAllowed: true,
    })
    expect((await admin('apps', 'show', id)).output).toContain(
      'NoUI mode     allowed\nkey export    allowed (NoUI only)',
    )
    // Turning NoUI off takes key export with it.
    await admin('apps', 'update', id, '--allow-noui', 'false')
    expect((await server.context.apps.find(id))?.walletPolicy).toEqual({
      isNoUiAllowed: false,
      isKeyExportAllowed: false,
    })
  })

  test('default: chains add, list and remove', async () => {
    const { output } = await admin(
      'apps',
      'create',
      '--name',
      'C',
      '--origin',
      'http://localhost:3000',
      '--chain-type',
      'evm',
      '--chain',
      '1',
      '--json',
    )
    const { id } = JSON.parse(output) as { id: string }
    expect(
      (
        await admin(
          'chains',
          'add',
          id,
          '--chain-id',
          '777',
          '--name',
          'Seven',
          '--rpc-url',
          'http://127.0.0.1:7777',
          '--currency',
          'SVN',
          '--default',
        )
      ).code,
    ).toBe(0)
    const list = await admin('chains', 'list', id)
    expect(list.output).toContain('* 777        Seven')
    expect((await admin('chains', 'remove', id, '777')).output).toBe(`removed chain 777 from C`)
  })

  test.each([
    [['apps', 'create', '--name', 'X', '--chain-type', 'evm'], '--origin is required'],
    [
      ['apps', 'create', '--name', 'X', '--origin', 'https://a.example/', '--chain-type', 'evm'],
      'must be an origin',
    ],
    [
      ['apps', 'create', '--name', 'X', '--origin', 'https://a.example', '--chain-type', 'tron'],
      '--chain-type',
    ],
    [
      [
        'apps',
        'create',
        '--name',
        'X',
        '--origin',
        'https://a.example',
        '--chain-type',
        'evm',
        '--logins',
        '{"social":[{"name":"G"}]}',
      ],
      '--logins (social.0.name)',
    ],
    [
      [
        'apps',
        'create',
        '--name',
        'X',
        '--origin',
        'https://a.example',
        '--chain-type',
        'evm',
        '--logins',
        'nope',
      ],
      '--logins must be JSON',
    ],
    [['apps', 'show', 'abc'], 'app id: must be 40 lowercase hex characters'],
    [['apps', 'show', 'a'.repeat(40)], `no app with id ${'a'.repeat(40)}`],
    [['apps', 'frobnicate'], "unknown command 'apps frobnicate'"],
    [['apps', 'list', '--colour'], "Unknown option '--colour'"],
  ])('error: %j', async (argv, message) => {
    const { code, output } = await admin(...argv)
    expect(code).toBe(2)
    expect(output).toContain(message)
    expect(output).toContain('npm run admin -- --help')
  })

  test('behavior: #15 finding 7 app origins are https, plain http only on this machine', async () => {
    const create = (origin: string) =>
      admin('apps', 'create', '--name', 'O', '--origin', origin, '--chain-type', 'evm', '--json')
    const refused = await create('http://app.example.com')
    expect(refused.code).toBe(2)
    expect(refused.output).toContain(
      '--origin (0): must be https (plain http only for localhost, 127.0.0.1 or [::1])',
    )
    expect((await create('http://localhost:3000')).code).toBe(0)
    const created = await create('https://app.example.com')
    expect(created.code).toBe(0)
    const { id } = JSON.parse(created.output) as { id: string }
    const added = await admin('apps', 'update', id, '--add-origin', 'http://app.example.com')
    expect(added.code).toBe(2)
    expect(added.output).toContain('--add-origin (0): must be https')
    expect((await server.context.apps.find(id))?.origins).toEqual(['https://app.example.com'])
  })

  test('error: #15 finding 7 a chain explorer URL the wallet may not link to is refused', async () => {
    const created = await admin(
      ...['apps', 'create', '--name', 'E', '--origin', 'https://e.example', '--chain-type', 'evm'],
      '--json',
    )
    const { id } = JSON.parse(created.output) as { id: string }
    const chainWith = (explorerUrl: string) =>
      admin(
        ...['chains', 'add', id, '--chain-id', '778', '--name', 'Eight'],
        ...['--rpc-url', 'https://rpc.eight.example', '--currency', 'EGT'],
        ...['--explorer-url', explorerUrl],
      )
    for (const url of ['javascript:alert(document.domain)', 'http://scan.eight.example']) {
      const refused = await chainWith(url)
      expect(refused.code).toBe(2)
      expect(refused.output).toContain('chain (exp_url): must be https')
    }
    expect((await chainWith('https://scan.eight.example')).code).toBe(0)
  })

  test('behavior: #15 finding 7 an http origin stored before is shown, and refused at the next update until replaced', async () => {
    const created = await admin(
      ...['apps', 'create', '--name', 'Old', '--origin', 'https://old.example', '--chain-type'],
      ...['evm', '--json'],
    )
    const { id } = JSON.parse(created.output) as { id: string }
    // As an older server stored it, before origins had to be https.
    await server.context.db
      .updateTable('apps')
      .set({ origins: JSON.stringify(['http://old.example']) })
      .where('id', '=', id)
      .execute()
    expect((await admin('apps', 'show', id)).output).toContain(
      'not https, refused at the next update: http://old.example',
    )
    const renamed = await admin('apps', 'update', id, '--name', 'Old 2')
    expect(renamed.code).toBe(2)
    expect(renamed.output).toContain(
      'origin http://old.example must be https (plain http only for localhost, 127.0.0.1 or [::1]): remove it with --remove-origin http://old.example',
    )
    expect((await server.context.apps.find(id))?.name).toBe('Old')
    const replaced = await admin(
      ...['apps', 'update', id, '--remove-origin', 'http://old.example'],
      ...['--add-origin', 'https://old.example', '--name', 'Old 2', '--json'],
    )
    expect(replaced.code).toBe(0)
    expect(JSON.parse(replaced.output)).toMatchObject({
      name: 'Old 2',
      origins: ['https://old.example'],
    })
  })

  test('error: a duplicate id is refused clearly', async () => {
    const id = 'b'.repeat(40)
    const args = [
      'apps',
      'create',
      '--id',
      id,
      '--name',
      'D',
      '--origin',
      'https://d.example',
      '--chain-type',
      'near',
    ]
    expect((await admin(...args)).code).toBe(0)
    expect((await admin(...args)).output).toContain('an app with this id already exists')
  })

  test('behavior: --help prints the usage', async () => {
    expect((await admin('--help')).output).toContain('Usage: npm run admin -- <command>')
  })
})
