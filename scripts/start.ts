// `npm start`: runs the whole local stack until Ctrl-C. See docs/local-stack.md.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { StackError } from '@tessera/stack'
import { buildWebApps } from './buildWebApps.js'
import { printLocalStack } from './printLocalStack.js'
import { pidFilePath, readStackConfig } from './stackConfig.js'
import { startLocalStack } from './startLocalStack.js'
import { stopOnExitSignals } from './stopOnExitSignals.js'

const out = (line = '') => process.stdout.write(`${line}\n`)

const config = readStackConfig()
mkdirSync(config.dataDir, { recursive: true })
const pidFile = pidFilePath(config)
const startedAt = performance.now()

let local: Awaited<ReturnType<typeof startLocalStack>>
try {
  await buildWebApps()
  local = await startLocalStack(config)
} catch (error) {
  process.stderr.write(
    `\nTessera failed to start: ${error instanceof StackError ? error.message : String(error)}\n`,
  )
  process.exit(1)
}
writeFileSync(pidFile, String(process.pid))

out(
  `Tessera local stack is up in ${Math.round(performance.now() - startedAt)} ms (data in ${config.dataDir})`,
)
printLocalStack(local, out)
out('Press Ctrl-C to stop.')

stopOnExitSignals(async () => {
  await local.stack.stop()
  rmSync(pidFile, { force: true })
}, local.stack.crashed)
