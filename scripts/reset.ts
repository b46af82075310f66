// `npm run reset`: wipes the local stack's data folder (chains, databases) after checking that
// `npm start` is not running on it.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { pidFilePath, readStackConfig } from './stackConfig.js'

const config = readStackConfig()
const pidFile = pidFilePath(config)
const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : null

if (pid !== null && isRunning(pid)) {
  process.stderr.write(`npm start is running (pid ${pid}) on ${config.dataDir}: stop it first.\n`)
  process.exit(1)
}
rmSync(config.dataDir, { recursive: true, force: true })
process.stdout.write(`Removed ${config.dataDir}\n`)

function isRunning(processId: number): boolean {
  try {
    process.kill(processId, 0)
    return true
  } catch {
    // ESRCH: no such process, so the pid file is stale
    return false
  }
}
