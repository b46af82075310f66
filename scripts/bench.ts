// `npm run bench`: prints how long the local stack takes to come up, cold (fresh data folder,
// fixtures deployed) and warm (restored from disk), on ports of its own. Figures, not gates.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devnetChainSpecs } from '@tessera/devnet'
import { findFreePortBase } from '@tessera/test-utils'
import { stackPortCount } from './stackConfig.js'
import { startLocalStack } from './startLocalStack.js'

const rounds = 3
const dataDirs: string[] = []

async function timeStart(dataDir: string, portBase: number): Promise<number> {
  const startedAt = performance.now()
  const local = await startLocalStack({ dataDir, portBase })
  const elapsed = performance.now() - startedAt
  await local.stack.stop()
  return elapsed
}

const portBase = await findFreePortBase(stackPortCount)
const cold: number[] = []
const warm: number[] = []
for (let round = 0; round < rounds; round++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'))
  dataDirs.push(dataDir)
  cold.push(await timeStart(dataDir, portBase))
  warm.push(await timeStart(dataDir, portBase))
}
for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })

const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const row = (label: string, values: number[]) =>
  `${label.padEnd(44)} median ${median(values).toFixed(0).padStart(5)} ms   (${values.map((v) => v.toFixed(0)).join(', ')})`
process.stdout.write(
  `local stack start, ${devnetChainSpecs.length} chains + fixture server + oidc provider + mail sink, ${rounds} rounds\n`,
)
process.stdout.write(`${row('cold: start + deploy all fixtures', cold)}\n`)
process.stdout.write(`${row('warm: start from saved state + verify fixtures', warm)}\n`)
