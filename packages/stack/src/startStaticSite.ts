import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { serveOnLoopback } from './serveOnLoopback.js'
import type { RunningService } from './types.js'

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
}
const immutableMaxAgeS = 31_536_000

/** What a page may be answered with: extra headers, or a refusal with a status. */
export type PageAnswer =
  | { readonly headers: Readonly<Record<string, string>> }
  | { readonly status: number; readonly body: string }

export type StartStaticSiteParameters = {
  readonly port: number
  /** The built site (`vite build` output). */
  readonly root: string
  /** Small JSON documents answered at fixed paths (`/wallet-config.json`). */
  readonly documents?: Readonly<Record<string, unknown>>
  /**
   * Decides each HTML page: its headers (a Content-Security-Policy) or a refusal. Unknown paths
   * are the single-page app's routes and get `index.html`.
   */
  readonly pageAnswer?: (pathname: string) => Promise<PageAnswer>
}

export type StaticSite = RunningService & { readonly url: string }

/**
 * Serves a built single-page app the way a CDN with an edge rule would: hashed assets cached
 * forever, every other path answered with its HTML file or `index.html`, each page through
 * `pageAnswer`. Listens on loopback only.
 */
export async function startStaticSite(parameters: StartStaticSiteParameters): Promise<StaticSite> {
  const { port, root, documents = {}, pageAnswer } = parameters
  const url = `http://localhost:${port}`
  const server = createServer((request, response) => {
    answer(request.url ?? '/', response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, 'text/plain', 'internal error')
      else response.destroy(error instanceof Error ? error : undefined)
    })
  })

  const answer = async (requestUrl: string, response: ServerResponse) => {
    const pathname = decodedPath(requestUrl, url)
    if (pathname === undefined) return send(response, 400, 'text/plain', 'malformed path')
    if (pathname === '/health') return send(response, 200, 'application/json', '{"ok":true}')
    const document = documents[pathname]
    if (document !== undefined)
      return send(response, 200, 'application/json', JSON.stringify(document), {
        'cache-control': 'no-cache',
      })
    const file = await existingFile(root, pathname)
    if (file && extname(file) !== '.html') {
      const cacheControl = pathname.startsWith('/assets/')
        ? `public, max-age=${immutableMaxAgeS}, immutable`
        : 'no-cache'
      response.writeHead(200, {
        'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'cache-control': cacheControl,
        'x-content-type-options': 'nosniff',
      })
      createReadStream(file).pipe(response)
      return
    }
    // A missing file (a script, a config) is a 404, never the app's page in its place.
    if (!file && extname(pathname) !== '') return send(response, 404, 'text/plain', 'not found')
    const page = file ?? join(root, 'index.html')
    if (!(await existingFile(root, page.slice(root.length))))
      return send(response, 503, 'text/plain', `No build in ${root}: run the build first.`)
    const decided = pageAnswer ? await pageAnswer(pathname) : { headers: {} }
    if ('status' in decided) return send(response, decided.status, 'text/plain', decided.body)
    response.writeHead(200, {
      'content-type': contentTypes['.html'],
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      ...decided.headers,
    })
    createReadStream(page).pipe(response)
  }

  return { url, ...(await serveOnLoopback(server, port)) }
}

function decodedPath(requestUrl: string, base: string): string | undefined {
  try {
    return decodeURIComponent(new URL(requestUrl, base).pathname)
  } catch {
    return undefined
  }
}

/** The file under `root` a path names, or undefined; never a path outside `root`. */
async function existingFile(root: string, pathname: string): Promise<string | undefined> {
  const path = normalize(join(root, pathname))
  if (path !== root && !path.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined
  const found = await stat(path).catch(() => undefined)
  return found?.isFile() ? path : undefined
}

function send(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Readonly<Record<string, string>> = {},
) {
  response.writeHead(status, { 'content-type': contentType, ...headers })
  response.end(body)
}
