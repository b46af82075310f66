import { parseArgs } from 'node:util'
import { z } from 'zod'
import type { AppRepository } from '../apps/appRepository.js'
import {
  type App,
  appChainTypes,
  appIdSchema,
  appLoginsSchema,
  appThemes,
  appWalletPolicySchema,
  availableLogins,
  defaultWalletPolicy,
  originSchema,
} from '../apps/appSettings.js'
import type { ChainRepository } from '../chains/chainRepository.js'
import { serverChainSchema } from '../chains/serverChain.js'
import { adminUsage } from './adminUsage.js'

/** A command-line mistake: printed with the usage hint, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError'
}

export type AdminDependencies = {
  readonly apps: AppRepository
  readonly chains: ChainRepository
  readonly print: (line: string) => void
}

const options = {
  name: { type: 'string' },
  origin: { type: 'string', multiple: true },
  'add-origin': { type: 'string', multiple: true },
  'remove-origin': { type: 'string', multiple: true },
  'chain-type': { type: 'string' },
  id: { type: 'string' },
  global: { type: 'string' },
  theme: { type: 'string' },
  'session-max-age': { type: 'string' },
  shard: { type: 'string' },
  chain: { type: 'string', multiple: true },
  'all-chains': { type: 'boolean' },
  logins: { type: 'string' },
  gasless: { type: 'string', multiple: true },
  'allow-noui': { type: 'string' },
  'allow-key-export': { type: 'string' },
  'chain-id': { type: 'string' },
  'rpc-url': { type: 'string' },
  'explorer-url': { type: 'string' },
  currency: { type: 'string' },
  default: { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const

/**
 * The admin CLI: manages apps and their chains. Returns the exit code; throws nothing for
 * user mistakes (they are printed with a clear message).
 */
export async function runAdmin(argv: readonly string[], deps: AdminDependencies): Promise<number> {
  try {
    await dispatch(argv, deps)
    return 0
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    deps.print(`error: ${error.message}\nRun \`npm run admin -- --help\` for usage.`)
    return 2
  }
}

async function dispatch(argv: readonly string[], { apps, chains, print }: AdminDependencies) {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true })
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const { values: v, positionals } = parsed
  const [group, command, ...rest] = positionals
  if (v.help || !group) return print(adminUsage)
  const output = (app: App) => print(v.json ? JSON.stringify(app, null, 2) : describeApp(app))
  const requireExisting = async (id: string | undefined) => {
    const appId = check(appIdSchema, id, 'app id')
    const app = await apps.find(appId)
    if (!app) throw new UsageError(`no app with id ${appId}`)
    return app
  }

  switch (`${group} ${command ?? ''}`) {
    case 'apps create': {
      if (v.id !== undefined && (await apps.find(check(appIdSchema, v.id, '--id'))))
        throw new UsageError('an app with this id already exists')
      const app = await apps.create({
        name: check(z.string().min(1).max(80), v.name, '--name'),
        // SPEC §1: EVM is the default family.
        chainType: check(z.enum(appChainTypes), v['chain-type'] ?? 'evm', '--chain-type'),
        origins: check(z.array(originSchema).min(1), v.origin, '--origin'),
        ...(v.id !== undefined && { id: check(appIdSchema, v.id, '--id') }),
        walletPolicy: walletPolicyOf(v, defaultWalletPolicy),
        ...optionalSettings(v),
        ...(v.logins !== undefined && { logins: parseLogins(v.logins) }),
      })
      return output(app)
    }
    case 'apps list': {
      const all = await apps.list()
      if (v.json) return print(JSON.stringify(all, null, 2))
      if (all.length === 0) return print('no apps yet: create one with `apps create`')
      for (const app of all) print(`${app.id}  ${app.chainType.padEnd(10)} ${app.name}`)
      return
    }
    case 'apps show':
      return output(await requireExisting(rest[0]))
    case 'apps update': {
      const app = await requireExisting(rest[0])
      const origins = [
        ...app.origins.filter((o) => !(v['remove-origin'] ?? []).includes(o)),
        ...check(z.array(originSchema), v['add-origin'] ?? [], '--add-origin').filter(
          (o) => !app.origins.includes(o),
        ),
      ]
      if (origins.length === 0) throw new UsageError('an app needs at least one origin')
      // An origin stored before https was required (issue #15 finding 7) blocks every update
      // until the operator replaces it: the wallet would keep trusting a page anyone on the
      // network path can rewrite.
      const refused = app.origins.find((o) => origins.includes(o) && !isAllowedOrigin(o))
      if (refused)
        throw new UsageError(
          `origin ${refused} must be https (plain http only for localhost, 127.0.0.1 or [::1]): remove it with --remove-origin ${refused}, and add its https origin with --add-origin`,
        )
      const gasless = { ...app.gasless }
      for (const entry of v.gasless ?? []) {
        const match = /^([0-9A-Za-z]{1,20})=(on|off)$/.exec(entry)
        if (!match?.[1]) throw new UsageError(`--gasless must look like 137=on, got '${entry}'`)
        gasless[match[1]] = { enabled: match[2] === 'on' }
      }
      const updated = await apps.update(app.id, {
        origins,
        gasless,
        walletPolicy: walletPolicyOf(v, app.walletPolicy),
        ...(v.name !== undefined && { name: check(z.string().min(1).max(80), v.name, '--name') }),
        ...optionalSettings(v),
        ...(v['all-chains'] && { chainIds: null }),
        ...(v.logins !== undefined && { logins: parseLogins(v.logins) }),
      })
      if (updated) output(updated)
      return
    }
    case 'chains list': {
      const app = await requireExisting(rest[0])
      const list = await chains.forApp(app)
      if (v.json) return print(JSON.stringify(list, null, 2))
      for (const c of list)
        print(
          `${c.default_chain ? '*' : ' '} ${c.chain_id.padEnd(10)} ${c.name.padEnd(24)} ${c.rpc_url}`,
        )
      return
    }
    case 'chains add': {
      const app = await requireExisting(rest[0])
      const family = {
        evm: 'evm_secp256k1',
        solana: 'solana_cv25519',
        multiversx: 'multiversx_cv25519',
        near: 'near_cv25519',
      } as const
      const chain = check(
        serverChainSchema,
        {
          chain_id: v['chain-id'],
          name: v.name,
          rpc_url: v['rpc-url'],
          exp_url: v['explorer-url'] ?? '',
          currency: v.currency,
          chain_type: family[app.chainType],
          compatibility: app.chainType,
          default_chain: v.default === true,
        },
        'chain',
      )
      await chains.upsert(app.id, chain)
      return print(`added chain ${chain.chain_id} (${chain.name}) to ${app.name}`)
    }
    case 'chains remove': {
      const app = await requireExisting(rest[0])
      const chainId = check(z.string().min(1), rest[1], 'chain id')
      if (!(await chains.remove(app.id, chainId)))
        throw new UsageError(`${app.name} has no own chain ${chainId}`)
      return print(`removed chain ${chainId} from ${app.name}`)
    }
    default:
      throw new UsageError(`unknown command '${positionals.join(' ')}'`)
  }
}

/** The settings `apps create` and `apps update` both take, each only when given. */
function optionalSettings(v: ParsedOptions) {
  return {
    ...(v.global !== undefined && { global: parseBoolean(v.global, '--global') }),
    ...(v.theme !== undefined && { theme: check(z.enum(appThemes), v.theme, '--theme') }),
    ...(v['session-max-age'] !== undefined && {
      sessionMaxAgeS: parseSeconds(v['session-max-age']),
    }),
    ...(v.shard !== undefined && { mvxShard: parseShard(v.shard) }),
    ...(v.chain !== undefined && { chainIds: v.chain }),
  }
}

/**
 * The app's wallet policy with `--allow-noui` and `--allow-key-export` applied to `current`.
 * Turning NoUI off turns key export off too; key export without NoUI is refused (SPEC §5: the
 * method works in NoUI mode only).
 */
function walletPolicyOf(v: ParsedOptions, current: App['walletPolicy']): App['walletPolicy'] {
  const isNoUiAllowed =
    v['allow-noui'] === undefined
      ? current.isNoUiAllowed
      : parseBoolean(v['allow-noui'], '--allow-noui')
  const isKeyExportAllowed =
    v['allow-key-export'] === undefined
      ? isNoUiAllowed && current.isKeyExportAllowed
      : parseBoolean(v['allow-key-export'], '--allow-key-export')
  return check(appWalletPolicySchema, { isNoUiAllowed, isKeyExportAllowed }, '--allow-key-export')
}

type ParsedOptions = ReturnType<
  typeof parseArgs<{ options: typeof options; allowPositionals: true }>
>['values']

function check<schema extends z.ZodType>(
  schema: schema,
  value: unknown,
  what: string,
): z.infer<schema> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  if (value === undefined) throw new UsageError(`${what} is required`)
  const issue = result.error.issues[0]
  const where = issue?.path.length ? ` (${issue.path.join('.')})` : ''
  throw new UsageError(`${what}${where}: ${issue?.message ?? 'invalid'}`)
}

function parseBoolean(value: string, what: string): boolean {
  if (value === 'true' || value === '') return true
  if (value === 'false') return false
  throw new UsageError(`${what} must be true or false, got '${value}'`)
}

function parseSeconds(value: string): number {
  return check(z.coerce.number().int().min(60).max(31_536_000), value, '--session-max-age')
}

function parseShard(value: string): number {
  return check(z.coerce.number().int().min(0).max(2), value, '--shard')
}

function parseLogins(value: string) {
  let json: unknown
  try {
    json = JSON.parse(value)
  } catch {
    throw new UsageError('--logins must be JSON')
  }
  return check(appLoginsSchema, json, '--logins')
}

const isAllowedOrigin = (origin: string) => originSchema.safeParse(origin).success

function describeApp(app: App): string {
  const refused = app.origins.filter((origin) => !isAllowedOrigin(origin))
  return [
    `id            ${app.id}`,
    `name          ${app.name}`,
    `chain type    ${app.chainType}`,
    `origins       ${app.origins.join(', ')}`,
    ...(refused.length > 0
      ? [`              not https, refused at the next update: ${refused.join(', ')}`]
      : []),
    `logins        ${availableLogins(app.logins).join(', ') || 'none'}`,
    `keyspace      ${app.global ? 'global' : 'app'}`,
    `session       ${app.sessionPersisted ? 'persisted' : 'not persisted'}, max age ${app.sessionMaxAgeS} s`,
    `chains        ${app.chainIds?.join(', ') ?? 'all of the family'}`,
    `NoUI mode     ${app.walletPolicy.isNoUiAllowed ? 'allowed' : 'not allowed'}`,
    `key export    ${app.walletPolicy.isKeyExportAllowed ? 'allowed (NoUI only)' : 'not allowed'}`,
  ].join('\n')
}
