import { findFreePortBase, isPortFree } from '@tessera/test-utils'
import { describe, expect, test } from 'vitest'
import { spawnService } from './spawnService.js'

/** A real child process: an HTTP server on `port`, optionally crashing on request. */
function nodeServer(port: number, script = '') {
  return [
    '-e',
    `require('http').createServer((q, r) => r.end('ok')).listen(${port}, '127.0.0.1'); ${script}`,
  ]
}

const answers = (port: number) => async () => (await fetch(`http://127.0.0.1:${port}`)).ok

describe('spawnService', () => {
  test('default: resolves once the process answers, and stop ends it', async () => {
    const port = await findFreePortBase(1)
    const service = await spawnService({
      name: 'web',
      port,
      command: process.execPath,
      args: nodeServer(port),
      isReady: answers(port),
    })
    expect(await (await fetch(`http://127.0.0.1:${port}`)).text()).toBe('ok')
    await service.stop()
    expect((await service.exited).signal).toBe('SIGTERM')
    expect(await isPortFree(port)).toBe(true)
  })

  test('error: a process that exits before it is ready is named with its output', async () => {
    const port = await findFreePortBase(1)
    const started = spawnService({
      name: 'broken',
      port,
      command: process.execPath,
      args: ['-e', 'console.error("config missing"); process.exit(3)'],
      isReady: answers(port),
    })
    await expect(started).rejects.toThrow(
      `broken (port ${port}): exited before it was ready (exit code 3: config missing)`,
    )
  })

  test('error: a process that never answers is stopped after the timeout', async () => {
    const port = await findFreePortBase(1)
    const started = spawnService({
      name: 'mute',
      port,
      command: process.execPath,
      args: ['-e', 'setInterval(() => {}, 1000)'],
      isReady: answers(port),
      readyTimeoutMs: 300,
    })
    await expect(started).rejects.toThrow(`mute (port ${port}): not ready after 300 ms`)
  })

  test('behavior: a crash after start settles `exited` with the exit code', async () => {
    const port = await findFreePortBase(1)
    const service = await spawnService({
      name: 'flaky',
      port,
      command: process.execPath,
      args: nodeServer(port, 'setTimeout(() => process.exit(7), 200)'),
      isReady: answers(port),
    })
    expect((await service.exited).code).toBe(7)
  })
})
