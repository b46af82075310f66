import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { StackError } from '@tessera/stack'
import { findFreePortBase, isPortFree } from '@tessera/test-utils'
import { describe, expect, test } from 'vitest'
import { allStackPorts, stackPortCount, stackPorts } from './stackConfig.js'
import { startLocalStack } from './startLocalStack.js'

describe('startLocalStack', () => {
  test('error: a taken SMTP port fails before any service starts, naming it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-smtp-taken-'))
    const config = { dataDir, portBase: await findFreePortBase(stackPortCount) }
    const { smtp } = stackPorts(config)
    const squatter = createServer().listen(smtp, '127.0.0.1')
    await new Promise((resolve) => squatter.once('listening', resolve))
    try {
      const error = await startLocalStack(config).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(StackError)
      expect((error as StackError).message).toBe(
        `mail sink (smtp) (port ${smtp}): port is already in use (is \`npm start\` already running?)`,
      )
      const others = allStackPorts(config).filter((port) => port !== smtp)
      expect(await Promise.all(others.map(isPortFree))).toEqual(others.map(() => true))
    } finally {
      squatter.close()
    }
  })
})
