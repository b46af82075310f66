import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/** A relative link of a Markdown file: `[x](../docs/wallet.md#storage-keys)`. */
export type DocLink = {
  /** The path part, decoded (`../docs/wallet.md`); empty for a link to a heading of the same page. */
  readonly path: string
  /** The part after `#`, if any (`storage-keys`). */
  readonly anchor: string | undefined
  readonly line: number
}

/** A link that does not resolve: its page (relative to the repo), line and target. */
export type BrokenDocLink = {
  readonly file: string
  readonly line: number
  readonly target: string
  readonly reason: 'no such file' | 'no such heading'
}

// Build output, local stack data and installed packages are not our docs.
const skippedFolders = new Set(['node_modules', 'dist', '.data', '.git', 'test-results'])
const fence = /^ {0,3}(`{3,}|~{3,})/
// `[text](target)` and `![alt](target)`, the target optionally in <…> and followed by a title.
const inlineLink = /!?\[[^\]]*\]\(\s*(?:<([^>\n]*)>|([^\s)]+))(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/g
const codeSpan = /(`+)[^\n]*?\1/g
const scheme = /^[a-z][a-z\d+.-]*:|^\/\//i
// A page named in prose: `docs/security.md`, `contracts.md` (not inside a longer path or a URL).
const pageName = /(?<![\w./:-])((?:[\w.-]+\/)*[\w-][\w.-]*\.md)(?![\w/-]|\.\w)/g

/**
 * The relative links of a Markdown page (images included), outside code blocks and code spans;
 * links with a scheme (`https:`, `mailto:`) are left out.
 *
 * @example relativeLinksIn('See [the wallet](docs/wallet.md#routes).') // [{ path: 'docs/wallet.md', anchor: 'routes', line: 1 }]
 */
export function relativeLinksIn(markdown: string): DocLink[] {
  // Code spans are replaced, not removed, so a link whose text is code (`[\`x\`](…)`) stays.
  const prose = outsideCodeBlocks(markdown).map((line) => line.replace(codeSpan, 'code'))
  return prose.flatMap((line, index) =>
    [...line.matchAll(inlineLink)].flatMap((match) => {
      const target = match[1] ?? match[2] ?? ''
      if (target === '' || scheme.test(target)) return []
      const hash = target.indexOf('#')
      const path = hash === -1 ? target : target.slice(0, hash)
      const anchor = hash === -1 ? undefined : target.slice(hash + 1)
      return [{ path: decodeOrKeep(path), anchor, line: index + 1 }]
    }),
  )
}

/**
 * Pages a Markdown page names in its prose without linking them (`see docs/security.md`), so a
 * page that does not exist is caught too; names in code, links and URLs are left out.
 *
 * @example mentionedPagesIn('Served as GET /wallet-config.json (contracts.md)') // [{ path: 'contracts.md', line: 1 }]
 */
export function mentionedPagesIn(markdown: string): { path: string; line: number }[] {
  const prose = outsideCodeBlocks(markdown).map((line) =>
    line.replace(codeSpan, 'code').replace(inlineLink, (link) => link.slice(0, link.indexOf(']('))),
  )
  return prose.flatMap((line, index) =>
    [...line.matchAll(pageName)].map((match) => ({ path: match[1] ?? '', line: index + 1 })),
  )
}

/**
 * The anchors of a page's headings as GitHub makes them: lower case, punctuation dropped, spaces
 * as hyphens, a repeated heading suffixed `-1`, `-2`…
 *
 * @example headingAnchorsOf('## The host channel (`ParentChannel.ts`)') // the-host-channel-parentchannelts
 */
export function headingAnchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const line of outsideCodeBlocks(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1]
    if (heading === undefined) continue
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return anchors
}

/** Every Markdown file under `root`: READMEs, `docs/`, the packages' and apps' pages. */
export function findMarkdownFiles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const path = join(root, entry.name)
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : findMarkdownFiles(path)
    return entry.isFile() && entry.name.endsWith('.md') ? [path] : []
  })
}

/**
 * The relative links of the repo's Markdown files that lead nowhere: a file or folder that does
 * not exist, or, for a link into a Markdown page, a heading it does not have (a path starting with
 * `/` is read from the repo root, as GitHub does); and pages named in prose that do not exist.
 */
export function findBrokenDocLinks(root: string): BrokenDocLink[] {
  return findMarkdownFiles(root).flatMap((file) => {
    const page = readFileSync(file, 'utf8')
    return [
      ...relativeLinksIn(page).flatMap((link) => checkLink({ root, file }, link)),
      ...mentionedPagesIn(page).flatMap((mention) => checkMention({ root, file }, mention)),
    ]
  })
}

/** A Markdown file of the repo at `root`. */
type RepoPage = { readonly root: string; readonly file: string }

/** The link, when its file or its heading is missing. */
function checkLink({ root, file }: RepoPage, { path, anchor, line }: DocLink): BrokenDocLink[] {
  const target = resolveLinkTarget({ root, file, path })
  const link = {
    file: relative(root, file),
    line,
    target: anchor === undefined ? path : `${path}#${anchor}`,
  }
  if (!existsSync(target)) return [{ ...link, reason: 'no such file' }]
  const isPage = target.endsWith('.md') && statSync(target).isFile()
  if (!anchor || !isPage) return []
  const anchors = headingAnchorsOf(readFileSync(target, 'utf8'))
  return anchors.has(decodeOrKeep(anchor).toLowerCase())
    ? []
    : [{ ...link, reason: 'no such heading' }]
}

/** The page named in prose, when it is neither beside the page nor under the repo root. */
function checkMention(
  { root, file }: RepoPage,
  { path, line }: { path: string; line: number },
): BrokenDocLink[] {
  if (existsSync(resolve(dirname(file), path)) || existsSync(resolve(root, path))) return []
  return [{ file: relative(root, file), line, target: path, reason: 'no such file' }]
}

/** The page's lines with those of fenced code blocks left empty (so line numbers still hold). */
function outsideCodeBlocks(markdown: string): string[] {
  let openFence: string | undefined
  return markdown.split('\n').map((line) => {
    const marker = fence.exec(line)?.[1]
    if (openFence) {
      const isClosing = marker?.startsWith(openFence[0] ?? '') && marker.length >= openFence.length
      if (isClosing) openFence = undefined
      return ''
    }
    if (marker) openFence = marker
    return marker ? '' : line
  })
}

/** Where a link of `file` leads: the page itself for `#anchor`, the repo root for `/path`. */
function resolveLinkTarget({ root, file, path }: { root: string; file: string; path: string }) {
  if (path === '') return file
  if (path.startsWith('/')) return resolve(root, path.replace(/^\/+/, ''))
  return resolve(dirname(file), path)
}

/** `%20` and the like decoded; a malformed escape is kept as written (and will not resolve). */
function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    // Not an escape: the link is checked as written.
    return text
  }
}
