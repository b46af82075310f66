import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'

const origin = 'http://localhost:4179'
const axePath = fileURLToPath(import.meta.resolve('axe-core/axe.min.js'))
const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url))
export const screenshotsDir = `${repoRoot}test-results/screenshots`
/** The catalogue's token logos, served where the wallet build puts them (tokenLogosPlugin). */
const tokenLogosPath = '/assets/token-logos/'
const tokenLogosDir = `${repoRoot}packages/chains/assets/token-logos/`

type Bundle = { js: string; css: string; axe: string }
const bundles = new Map<string, Promise<Bundle>>()

/** Bundles a harness page once per test file: React in development mode, CSS beside it. */
function bundleHarness(entry: string): Promise<Bundle> {
  const cached = bundles.get(entry)
  if (cached) return cached
  const bundle = (async () => {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      outdir: '/harness',
      format: 'esm',
      jsx: 'automatic',
      target: 'es2022',
      define: { 'process.env.NODE_ENV': '"development"' },
      logLevel: 'silent',
    })
    const text = (suffix: string) =>
      result.outputFiles.find((file) => file.path.endsWith(suffix))?.text ?? ''
    return { js: text('.js'), css: text('.css'), axe: await readFile(axePath, 'utf8') }
  })()
  bundles.set(entry, bundle)
  return bundle
}

const harnessPage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tessera harness</title><link rel="stylesheet" href="/harness.css"></head>
<body style="margin:0"><div id="root"></div><script type="module" src="/harness.js"></script></body></html>`

/** A widget-sized page (SPEC §9: 360px) unless the test asks for another viewport. */
export const widgetViewport = { width: 360, height: 720 }

/**
 * Opens a harness page (the bundle of `entry`, a .tsx file that renders on load or exposes a
 * mount function on `window`) on a localhost origin served from memory: a secure context, so
 * the clipboard works.
 */
export async function openHarness(
  browser: Browser,
  entry: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const { js, css, axe } = await bundleHarness(entry)
  const context = await browser.newContext({ viewport: widgetViewport, ...options })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
  const tab = await context.newPage()
  const bodies: Record<string, { body: string; contentType: string }> = {
    '/': { body: harnessPage, contentType: 'text/html' },
    '/harness.js': { body: js, contentType: 'text/javascript' },
    '/harness.css': { body: css, contentType: 'text/css' },
    '/axe.js': { body: axe, contentType: 'text/javascript' },
  }
  await tab.route(`${origin}/**`, (route) => {
    const path = new URL(route.request().url()).pathname
    const logo = path.startsWith(tokenLogosPath) && `${tokenLogosDir}${basename(path)}`
    if (logo && existsSync(logo))
      return route.fulfill({ status: 200, path: logo, contentType: 'image/svg+xml' })
    const file = bodies[path]
    return file ? route.fulfill({ status: 200, ...file }) : route.fulfill({ status: 404 })
  })
  await tab.goto(`${origin}/`)
  return tab
}

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: unknown[] }

/** Runs axe-core on the page and returns its violations (id, impact, help, offending nodes). */
export async function axeViolations(tab: Page): Promise<AxeViolation[]> {
  await tab.addScriptTag({ url: '/axe.js' })
  return tab.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: unknown): Promise<{ violations: AxeViolation[] }> }
      }
    ).axe
    const result = await axe.run(document)
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => (node as { html: string }).html),
    }))
  })
}

/** Saves a full-page screenshot as a test artifact. */
export async function saveScreenshot(tab: Page, name: string): Promise<void> {
  await tab.screenshot({ path: `${screenshotsDir}/${name}.png`, fullPage: true })
}
