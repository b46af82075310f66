import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findFreePortBase } from '@tessera/test-utils'
import { runAdmin } from '../../apps/server/src/admin/runAdmin.js'
import { appRepository } from '../../apps/server/src/apps/appRepository.js'
import { chainRepository } from '../../apps/server/src/chains/chainRepository.js'
import { createDatabase } from '../../apps/server/src/db/createDatabase.js'
import { stackPortCount } from '../stackConfig.js'
import { type LocalStack, startLocalStack } from '../startLocalStack.js'

export type TestStack = LocalStack & {
  /** The newest one-time code mailed to `email` (the mail sink's JSON API). */
  readOtp(email: string): Promise<string>
  /**
   * Runs the admin CLI (`npm run admin -- …argv`) on this stack's server database, as an operator
   * would; answers what it printed, or throws with it when the command failed. The server sees
   * the change within its 5 s app cache.
   */
  admin(...argv: string[]): Promise<string>
  stop(): Promise<void>
}

const mailWaitMs = 10_000

/**
 * The whole local stack, as `npm start` runs it (built wallet and demo host included: the browser
 * suite builds them first), on free ports and a throwaway data folder.
 */
export async function startTestStack(): Promise<TestStack> {
  const portBase = await findFreePortBase(stackPortCount)
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-stack-'))
  const local = await startLocalStack({ dataDir, portBase })
  return {
    ...local,
    readOtp: (email) => readOtp(local.mailWebUrl, email),
    admin: (...argv) => admin(local.serverDataDir, argv),
    stop: async () => {
      await local.stack.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function admin(serverDataDir: string, argv: readonly string[]): Promise<string> {
  const { db } = createDatabase({ databaseUrl: undefined, dataDir: serverDataDir })
  try {
    const printed: string[] = []
    const code = await runAdmin(argv, {
      apps: appRepository(db),
      chains: chainRepository(db),
      print: (line) => printed.push(line),
    })
    if (code !== 0) throw new Error(`admin ${argv.join(' ')} failed: ${printed.join('\n')}`)
    return printed.join('\n')
  } finally {
    await db.destroy()
  }
}

/** The newest one-time code the mail sink at `mailWebUrl` holds for `email`. */
export function readOtp(mailWebUrl: string, email: string): Promise<string> {
  return readNewestMail(mailWebUrl, email, /\b(\d{6})\b/, 'one-time code')
}

/** The link of the newest magic-link mail the mail sink at `mailWebUrl` holds for `email`. */
export function readMailedLink(mailWebUrl: string, email: string): Promise<string> {
  return readNewestMail(mailWebUrl, email, /(https?:\/\/\S+)/, 'link')
}

/** What `pattern` (its first group) finds in the newest mail to `email`, once it has come. */
async function readNewestMail(
  mailWebUrl: string,
  email: string,
  pattern: RegExp,
  what: string,
): Promise<string> {
  const deadline = Date.now() + mailWaitMs
  for (;;) {
    // Newest first.
    const inbox = (await (
      await fetch(`${mailWebUrl}/api/messages?to=${encodeURIComponent(email)}`)
    ).json()) as { messages: { text: string }[] }
    const found = pattern.exec(inbox.messages[0]?.text ?? '')?.[1]
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no ${what} mailed to ${email}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
