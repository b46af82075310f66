import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { type OperatorKey, signVerifierConfig, type VerifierConfig } from '@tessera/service-kit'
import { z } from 'zod'
import type { App } from '../apps/appSettings.js'
import { keyVerifiersOf } from '../gateway/keyVerifiersOf.js'

export type PublishVerifierConfigParameters = {
  /** Every app the key network serves (the server's database). */
  readonly apps: readonly App[]
  readonly operatorKey: OperatorKey
  /** The signed file key nodes read (`VERIFIER_CONFIG_FILE`). */
  readonly file: string
  /** By default one more than the serial of the file already at `file`, or 1. */
  readonly serial?: number | undefined
  readonly now?: Date
}

/** Just enough of a published file to read its serial (the signature is the nodes' to check). */
const publishedSchema = z.object({ config: z.object({ serial: z.number().int() }) })

/**
 * Signs the key nodes' verifier config (issue #15) for `apps` with the operator key and writes
 * it to `file` at once (a node reading it mid-write would see the old file or the new one,
 * never half). The serial must grow: nodes refuse a config older than the one they hold.
 */
export function publishVerifierConfig(parameters: PublishVerifierConfigParameters): VerifierConfig {
  const { apps, operatorKey, file } = parameters
  const previous = publishedSerialOf(file)
  const serial = parameters.serial ?? previous + 1
  if (serial <= previous)
    throw new Error(`serial ${serial} is not above ${previous}, the serial of ${file}`)
  const config: VerifierConfig = {
    serial,
    issuedAt: (parameters.now ?? new Date()).toISOString(),
    apps: Object.fromEntries(apps.map((app) => [app.id, keyVerifiersOf(app)])),
  }
  const pending = `${file}.${process.pid}.tmp`
  writeFileSync(
    pending,
    `${JSON.stringify(signVerifierConfig(config, operatorKey.privateKey), null, 2)}\n`,
  )
  renameSync(pending, file)
  return config
}

function publishedSerialOf(file: string): number {
  if (!existsSync(file)) return 0
  let published: unknown
  try {
    published = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    throw new Error(`${file} is not a verifier config; give --serial or another file`)
  }
  const parsed = publishedSchema.safeParse(published)
  if (!parsed.success)
    throw new Error(`${file} is not a verifier config; give --serial or another file`)
  return parsed.data.config.serial
}
