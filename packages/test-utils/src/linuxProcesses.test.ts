import { spawn } from 'node:child_process'
import { expect, test } from 'vitest'
import { cpuSecondsOf, nodeChildrenOf } from './linuxProcesses.js'

test('behavior: finds the node processes a process started, and the CPU time they use', async () => {
  // A child that busies itself for 300 ms of CPU, then waits to be stopped.
  const child = spawn(process.execPath, [
    '-e',
    'const end = Date.now() + 300; while (Date.now() < end); setInterval(() => {}, 1000)',
  ])
  try {
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(nodeChildrenOf(process.pid)).toContain(child.pid)
    expect(cpuSecondsOf([child.pid as number])).toBeGreaterThanOrEqual(0.2)
  } finally {
    child.kill()
  }
  expect(nodeChildrenOf(child.pid as number)).toEqual([])
})
