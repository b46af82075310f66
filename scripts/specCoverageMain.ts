// `npm run spec:coverage`: per checklist prefix, how many checks the test files cite, and which not.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import {
  checklistSections,
  checkOwners,
  citedIdsIn,
  formatSpecCoverage,
  isTestFile,
  specCoverage,
} from './specCoverage.js'

const repoRoot = resolve(import.meta.dirname, '..')
// Build output, local stack data and installed packages hold no tests of ours.
const skippedFolders = new Set(['node_modules', 'dist', '.data', '.git', 'test-results'])

/** Every test file under `folder`, skipping `skippedFolders`. */
function findTestFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : findTestFiles(path)
    return entry.isFile() && isTestFile(entry.name) ? [path] : []
  })
}

const checklistPath = process.env.SPEC_CHECKLIST
  ? resolve(process.env.SPEC_CHECKLIST)
  : resolve(repoRoot, '../shared/SPEC-CHECKLIST.md')
if (!existsSync(checklistPath)) {
  process.stderr.write(
    `spec:coverage: no checklist at ${checklistPath}; set SPEC_CHECKLIST to the path of SPEC-CHECKLIST.md\n`,
  )
  process.exit(1)
}

const testFiles = findTestFiles(repoRoot)
const cited = new Set(testFiles.flatMap((file) => [...citedIdsIn(readFileSync(file, 'utf8'))]))
const checklist = readFileSync(checklistPath, 'utf8')
const coverage = specCoverage(checklistSections(checklist), cited)
process.stdout.write(
  `Checks of ${relative(repoRoot, checklistPath)} cited by ${testFiles.length} test files\n\n`,
)
process.stdout.write(formatSpecCoverage(coverage, checkOwners(checklist)))
