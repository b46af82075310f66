import { describe, expect, test } from 'vitest'
import {
  checklistSections,
  checkOwners,
  citedIdsIn,
  formatSpecCoverage,
  isTestFile,
  specCoverage,
} from './specCoverage.js'

// The checklist's own format: a heading per prefix, one check per list item. The fixtures use
// prefixes the real checklist lacks (Y, Z), so this file cites no check of it.
const checklist = `**Total checks: 5** — Y 3 · Z 2

One line = one externally observable check (see Y-099 in prose: not a check).

## Y — Routes & shell

- Y-001 [§2] {any} \`/:appId/login\` renders the login screen.
- Y-002 [§2] {any} \`/:appId/v2/login\` handles login (see Y-043).
- Y-003 [§2] {any} \`/:appId/v2/init/\` initialises the wallet.

## Z — NFTs

- Z-001 [§7] {evm; ext} NFTs are autodetected.
- Z-002 [§3] {evm} An NFT keeps its details.
`

describe('checklistSections', () => {
  test('default: the checks of each section, in order, under its title', () => {
    expect(checklistSections(checklist)).toEqual([
      { prefix: 'Y', title: 'Routes & shell', ids: ['Y-001', 'Y-002', 'Y-003'] },
      { prefix: 'Z', title: 'NFTs', ids: ['Z-001', 'Z-002'] },
    ])
  })

  test('behavior: ids named in prose or inside a check are not checks', () => {
    const ids = checklistSections(checklist).flatMap((section) => section.ids)
    expect(ids).not.toContain('Y-099')
    expect(ids).not.toContain('Y-043')
  })

  test('behavior: a check listed twice counts once; a check without a heading keeps its prefix', () => {
    expect(checklistSections('- Z-001 [§9] {any} x\n- Z-001 [§9] {any} x\n')).toEqual([
      { prefix: 'Z', title: '', ids: ['Z-001'] },
    ])
  })
})

describe('citedIdsIn', () => {
  test('default: every id a test names, each once', () => {
    const source = `test('Y-038 Y-058: before login …', () => {})\ntest('Y-038, Z-005: again', () => {})`
    expect([...citedIdsIn(source)]).toEqual(['Y-038', 'Y-058', 'Z-005'])
  })

  test.each([
    ['Y-001…Y-003'],
    ['Y-001...Y-003'],
    ['Y-001..Y-003'],
    ['Y-001 … Y-003'],
    ['Y-001–Y-003'],
    ['Y-001…003'],
  ])('args: the range %s cites every id from the first to the last', (range) => {
    expect([...citedIdsIn(`test('${range}: need approval')`)].toSorted()).toEqual([
      'Y-001',
      'Y-002',
      'Y-003',
    ])
  })

  test('behavior: a range across prefixes or running backwards cites its ends only', () => {
    expect([...citedIdsIn('Y-041…Z-005, Z-009…Z-007')].toSorted()).toEqual([
      'Y-041',
      'Z-005',
      'Z-007',
      'Z-009',
    ])
  })

  test('behavior: a word with more digits is no id', () => {
    expect([...citedIdsIn('Y-0010 XR-001x 0xR-001')]).toEqual([])
  })
})

describe('specCoverage', () => {
  const sections = checklistSections(checklist)

  test('default: cited and uncited checks per section, and the total', () => {
    const coverage = specCoverage(sections, citedIdsIn('Y-001, Y-003, Z-001…Z-002, W-122'))
    const rows = coverage.sections.map(({ prefix, citedCount, uncited }) => ({
      prefix,
      citedCount,
      uncited,
    }))
    expect(rows).toEqual([
      { prefix: 'Y', citedCount: 2, uncited: ['Y-002'] },
      { prefix: 'Z', citedCount: 2, uncited: [] },
    ])
    expect(coverage).toMatchObject({ citedCount: 4, total: 5, unknown: [] })
  })

  test('behavior: ids under a checklist prefix that are no check are listed apart', () => {
    expect(specCoverage(sections, citedIdsIn('Y-001 Y-099 P-256')).unknown).toEqual(['Y-099'])
  })
})

describe('formatSpecCoverage', () => {
  test('default: a line per section with its uncited ids, then the total', () => {
    const coverage = specCoverage(checklistSections(checklist), citedIdsIn('Y-001 Z-001…Z-002'))
    expect(formatSpecCoverage(coverage)).toMatchInlineSnapshot(`
      "Y  Routes & shell    1 / 3    uncited: Y-002 Y-003
      Z  NFTs              2 / 2

      total  3 / 5 checks cited (60%)
      "
    `)
  })

  test('behavior: ids that are no check are named after the total', () => {
    const coverage = specCoverage(checklistSections(checklist), citedIdsIn('Y-009'))
    expect(formatSpecCoverage(coverage)).toContain('named in tests but not checks: Y-009\n')
  })
})

describe('checkOwners', () => {
  const owned = `## Y — Mixed

- Y-001 [§2] {mvx} Seed-phrase flow exists only on MultiversX.
- Y-002 [§6] {near} near_signMessage needs approval.
- Y-003 [§4] {evm} Gasless on/off is per chain.
- Y-004 [§4] {any} The MFA nag is not shown after it was dismissed.
- Y-005 [§2] {any} \`/:appId/permission\` shows PermissionRequest.
- Y-006 [§2] {evm; ext} With SCW chosen the address shown is the smart account's.
`

  test('default: checks of MultiversX or Near, of gasless accounts and of MFA have their owner', () => {
    expect(checkOwners(owned)).toEqual(
      new Map([
        ['Y-001', 'chain families MultiversX and Near'],
        ['Y-002', 'chain families MultiversX and Near'],
        ['Y-003', 'gasless smart accounts'],
        ['Y-004', 'MFA (#16)'],
        ['Y-006', 'gasless smart accounts'],
      ]),
    )
  })

  test('behavior: the report splits the uncited checks into other work and what is still to do', () => {
    const coverage = specCoverage(checklistSections(owned), citedIdsIn('Y-003'))
    const report = formatSpecCoverage(coverage, checkOwners(owned))
    expect(report).toContain(
      [
        'uncited, owned by other work:',
        '  chain families MultiversX and Near (2): Y-001 Y-002',
        '  MFA (#16) (1): Y-004',
        '  gasless smart accounts (1): Y-006',
        '',
        'uncited, still to do (1): Y-005',
      ].join('\n'),
    )
  })
})

describe('isTestFile', () => {
  test.each([
    ['useConnect.test.ts', true],
    ['ApprovalSheet.test.tsx', true],
    ['shell.browser.test.ts', true],
    ['createWalletEngine.ts', false],
    ['types.test-d.ts', false],
  ])('args: %s is a test file: %s', (name, isTest) => {
    expect(isTestFile(name)).toBe(isTest)
  })
})
