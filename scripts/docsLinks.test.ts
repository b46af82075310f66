import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import {
  findBrokenDocLinks,
  findMarkdownFiles,
  headingAnchorsOf,
  mentionedPagesIn,
  relativeLinksIn,
} from './docsLinks.js'

const repoRoot = resolve(import.meta.dirname, '..')

describe('relativeLinksIn', () => {
  test('default: links and images with their anchor and line; web links left out', () => {
    const page = [
      '# Page',
      'See [the wallet](docs/wallet.md#routes) and [`@tessera/sdk`](../sdk/README.md).',
      '![The modal](docs/login-modal.png "a title") [spec](https://eips.ethereum.org/EIPS/eip-1193)',
      '[mail](mailto:ops@example.com) [up](#page) [spaced](<my page.md>) [escaped](my%20page.md)',
    ].join('\n')
    expect(relativeLinksIn(page)).toEqual([
      { path: 'docs/wallet.md', anchor: 'routes', line: 2 },
      { path: '../sdk/README.md', anchor: undefined, line: 2 },
      { path: 'docs/login-modal.png', anchor: undefined, line: 3 },
      { path: '', anchor: 'page', line: 4 },
      { path: 'my page.md', anchor: undefined, line: 4 },
      { path: 'my page.md', anchor: undefined, line: 4 },
    ])
  })

  test('behavior: links inside code blocks and code spans are not links', () => {
    const page = [
      '```md',
      '[example](nowhere.md)',
      '```',
      'Write `[text](path.md)` to link; ~~~ is no fence here.',
      '~~~',
      '[also](nowhere.md)',
      '~~~',
      '[real](real.md)',
    ].join('\n')
    expect(relativeLinksIn(page)).toEqual([{ path: 'real.md', anchor: undefined, line: 8 }])
  })
})

describe('mentionedPagesIn', () => {
  test('default: pages named in prose, not those in code, link targets or URLs', () => {
    const page = [
      'Served as `GET /wallet-config.json` (contracts.md); see docs/security.md, issue 15.',
      'The spec is `shared/SPEC.md`; [docs/server.md](server.md) links it.',
      'From https://example.com/notes.md or ./x/y.md.ts, not pages.',
      '```',
      'ignored.md',
      '```',
    ].join('\n')
    expect(mentionedPagesIn(page)).toEqual([
      { path: 'contracts.md', line: 1 },
      { path: 'docs/security.md', line: 1 },
      { path: 'docs/server.md', line: 2 },
    ])
  })
})

describe('headingAnchorsOf', () => {
  test('default: GitHub anchors of every heading, repeats numbered', () => {
    const page = [
      '# Wallet app: core (routes, host channel)',
      '## The host channel (`src/channel/ParentChannel.ts`, HOST-PROTOCOL §B–§E)',
      '## Tests',
      '```',
      '# not a heading',
      '```',
      '### Tests',
      '## W-122',
    ].join('\n')
    expect([...headingAnchorsOf(page)]).toEqual([
      'wallet-app-core-routes-host-channel',
      'the-host-channel-srcchannelparentchannelts-host-protocol-be',
      'tests',
      'tests-1',
      'w-122',
    ])
  })
})

describe('findBrokenDocLinks', () => {
  const root = mkdtempSync(join(tmpdir(), 'tessera-docs-links-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  test('default: missing files and headings, read from each page and from the root for /', () => {
    mkdirSync(join(root, 'docs'))
    mkdirSync(join(root, 'node_modules', 'x'), { recursive: true })
    writeFileSync(
      join(root, 'README.md'),
      '[ok](docs/a.md#usage) [gone](docs/contracts.md) [no heading](docs/a.md#setup)\n',
    )
    writeFileSync(
      join(root, 'docs', 'a.md'),
      '## Usage\n[back](../README.md) [root](/docs/a.md) [self](#usage) [folder](../docs)\n' +
        'See docs/a.md, a.md and README.md; not old.md.\n',
    )
    writeFileSync(join(root, 'node_modules', 'x', 'README.md'), '[not ours](missing.md)\n')
    expect(findBrokenDocLinks(root)).toEqual([
      { file: 'README.md', line: 1, target: 'docs/contracts.md', reason: 'no such file' },
      { file: 'README.md', line: 1, target: 'docs/a.md#setup', reason: 'no such heading' },
      { file: 'docs/a.md', line: 3, target: 'old.md', reason: 'no such file' },
    ])
  })
})

describe('the repo', () => {
  test('behavior: the docs are found: READMEs of the root, packages and apps, and docs/', () => {
    const pages = findMarkdownFiles(repoRoot).map((file) => relative(repoRoot, file))
    expect(pages).toContain('README.md')
    expect(pages).toContain('docs/wallet.md')
    expect(pages).toContain('packages/sdk/README.md')
    expect(pages).toContain('apps/demo/README.md')
    expect(pages.some((page) => page.includes('node_modules'))).toBe(false)
  })

  test('behavior: every relative link in the docs resolves, and every page they name exists', () => {
    expect(findBrokenDocLinks(repoRoot)).toEqual([])
  })
})
