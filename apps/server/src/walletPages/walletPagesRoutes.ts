import { existsSync, readFileSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'
import { parseRequest } from '@tessera/service-kit'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { appIdSchema } from '../apps/appSettings.js'
import { ApiError } from '../http/ApiError.js'
import type { ServerContext } from '../ServerContext.js'
import { appWalletPagePolicy, frameAncestorsPolicy } from './frameAncestors.js'

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
const framedAppParams = z.object({ appId: appIdSchema })
const assetParams = z.object({ '*': z.string().max(512) })

/**
 * Serves the built wallet (`WALLET_DIST_DIR`) so that every page of an app carries its
 * `frame-ancestors` policy: `/{appId}/…` answers the SPA for a known app id and 403 otherwise.
 * `GET /api/v1/frame-ancestors/{appId}` gives the same policies to a wallet served elsewhere (a
 * CDN edge rule, the local wallet host) and the registered origins to the wallet's host channel.
 */
export function walletPagesRoutes(app: FastifyInstance, context: ServerContext) {
  // An unknown or malformed id is the same 403: the wallet is not shown.
  const requireFramedApp = async (params: unknown) => {
    const parsed = framedAppParams.safeParse(params)
    const found = parsed.success ? await context.findApp(parsed.data.appId) : null
    if (!found) throw new ApiError('frame_not_allowed')
    return found
  }

  app.get('/api/v1/frame-ancestors/:appId', async (request) => {
    const found = await requireFramedApp(request.params)
    return {
      policy: frameAncestorsPolicy(found),
      pagePolicy: appWalletPagePolicy(found, context.config.publicUrl),
      origins: found.origins,
    }
  })

  const dist = context.config.walletDistDir
  if (!dist) return
  const indexHtml = () => readFileSync(join(dist, 'index.html'))

  const sendPage = async (reply: FastifyReply, params: unknown) => {
    const found = await requireFramedApp(params)
    return reply
      .header('content-security-policy', appWalletPagePolicy(found, context.config.publicUrl))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml())
  }

  app.get('/:appId/*', async (request, reply) => {
    return sendPage(reply, request.params)
  })
  app.get('/:appId', async (request, reply) => sendPage(reply, request.params))
  app.get('/assets/*', async (request, reply) => {
    const relative = normalize(parseRequest(assetParams, request.params)['*']).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    const file = join(dist, 'assets', relative)
    if (!file.startsWith(join(dist, 'assets')) || !existsSync(file)) throw new ApiError('not_found')
    return reply
      .type(contentTypes[extname(file)] ?? 'application/octet-stream')
      .header('cache-control', `public, max-age=${immutableCacheS}, immutable`)
      .header('x-content-type-options', 'nosniff')
      .send(readFileSync(file))
  })
}
