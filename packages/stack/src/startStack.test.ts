import { findFreePortBase } from '@tessera/test-utils'
import { describe, expect, test } from 'vitest'
import { StackError } from './StackError.js'
import { startStack } from './startStack.js'
import type { RunningService, ServiceDefinition, ServiceExit } from './types.js'

/** An in-process service whose lifecycle the test controls. */
function fakeService(name: string, port: number, log: string[], failStart = false) {
  let end: (exit: ServiceExit) => void = () => {}
  const exited = new Promise<ServiceExit>((resolve) => {
    end = resolve
  })
  const service: RunningService = {
    exited,
    stop: async () => {
      log.push(`stop ${name}`)
      end({ code: 0, signal: 'SIGTERM', output: '' })
    },
  }
  const definition: ServiceDefinition = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    start: async () => {
      log.push(`start ${name}`)
      if (failStart) throw new StackError(name, port, 'exited before it was ready (exit code 1)')
      return service
    },
  }
  return { definition, crash: (output: string) => end({ code: 2, signal: null, output }) }
}

describe('startStack', () => {
  test('default: starts in order and stops in reverse', async () => {
    const log: string[] = []
    const port = await findFreePortBase(2)
    const a = fakeService('a', port, log)
    const b = fakeService('b', port + 1, log)
    const stack = await startStack([a.definition, b.definition])
    expect(stack.services.map((s) => s.url)).toEqual([
      `http://127.0.0.1:${port}`,
      `http://127.0.0.1:${port + 1}`,
    ])
    await stack.stop()
    expect(log).toEqual(['start a', 'start b', 'stop b', 'stop a'])
  })

  test('error: a service that fails to start stops the ones already running', async () => {
    const log: string[] = []
    const port = await findFreePortBase(3)
    const a = fakeService('a', port, log)
    const b = fakeService('b', port + 1, log, true)
    const c = fakeService('c', port + 2, log)
    await expect(startStack([a.definition, b.definition, c.definition])).rejects.toThrow(
      `b (port ${port + 1}): exited before it was ready (exit code 1)`,
    )
    expect(log).toEqual(['start a', 'start b', 'stop a'])
  })

  test('behavior: a crash while running is reported with the service, port and output', async () => {
    const port = await findFreePortBase(2)
    const a = fakeService('a', port, [])
    const b = fakeService('b', port + 1, [])
    const stack = await startStack([a.definition, b.definition])
    b.crash('panic: out of gas\n')
    const error = await stack.crashed
    expect(error.message).toBe(
      `b (port ${port + 1}): exited unexpectedly (exit code 2: panic: out of gas)`,
    )
    await stack.stop()
  })

  test('behavior: stopping is not a crash', async () => {
    const a = fakeService('a', await findFreePortBase(1), [])
    const stack = await startStack([a.definition])
    await stack.stop()
    const outcome = await Promise.race([
      stack.crashed.then(() => 'crashed'),
      new Promise((resolve) => setTimeout(() => resolve('quiet'), 50)),
    ])
    expect(outcome).toBe('quiet')
  })
})
