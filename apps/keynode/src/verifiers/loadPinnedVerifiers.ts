import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import {
  type AppVerifiers,
  type VerifierConfig,
  VerifierConfigError,
  verifySignedVerifierConfig,
} from '@tessera/service-kit'
import type { Kysely } from 'kysely'
import type { NodeDatabase } from '../db/schema.js'

/** The verifier config in force at a node: the operator-signed file it was given (issue #15). */
export type PinnedVerifiers = {
  /** The config in force. */
  current(): VerifierConfig
  /** The app's pinned entry; undefined when the config has none (the node refuses the app). */
  entryOf(appId: string): AppVerifiers | undefined
  /** Reads the file again: a higher serial is taken; anything else leaves the config as it is. */
  refresh(): Promise<PinnedVerifiersRefresh>
}

export type PinnedVerifiersRefresh =
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'adopted'; readonly serial: number; readonly issuedAt: string }
  | { readonly kind: 'refused'; readonly reason: string }

export type LoadPinnedVerifiersParameters = {
  /** The signed config file (`VERIFIER_CONFIG_FILE`). */
  readonly file: string
  /** The network operator's Ed25519 key (`OPERATOR_PUBLIC_KEY`): the only signer trusted. */
  readonly operatorPublicKey: `0x${string}`
  /** Where the node keeps the highest serial it took, so a restart cannot roll it back. */
  readonly db: Kysely<NodeDatabase>
}

/**
 * Loads the node's own copy of every app's login settings (keyspace, OpenID issuers, app JWT
 * verifiers, what login tokens may name), signed by the network operator and never read from the
 * auth service. Throws, so the node does not start, when the file is missing, its signature
 * does not verify with the operator key, or its serial is below one this node took before.
 */
export async function loadPinnedVerifiers(
  parameters: LoadPinnedVerifiersParameters,
): Promise<PinnedVerifiers> {
  const { file, operatorPublicKey, db } = parameters
  const read = (text: string) => {
    try {
      return verifySignedVerifierConfig(text, operatorPublicKey)
    } catch (error) {
      if (error instanceof VerifierConfigError)
        throw new Error(`verifier config ${file} refused: ${error.message}`, { cause: error })
      throw error
    }
  }
  let currentText = readFileOrExplain(file)
  let current = read(currentText)
  const highest = await pinSerial(db, current.serial)
  if (highest > current.serial)
    throw new Error(
      `verifier config ${file} refused: serial ${current.serial} is below ${highest}, which this node took before (no rollback)`,
    )
  // What the last look found (the file's text, or why it could not be read): each change is
  // reported once, not at every look.
  let lastSeen = currentText

  return {
    current: () => current,
    entryOf: (appId) => (Object.hasOwn(current.apps, appId) ? current.apps[appId] : undefined),
    async refresh() {
      const seen = await readFile(file, 'utf8').then(
        (text) => ({ text }),
        (error: NodeJS.ErrnoException) => ({ unreadable: `cannot read ${file}: ${error.code}` }),
      )
      const fingerprint = 'text' in seen ? seen.text : seen.unreadable
      if (fingerprint === lastSeen) return { kind: 'unchanged' }
      lastSeen = fingerprint
      if (!('text' in seen)) return { kind: 'refused', reason: seen.unreadable }
      if (seen.text === currentText) return { kind: 'unchanged' }
      let next: VerifierConfig
      try {
        next = read(seen.text)
      } catch (error) {
        return { kind: 'refused', reason: (error as Error).message }
      }
      if (next.serial <= current.serial)
        return {
          kind: 'refused',
          reason: `verifier config ${file} refused: serial ${next.serial} is not above ${current.serial}, the one in force (no rollback)`,
        }
      const pinned = await pinSerial(db, next.serial)
      if (pinned > next.serial)
        return {
          kind: 'refused',
          reason: `verifier config ${file} refused: serial ${next.serial} is below ${pinned}, which this node took before (no rollback)`,
        }
      current = next
      currentText = seen.text
      return { kind: 'adopted', serial: next.serial, issuedAt: next.issuedAt }
    },
  }
}

function readFileOrExplain(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    throw new Error(
      `cannot read the verifier config ${file} (${(error as NodeJS.ErrnoException).code}): the operator signs it with \`npm run keys:sign-verifiers\``,
    )
  }
}

/** Records `serial` unless a higher one is recorded; answers the highest recorded. */
async function pinSerial(db: Kysely<NodeDatabase>, serial: number): Promise<number> {
  const now = Date.now()
  await db
    .insertInto('pinned_verifier_config')
    .values({ id: 'pinned', serial, pinned_at: now })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet({ serial, pinned_at: now })
        .where('pinned_verifier_config.serial', '<', serial),
    )
    .execute()
  const row = await db
    .selectFrom('pinned_verifier_config')
    .select('serial')
    .where('id', '=', 'pinned')
    .executeTakeFirstOrThrow()
  return Number(row.serial)
}
