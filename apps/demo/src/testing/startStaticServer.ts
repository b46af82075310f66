import { readFile } from 'node:fs/promises'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

/** A fixed answer: what one path (or every unknown path) serves. */
export type StaticResponse = { contentType: string; body: string }

export type StartStaticServerParameters = {
  /** Serves files of this folder; `/` is `index.html`. */
  root?: string
  /** Exact paths (query ignored) answered before the folder is looked at. */
  routes?: Readonly<Record<string, StaticResponse>>
  /** Answers every other path (an SPA fallback); without it they are 404. */
  fallback?: StaticResponse
}

export type StaticServer = { readonly url: string; close(): Promise<void> }

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
}

/**
 * A small HTTP server on 127.0.0.1 and a free port for browser tests: a built `dist/`, fixed
 * routes (a runtime config, stand-in gateway answers) or a fallback page. CORS is open.
 */
export async function startStaticServer(
  parameters: StartStaticServerParameters,
): Promise<StaticServer> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    answer(parameters, path, response).catch(() => send(response, 500, 'text/plain', 'error'))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

async function answer(
  { root, routes, fallback }: StartStaticServerParameters,
  path: string,
  response: ServerResponse,
): Promise<void> {
  const route = routes?.[path]
  if (route) return send(response, 200, route.contentType, route.body)
  const file = root === undefined ? undefined : await readFromRoot(root, path)
  if (file) return send(response, 200, file.contentType, file.body)
  if (fallback) return send(response, 200, fallback.contentType, fallback.body)
  send(response, 404, 'text/plain', 'not found')
}

async function readFromRoot(root: string, path: string) {
  const relative = normalize(path === '/' ? '/index.html' : path)
  if (relative.includes('..')) return undefined
  try {
    const body = await readFile(join(root, relative))
    return { contentType: contentTypes[extname(relative)] ?? 'application/octet-stream', body }
  } catch {
    // A missing file is a 404 (or the fallback), not a server error.
    return undefined
  }
}

function send(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string | Buffer,
) {
  response
    .writeHead(status, { 'content-type': contentType, 'access-control-allow-origin': '*' })
    .end(body)
}
