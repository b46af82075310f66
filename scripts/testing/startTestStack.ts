import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findFreePortBase } from '@tessera/test-utils'
import { stackPortCount } from '../stackConfig.js'
import { type LocalStack, startLocalStack } from '../startLocalStack.js'

export type TestStack = LocalStack & {
  /** The newest one-time code mailed to `email` (the mail sink's JSON API). */
  readOtp(email: string): Promise<string>
  stop(): Promise<void>
}

const otpWaitMs = 10_000

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
    stop: async () => {
      await local.stack.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function readOtp(mailWebUrl: string, email: string): Promise<string> {
  const deadline = Date.now() + otpWaitMs
  for (;;) {
    // Newest first.
    const inbox = (await (
      await fetch(`${mailWebUrl}/api/messages?to=${encodeURIComponent(email)}`)
    ).json()) as { messages: { text: string }[] }
    const code = /\b(\d{6})\b/.exec(inbox.messages[0]?.text ?? '')?.[1]
    if (code) return code
    if (Date.now() > deadline) throw new Error(`no one-time code mailed to ${email}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
