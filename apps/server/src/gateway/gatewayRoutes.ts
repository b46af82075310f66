import { readFileSync } from 'node:fs'
import { parseRequest, telegramBotIdOf } from '@tessera/service-kit'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { type App, availableLogins } from '../apps/appSettings.js'
import type { ServerConfig } from '../config/readServerConfig.js'
import type { ServerContext } from '../ServerContext.js'
import { chainLogoFile } from './chainLogoFile.js'
import { onrampCoinConfig, onrampStandInEntry } from './onrampCoinConfig.js'
import { appIdParams, requireApp } from './requireApp.js'

const defaultAppLogo = readFileSync(new URL('../assets/chain-logos/tessera.svg', import.meta.url))
const logoCacheS = 86_400

// Schemas live at module level: building a zod schema per request costs more than the request.
const appIdQuery = z.object({ id: z.string() })
const logoQuery = z.object({
  type: z.enum(['dark', 'light']).default('dark'),
  orientation: z.enum(['horizontal', 'vertical']).default('horizontal'),
})
const gasTankQuery = z.object({
  app_id: z.string(),
  chain_id: z.string().regex(/^[0-9A-Za-z]{1,20}$/),
})
const chainLogoParams = z.object({ chainId: z.string().max(20), chainFamily: z.string().max(20) })

// The answer is built once per cached app object (the lookup cache hands the same one out until
// it expires), not on every page load.
const appConfigs = new WeakMap<App, ReturnType<typeof buildAppConfig>>()
const appConfigOf = (found: App, config: ServerConfig) => {
  const known = appConfigs.get(found)
  if (known) return known
  const built = buildAppConfig(found, config)
  appConfigs.set(found, built)
  return built
}

/**
 * What the login modal needs to open Telegram's login popup: the bot's public id (the part of
 * its token before ':'; the token itself never leaves the server) and Telegram's origin.
 */
const telegramLoginOf = ({ logins }: App, config: ServerConfig) =>
  logins.telegram
    ? {
        telegram: {
          bot_id: telegramBotIdOf(logins.telegram.botToken),
          oauth_origin: config.telegramOAuthOrigin,
        },
      }
    : {}

/** What `get-app-config` answers for an app (SPEC §7). */
function buildAppConfig(found: App, config: ServerConfig) {
  return {
    id: found.id,
    name: found.name,
    chain_type: found.chainType,
    global: found.global,
    session_persisted: found.sessionPersisted,
    session_max_age: found.sessionMaxAgeS,
    chain_settings: { shards: found.mvxShard },
    themeConfig: { theme: found.theme, assets: { logo: found.logos } },
    logins: availableLogins(found.logins),
    ...telegramLoginOf(found, config),
    // The operator's choices the wallet frame enforces, whatever the host page asks.
    no_ui_allowed: found.walletPolicy.isNoUiAllowed,
    key_export_allowed: found.walletPolicy.isKeyExportAllowed,
  }
}

/** The gateway of SPEC §7 and HOST-PROTOCOL §G: app configuration, chains, gas tank, logos. */
export function gatewayRoutes(app: FastifyInstance, context: ServerContext) {
  app.get('/api/v1/get-app-config/', async (request) => {
    const { id } = parseRequest(appIdQuery, request.query)
    return appConfigOf(await requireApp(context, id), context.config)
  })

  app.get('/api/v1/get-app-theme/', async (request) => {
    const { id } = parseRequest(appIdQuery, request.query)
    const found = await requireApp(context, id)
    return { theme: found.theme, logo: found.logos }
  })

  app.get('/api/v2/app/:appId/logo', async (request, reply) => {
    const { appId } = parseRequest(appIdParams, request.params)
    const query = parseRequest(logoQuery, request.query)
    const found = await requireApp(context, appId)
    const url = found.logos[`${query.type}_${query.orientation}`]
    if (url) return reply.redirect(url)
    return reply
      .type('image/svg+xml')
      .header('cache-control', `public, max-age=${logoCacheS}`)
      .send(defaultAppLogo)
  })

  app.get('/api/v1/chains/:appId/', async (request) => {
    const { appId } = parseRequest(appIdParams, request.params)
    const found = await requireApp(context, appId)
    return { chains: await context.chains.forApp(found) }
  })

  app.get('/api/v1/gastank/status/', async (request) => {
    const query = parseRequest(gasTankQuery, request.query)
    const found = await requireApp(context, query.app_id)
    return { data: { status: found.gasless[query.chain_id]?.enabled === true } }
  })

  app.get('/api/v2/chain/logo/:chainId/:chainFamily/', async (request, reply) => {
    const params = parseRequest(chainLogoParams, request.params)
    return reply
      .type('image/svg+xml')
      .header('cache-control', `public, max-age=${logoCacheS}`)
      .send(chainLogoFile(params.chainId, params.chainFamily))
  })

  const onrampCoins = [
    ...onrampCoinConfig,
    ...context.config.onrampStandInChainIds.map(onrampStandInEntry),
  ]
  app.get('/api/v1/onramp-coin-config/', async () => ({ data: onrampCoins }))
}
