/** One section of the checklist: a prefix (`'R'`), its title and its check ids, in order. */
export type ChecklistSection = {
  readonly prefix: string
  readonly title: string
  readonly ids: readonly string[]
}

/** How many checks of one section the tests cite, and which they leave out. */
export type SectionCoverage = ChecklistSection & {
  readonly citedCount: number
  readonly uncited: readonly string[]
}

export type SpecCoverage = {
  readonly sections: readonly SectionCoverage[]
  readonly citedCount: number
  readonly total: number
  /** Ids the tests name under a checklist prefix that are no check: typos, or names like P-256. */
  readonly unknown: readonly string[]
}

// A check is one list item opening with its id: `- R-001 [§2] {any} …`.
const checkLine = /^- ([A-Z]+-\d{3}) /
// Its families and tags, then what it says: `{evm; ext} NFTs are autodetected.`
const checkTagsAndText = /^- [A-Z]+-\d{3} \[[^\]]*\] \{([^}]*)\} (.*)$/
// A section heading: `## R — Routes & shell`.
const sectionHeading = /^## ([A-Z]+) [—-] (.+)$/
const citedId = /\b([A-Z]+)-(\d{3})\b/g
// `P-001…P-008`, `S-086...S-090`, `N-001–N-016`, `S-022…035`: every id from the first to the last.
const citedRange = /\b([A-Z]+)-(\d{3}) ?(?:…|\.{2,3}|–|—) ?(?:([A-Z]+)-)?(\d{3})\b/g

/**
 * Reads the checks of `SPEC-CHECKLIST.md`, grouped by their section; a check's prefix is its
 * section even when a heading is missing.
 *
 * @example checklistSections('## R — Routes\n\n- R-001 [§2] {any} …') // [{ prefix: 'R', title: 'Routes', ids: ['R-001'] }]
 */
export function checklistSections(markdown: string): ChecklistSection[] {
  const titles = new Map<string, string>()
  const ids = new Map<string, string[]>()
  for (const line of markdown.split('\n')) {
    const heading = sectionHeading.exec(line)
    if (heading?.[1] && heading[2]) titles.set(heading[1], heading[2].trim())
    const id = checkLine.exec(line)?.[1]
    if (!id) continue
    const prefix = prefixOf(id)
    const list = ids.get(prefix) ?? []
    if (!list.includes(id)) list.push(id)
    ids.set(prefix, list)
  }
  return [...ids].map(([prefix, list]) => ({ prefix, title: titles.get(prefix) ?? '', ids: list }))
}

/**
 * Every id a text names, ranges expanded (`P-001…P-003` is P-001, P-002 and P-003), each once.
 * A range whose ends differ in prefix or run backwards counts its two ends only.
 *
 * @example citedIdsIn("test('R-038, S-086...S-088: …')") // R-038, S-086, S-087, S-088
 */
export function citedIdsIn(text: string): Set<string> {
  const cited = new Set<string>()
  for (const [id] of text.matchAll(citedId)) cited.add(id)
  for (const [, prefix, first, lastPrefix, last] of text.matchAll(citedRange)) {
    if (!prefix || !first || !last || (lastPrefix && lastPrefix !== prefix)) continue
    for (let number = Number(first); number <= Number(last); number++)
      cited.add(`${prefix}-${String(number).padStart(3, '0')}`)
  }
  return cited
}

/** A check as the checklist states it. */
type StatedCheck = { readonly id: string; readonly tags: readonly string[]; readonly text: string }

/** Work other than this checklist's own that a check waits for, by what the check says. */
const otherWork: readonly { owner: string; owns: (check: StatedCheck) => boolean }[] = [
  {
    owner: 'chain families MultiversX and Near',
    owns: ({ tags }) => tags.includes('mvx') || tags.includes('near'),
  },
  {
    owner: 'gasless smart accounts',
    owns: ({ id, text }) =>
      id.startsWith('G-') ||
      /gasless|smart (contract )?wallet|\bSCW\b|paymaster|sponsor|address type|gas mode/i.test(
        text,
      ),
  },
  { owner: 'MFA (#16)', owns: ({ text }) => /\bMFA\b/.test(text) },
]

/**
 * The checks another piece of work owns (the MultiversX and Near families, gasless smart
 * accounts, MFA), read from each check's tags and text: id → owner. An uncited check not listed
 * here is this checklist's own work still to do.
 *
 * @example checkOwners('- F-011 [§3] {mvx} …') // Map { 'F-011' => 'chain families MultiversX and Near' }
 */
export function checkOwners(markdown: string): Map<string, string> {
  const owners = new Map<string, string>()
  for (const line of markdown.split('\n')) {
    const id = checkLine.exec(line)?.[1]
    const [, tagList = '', text = ''] = checkTagsAndText.exec(line) ?? []
    if (!id) continue
    const check = { id, tags: tagList.split(';').map((tag) => tag.trim()), text }
    const owner = otherWork.find(({ owns }) => owns(check))?.owner
    if (owner) owners.set(id, owner)
  }
  return owners
}

/** Compares the checklist with the ids the tests cite. */
export function specCoverage(
  sections: readonly ChecklistSection[],
  cited: ReadonlySet<string>,
): SpecCoverage {
  const coverage = sections.map((section) => {
    const uncited = section.ids.filter((id) => !cited.has(id))
    return { ...section, citedCount: section.ids.length - uncited.length, uncited }
  })
  const checks = new Set(sections.flatMap((section) => section.ids))
  const prefixes = new Set(sections.map((section) => section.prefix))
  const unknown = [...cited]
    .filter((id) => prefixes.has(prefixOf(id)) && !checks.has(id))
    .toSorted()
  return {
    sections: coverage,
    citedCount: coverage.reduce((sum, section) => sum + section.citedCount, 0),
    total: checks.size,
    unknown,
  }
}

/**
 * The report `npm run spec:coverage` prints: a line per section, the uncited ids, the total, then
 * the uncited checks split by `owners` (other work's, and the rest: still to do).
 */
export function formatSpecCoverage(
  coverage: SpecCoverage,
  owners: ReadonlyMap<string, string> = new Map(),
): string {
  const width = Math.max(...coverage.sections.map(({ title }) => title.length), 0)
  const lines = coverage.sections.map(({ prefix, title, ids, citedCount, uncited }) => {
    const counts = `${String(citedCount).padStart(3)} / ${String(ids.length).padEnd(3)}`
    const summary = `${prefix}  ${title.padEnd(width)}  ${counts}`
    return uncited.length === 0 ? summary.trimEnd() : `${summary}  uncited: ${uncited.join(' ')}`
  })
  const { citedCount, total, unknown } = coverage
  const share = total === 0 ? 0 : Math.floor((citedCount / total) * 100)
  lines.push('', `total  ${citedCount} / ${total} checks cited (${share}%)`)
  if (unknown.length > 0) lines.push(`named in tests but not checks: ${unknown.join(' ')}`)
  const uncited = coverage.sections.flatMap((section) => section.uncited)
  const byOwner = new Map<string, string[]>()
  for (const id of uncited) {
    const owner = owners.get(id) ?? ''
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), id])
  }
  const toDo = byOwner.get('') ?? []
  if (byOwner.size > (toDo.length > 0 ? 1 : 0)) lines.push('', 'uncited, owned by other work:')
  for (const [owner, ids] of byOwner)
    if (owner) lines.push(`  ${owner} (${ids.length}): ${ids.join(' ')}`)
  if (toDo.length > 0 && owners.size > 0)
    lines.push('', `uncited, still to do (${toDo.length}): ${toDo.join(' ')}`)
  return `${lines.join('\n')}\n`
}

/** Whether a file is a test file whose citations count (`*.test.ts`, `*.test.tsx`). */
export function isTestFile(name: string): boolean {
  return /\.test\.tsx?$/.test(name)
}

function prefixOf(id: string): string {
  return id.slice(0, id.indexOf('-'))
}
