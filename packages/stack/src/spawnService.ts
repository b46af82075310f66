import { type ChildProcess, spawn } from 'node:child_process'
import { StackError } from './StackError.js'
import type { RunningService, ServiceExit } from './types.js'
import { waitUntil } from './waitUntil.js'

const outputTailChars = 2_000
// Generous: on a busy 2-core machine each service compiles with tsx before it listens.
const defaultReadyTimeoutMs = 60_000
const stopGraceMs = 5_000

// Whatever way the supervisor exits, the services it spawned go with it.
const liveChildren = new Set<ChildProcess>()
process.on('exit', () => {
  for (const child of liveChildren) child.kill('SIGKILL')
})

export type SpawnServiceParameters = {
  readonly name: string
  readonly port: number
  readonly command: string
  readonly args: readonly string[]
  readonly env?: NodeJS.ProcessEnv
  /** Resolves true once the service answers on its port. */
  readonly isReady: () => Promise<boolean>
  readonly readyTimeoutMs?: number
}

/**
 * Starts a child process and resolves once `isReady` says it answers. If it exits first or
 * never answers, it is killed and a StackError names it, its port and the tail of its output.
 */
export async function spawnService(parameters: SpawnServiceParameters): Promise<RunningService> {
  const { name, port, command, args, env, isReady } = parameters
  // Its own process group: Ctrl-C reaches only the supervisor, which stops services in order.
  const child = spawn(command, args, {
    env: env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  liveChildren.add(child)
  let output = ''
  const keepTail = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-outputTailChars)
  }
  child.stdout.on('data', keepTail)
  child.stderr.on('data', keepTail)

  const exited = new Promise<ServiceExit>((resolve) => {
    child.once('exit', (code, signal) => {
      liveChildren.delete(child)
      resolve({ code, signal, output })
    })
    child.once('error', (error) => resolve({ code: null, signal: null, output: error.message }))
  })

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), stopGraceMs)
    await exited
    clearTimeout(timer)
  }

  try {
    await waitUntil(isReady, {
      timeoutMs: parameters.readyTimeoutMs ?? defaultReadyTimeoutMs,
      abort: exited.then((exit) => `exited before it was ready (${describeExit(exit)})`),
    })
  } catch (error) {
    await stop()
    throw new StackError(name, port, error instanceof Error ? error.message : String(error), {
      cause: error,
    })
  }
  return { pid: child.pid, exited, stop }
}

/**
 * One line saying how a service ended: the error it printed (Node prints the message first, then
 * the stack and its version) or else the tail of its output.
 */
export function describeExit(exit: ServiceExit): string {
  const how = exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`
  const lines = exit.output
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  const error = lines.find((line) => /^(\w*Error|error)\b|Error:/.test(line))
  const tail = error ?? lines.slice(-3).join(' | ')
  return tail ? `${how}: ${tail}` : how
}
