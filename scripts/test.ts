// `npm test`: lint, typecheck, then the unit, integration and browser suites, each counted.
// Ends with one plain line `N passed, N failed` (also written to test-results/summary.txt,
// which .ci/run prints last).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const repoRoot = resolve(import.meta.dirname, '..')
const resultsDir = join(repoRoot, 'test-results')
const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name)

type Tally = { suite: string; passed: number; failed: number; skipped: number }

/** A check that passes or fails as a whole (lint, typecheck). */
function runCheck(suite: string, command: string, args: string[]): Tally {
  process.stdout.write(`\n── ${suite}: ${command} ${args.join(' ')}\n`)
  const { status } = spawnSync(bin(command), args, { cwd: repoRoot, stdio: 'inherit' })
  return { suite, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, skipped: 0 }
}

/** One Vitest project, counted from its JSON report; a run that wrote none counts as failed. */
function runVitest(project: string): Tally {
  process.stdout.write(`\n── ${project} tests\n`)
  const report = join(resultsDir, `${project}.json`)
  rmSync(report, { force: true })
  const { status } = spawnSync(
    bin('vitest'),
    [
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: repoRoot, stdio: 'inherit' },
  )
  if (!existsSync(report)) return { suite: project, passed: 0, failed: 1, skipped: 0 }
  const counts = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
  }
  // A suite whose files fail to load reports no failed test but a non-zero exit: count it.
  const failed = counts.numFailedTests + (status !== 0 && counts.numFailedTests === 0 ? 1 : 0)
  return {
    suite: project,
    passed: counts.numPassedTests,
    failed,
    skipped: counts.numPendingTests + counts.numTodoTests,
  }
}

mkdirSync(resultsDir, { recursive: true })
const tallies = [
  runCheck('lint', 'biome', ['check', '.']),
  runCheck('typecheck', 'tsc', ['-p', '.']),
  runVitest('unit'),
  runVitest('integration'),
  runVitest('integration-postgres'),
  runVitest('browser'),
]

const sum = (key: 'passed' | 'failed' | 'skipped') => tallies.reduce((n, t) => n + t[key], 0)
process.stdout.write('\n')
for (const t of tallies)
  process.stdout.write(
    `${t.suite.padEnd(12)} ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped\n`,
  )
const summary = `${sum('passed')} passed, ${sum('failed')} failed`
writeFileSync(join(resultsDir, 'summary.txt'), `${summary}\n`)
process.stdout.write(`${summary}\n`)
process.exit(sum('failed') === 0 ? 0 : 1)
