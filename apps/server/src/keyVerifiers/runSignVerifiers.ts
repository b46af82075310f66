import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { loadOperatorKey } from '@tessera/service-kit'
import type { App } from '../apps/appSettings.js'
import { publishVerifierConfig } from './publishVerifierConfig.js'

export type SignVerifiersDependencies = {
  /** Every app in the server's database. */
  readonly listApps: () => Promise<readonly App[]>
  readonly print: (line: string) => void
}

const usage = `Usage: npm run keys:sign-verifiers -- --key <operator key> --out <file> [--serial <n>] [--create-key]

Signs the verifier config every key node pins (docs/key-network.md): per app its keyspace,
OpenID issuers, app JWT verifiers and the logins the auth service may vouch for, read from the
server's database (DATA_DIR or DATABASE_URL, as for the server). Run it after any change of an
app's login settings and give the file to every node (VERIFIER_CONFIG_FILE); nodes pick up a
higher serial within a second and refuse a lower one.

  --key <file>     the operator's Ed25519 key (PKCS#8 PEM); its public key is each node's
                   OPERATOR_PUBLIC_KEY
  --create-key     make the key file if it does not exist
  --out <file>     where the signed config goes (replaced at once)
  --serial <n>     default: one more than the serial of the file at --out, or 1`

const options = {
  key: { type: 'string' },
  out: { type: 'string' },
  serial: { type: 'string' },
  'create-key': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const

/** `npm run keys:sign-verifiers`: returns the exit code (2 for a command-line mistake). */
export async function runSignVerifiers(
  argv: readonly string[],
  { listApps, print }: SignVerifiersDependencies,
): Promise<number> {
  let values: ReturnType<typeof parseArgs<{ options: typeof options }>>['values']
  try {
    values = parseArgs({ args: [...argv], options, strict: true }).values
  } catch (error) {
    print(`error: ${error instanceof Error ? error.message : String(error)}\n\n${usage}`)
    return 2
  }
  if (values.help) {
    print(usage)
    return 0
  }
  const serial = values.serial === undefined ? undefined : Number(values.serial)
  if (!values.key || !values.out || (serial !== undefined && !Number.isSafeInteger(serial))) {
    print(`error: --key and --out are required; --serial is a whole number\n\n${usage}`)
    return 2
  }
  const operatorKey = loadOperatorKey(resolve(values.key), {
    create: values['create-key'] === true,
  })
  const file = resolve(values.out)
  const config = publishVerifierConfig({ apps: await listApps(), operatorKey, file, serial })
  print(
    `signed verifier config serial ${config.serial} (${Object.keys(config.apps).length} apps) to ${file}`,
  )
  print(`operator public key (each node's OPERATOR_PUBLIC_KEY): ${operatorKey.publicKey}`)
  return 0
}
