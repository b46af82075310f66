import { existsSync, readFileSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { appIdSchema } from '../apps/appSettings.js'
import { ApiError } from '../http/ApiError.js'
import type { ServerContext } from '../ServerContext.js'
import { frameAncestorsPolicy } from './frameAncestors.js'

const contentTypes: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.html': 'text/html; charset=utf-8',
}
const immutableCacheS = 31_536_000

/**
 * Serves the built wallet (`WALLET_DIST_DIR`) so that every page of an app carries its
 * `frame-ancestors` policy: `/{appId}/…` answers the SPA for a known app id and 403 otherwise.
 * `GET /api/v1/frame-ancestors/{appId}` gives the same policy to a wallet served elsewhere (a
 * CDN edge rule, the dev server).
 */
export function walletPagesRoutes(app: FastifyInstance, context: ServerContext) {
  const requireFramedApp = async (rawId: string) => {
    const parsed = appIdSchema.safeParse(rawId)
    const found = parsed.success ? await context.findApp(parsed.data) : null
    if (!found) throw new ApiError('frame_not_allowed')
    return found
  }

  app.get('/api/v1/frame-ancestors/:appId', async (request) => {
    const found = await requireFramedApp((request.params as { appId: string }).appId)
    return { policy: frameAncestorsPolicy(found), origins: found.origins }
  })

  const dist = context.config.walletDistDir
  if (!dist) return
  const indexHtml = () => readFileSync(join(dist, 'index.html'))

  const sendPage = async (reply: FastifyReply, appId: string) => {
    const found = await requireFramedApp(appId)
    return reply
      .header('content-security-policy', frameAncestorsPolicy(found))
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml())
  }

  app.get('/:appId/*', async (request, reply) => {
    const { appId } = request.params as { appId: string }
    return sendPage(reply, appId)
  })
  app.get('/:appId', async (request, reply) =>
    sendPage(reply, (request.params as { appId: string }).appId),
  )
  app.get('/assets/*', async (request, reply) => {
    const relative = normalize((request.params as { '*': string })['*']).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    const file = join(dist, 'assets', relative)
    if (!file.startsWith(join(dist, 'assets')) || !existsSync(file)) throw new ApiError('not_found')
    return reply
      .type(contentTypes[extname(file)] ?? 'application/octet-stream')
      .header('cache-control', `public, max-age=${immutableCacheS}, immutable`)
      .send(readFileSync(file))
  })
}
