import { appBackendLogins } from '@tessera/devnet'
import { appRepository } from '../apps/server/src/apps/appRepository.js'
import { type App, appLoginsSchema } from '../apps/server/src/apps/appSettings.js'
import { chainRepository } from '../apps/server/src/chains/chainRepository.js'
import { createDatabase } from '../apps/server/src/db/createDatabase.js'
import { migrateToLatest } from '../apps/server/src/db/migrateToLatest.js'
import { demoAppId, localOidcClient } from './stackConfig.js'

export type RegisterDemoAppParameters = {
  /** The server's SQLite folder (the stack's server uses SQLite under the data folder). */
  readonly serverDataDir: string
  readonly oidcIssuer: string
  /** The local Discord/GitHub/X stand-in. */
  readonly oauth2BaseUrl: string
  readonly chains: readonly { id: number; name: string; rpcUrl: string }[]
  /** The demo host app's origin: the one page allowed to frame the wallet for this app. */
  readonly demoOrigin: string
  /** The demo app's own backend (`startAppBackend`): custom tokens and Firebase ID tokens. */
  readonly appBackendUrl: string
}

/**
 * Registers the demo app in the server's database, or brings it up to date: the devnet chains at
 * this run's ports (the first is the default), email and wallet-signature logins, and the local
 * "Google". Idempotent, so every `npm start` can run it.
 */
export async function registerDemoApp(parameters: RegisterDemoAppParameters): Promise<App> {
  const { db } = createDatabase({ databaseUrl: undefined, dataDir: parameters.serverDataDir })
  try {
    await migrateToLatest(db)
    const apps = appRepository(db)
    const chains = chainRepository(db)
    const settings = {
      name: 'Tessera Demo',
      chainType: 'evm' as const,
      origins: [parameters.demoOrigin],
      chainIds: [...parameters.chains.map((chain) => String(chain.id)), '11155111', '80002'],
      logins: appLoginsSchema.parse({
        passwordless: true,
        siwe: true,
        custom: [
          { name: 'demo-backend', ...appBackendLogins(parameters.appBackendUrl).customVerifier },
        ],
        firebase: appBackendLogins(parameters.appBackendUrl).firebase,
        telegram: appBackendLogins(parameters.appBackendUrl).telegram,
        social: [
          { name: 'google', issuer: parameters.oidcIssuer, ...localOidcClient },
          ...(['discord', 'github', 'x'] as const).map((preset) => ({
            name: preset === 'x' ? 'twitter' : preset,
            kind: 'oauth2' as const,
            preset,
            baseUrl: parameters.oauth2BaseUrl,
            ...localOidcClient,
          })),
        ],
      }),
    }
    if (await apps.find(demoAppId)) await apps.update(demoAppId, settings)
    else await apps.create({ id: demoAppId, ...settings })
    for (const [index, chain] of parameters.chains.entries())
      await chains.upsert(demoAppId, {
        chain_id: String(chain.id),
        name: chain.name,
        rpc_url: chain.rpcUrl,
        exp_url: '',
        currency: 'ETH',
        chain_type: 'evm_secp256k1',
        compatibility: 'evm',
        default_chain: index === 0,
      })
    const app = await apps.find(demoAppId)
    if (!app) throw new Error('the demo app vanished after registration')
    return app
  } finally {
    await db.destroy()
  }
}
