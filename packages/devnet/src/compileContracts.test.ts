import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { artifactsDir, compileContracts, renderArtifact } from './compileContracts.js'

describe('compileContracts', () => {
  test('behavior: checked-in artifacts match the contract sources (run `npm run contracts:build`)', () => {
    for (const contract of compileContracts()) {
      const checkedIn = readFileSync(join(artifactsDir, `${contract.name}.ts`), 'utf8')
      expect(checkedIn === renderArtifact(contract), `${contract.name} is stale`).toBe(true)
    }
  }, 30_000)
})
