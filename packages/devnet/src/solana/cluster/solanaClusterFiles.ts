import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SolanaClusterSnapshot } from './createSolanaCluster.js'

const svmFile = 'litesvm.bin'
const ledgerFile = 'ledger.json'

/** The snapshot kept in `dataDir`, or undefined before the first save. */
export function loadSolanaClusterSnapshot(dataDir: string): SolanaClusterSnapshot | undefined {
  const svmPath = join(dataDir, svmFile)
  const ledgerPath = join(dataDir, ledgerFile)
  if (!existsSync(svmPath) || !existsSync(ledgerPath)) return undefined
  return {
    svm: readFileSync(svmPath),
    ledger: JSON.parse(readFileSync(ledgerPath, 'utf8')) as SolanaClusterSnapshot['ledger'],
  }
}

/** Writes the snapshot to `dataDir`, each file replaced whole, so a crash never leaves half. */
export function saveSolanaClusterSnapshot(dataDir: string, snapshot: SolanaClusterSnapshot): void {
  mkdirSync(dataDir, { recursive: true })
  const write = (name: string, content: Uint8Array | string) => {
    const path = join(dataDir, name)
    writeFileSync(`${path}.tmp`, content)
    renameSync(`${path}.tmp`, path)
  }
  write(svmFile, snapshot.svm)
  write(ledgerFile, JSON.stringify(snapshot.ledger))
}
