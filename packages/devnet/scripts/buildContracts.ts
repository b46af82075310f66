// Compiles the fixture contracts and writes src/artifacts/*.ts (checked in, so `npm start`
// never compiles). Run after editing contracts/: `npm run contracts:build`.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { artifactsDir, compileContracts, renderArtifact } from '../src/compileContracts.js'

mkdirSync(artifactsDir, { recursive: true })
for (const contract of compileContracts()) {
  writeFileSync(join(artifactsDir, `${contract.name}.ts`), renderArtifact(contract))
  process.stdout.write(`wrote src/artifacts/${contract.name}.ts\n`)
}
