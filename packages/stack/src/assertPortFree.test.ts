import { createServer } from 'node:net'
import { findFreePortBase } from '@tessera/test-utils'
import { describe, expect, test } from 'vitest'
import { assertPortFree } from './assertPortFree.js'
import { StackError } from './StackError.js'

describe('assertPortFree', () => {
  test('default: a free port passes', async () => {
    const port = await findFreePortBase(1)
    await expect(assertPortFree('chain', port)).resolves.toBeUndefined()
  })

  test('error: a taken port names the service and the port', async () => {
    const port = await findFreePortBase(1)
    const squatter = createServer().listen(port, '127.0.0.1')
    await new Promise((resolve) => squatter.once('listening', resolve))
    try {
      const error = await assertPortFree('chain 31337 (anvil)', port).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(StackError)
      expect((error as StackError).message).toBe(
        `chain 31337 (anvil) (port ${port}): port is already in use (is \`npm start\` already running?)`,
      )
    } finally {
      squatter.close()
    }
  })
})
