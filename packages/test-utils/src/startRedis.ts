import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { ensureDebianPackage } from './ensureDebianPackage.js'
import { findFreePortBase } from './findFreePortBase.js'
import { pingRedis } from './pingRedis.js'

/** Debian's Redis server binary (package `redis-server`). */
export const redisServerPath = '/usr/bin/redis-server'

const readyTimeoutMs = 10_000
const pollIntervalMs = 25
const stopGraceMs = 5_000
const outputTailChars = 1_000

export type StartedRedis = {
  /** `redis://127.0.0.1:{port}`, no password. */
  readonly url: string
  /** Stops the server and waits until it has exited. Safe to call twice. */
  stop(): Promise<void>
}

// Whatever way the test process exits, the servers it started go with it.
const liveServers = new Set<ChildProcess>()
process.on('exit', () => {
  for (const server of liveServers) server.kill('SIGKILL')
})

export type StartRedisOptions = {
  /** A port to listen on, e.g. the one of a Redis stopped earlier (a restart); default a free one. */
  readonly port?: number
}

/**
 * Starts a throwaway `redis-server` on 127.0.0.1, keeping nothing on disk, and resolves once it
 * answers PING. As root it installs Debian's `redis-server` when missing.
 */
export async function startRedis(options: StartRedisOptions = {}): Promise<StartedRedis> {
  ensureDebianPackage({
    packageName: 'redis-server',
    what: `redis-server at ${redisServerPath}`,
    isInstalled: () => existsSync(redisServerPath),
  })
  const port = options.port ?? (await findFreePortBase(1))
  const args = ['--port', `${port}`, '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']
  const server = spawn(redisServerPath, [...args, '--daemonize', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  liveServers.add(server)
  let output = ''
  const keepTail = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-outputTailChars)
  }
  server.stdout?.on('data', keepTail)
  server.stderr?.on('data', keepTail)
  const exited = new Promise<void>((resolve) => {
    server.once('exit', () => {
      liveServers.delete(server)
      resolve()
    })
    server.once('error', (error) => {
      output += error.message
      liveServers.delete(server)
      resolve()
    })
  })
  let stopped: Promise<void> | undefined
  const stop = () => {
    stopped ??= (async () => {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM')
      const timer = setTimeout(() => server.kill('SIGKILL'), stopGraceMs)
      await exited
      clearTimeout(timer)
    })()
    return stopped
  }

  const deadline = Date.now() + readyTimeoutMs
  while (!(await pingRedis(port))) {
    const problem = !liveServers.has(server)
      ? 'exited before it answered'
      : Date.now() > deadline
        ? `did not answer PING within ${readyTimeoutMs} ms`
        : undefined
    if (problem) {
      await stop()
      throw new Error(`redis-server (port ${port}) ${problem}: ${output.trim()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, pollIntervalMs))
  }
  return { url: `redis://127.0.0.1:${port}`, stop }
}
