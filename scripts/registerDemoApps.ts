import { appBackendLogins } from '@tessera/devnet'
import { appRepository } from '../apps/server/src/apps/appRepository.js'
import { type App, appLoginsSchema } from '../apps/server/src/apps/appSettings.js'
import { chainRepository } from '../apps/server/src/chains/chainRepository.js'
import type { ServerChain } from '../apps/server/src/chains/serverChain.js'
import { createDatabase } from '../apps/server/src/db/createDatabase.js'
import { migrateToLatest } from '../apps/server/src/db/migrateToLatest.js'
import { demoAppId, localOidcClient, localSolanaChainId, solanaDemoAppId } from './stackConfig.js'

export type RegisterDemoAppParameters = {
  /** The server's SQLite folder (the stack's server uses SQLite under the data folder). */
  readonly serverDataDir: string
  /** The server's PostgreSQL instead, when it runs on one (`npm run start:scaled`). */
  readonly databaseUrl?: string | undefined
  readonly oidcIssuer: string
  /** The local Discord/GitHub/X stand-in. */
  readonly oauth2BaseUrl: string
  readonly chains: readonly { id: number; name: string; rpcUrl: string }[]
  /** The local Solana cluster, which poses as devnet (`localSolanaChainId`). */
  readonly solanaRpcUrl: string
  /** The demo host app's origin: the one page allowed to frame the wallet for these apps. */
  readonly demoOrigin: string
  /** The demo app's own backend (`startAppBackend`): custom tokens and Firebase ID tokens. */
  readonly appBackendUrl: string
}

/** The explorer of a local cluster: Solana's own, pointed at a custom RPC URL. */
const localSolanaExplorer = (rpcUrl: string) =>
  `https://explorer.solana.com/?cluster=custom&customUrl=${encodeURIComponent(rpcUrl)}`

/**
 * Registers the demo apps in the server's database, or brings them up to date: the EVM app on
 * the devnet chains at this run's ports (the first is the default) and the Solana app on the
 * local cluster, both with email, wallet-signature, app-token and social logins (the local
 * "Google" and its OAuth 2 friends). Idempotent, so every `npm start` can run it.
 */
export async function registerDemoApps(
  parameters: RegisterDemoAppParameters,
): Promise<{ evm: App; solana: App }> {
  const { db } = createDatabase({
    databaseUrl: parameters.databaseUrl,
    dataDir: parameters.serverDataDir,
  })
  try {
    await migrateToLatest(db)
    const apps = appRepository(db)
    const chains = chainRepository(db)
    const backend = appBackendLogins(parameters.appBackendUrl)
    const logins = appLoginsSchema.parse({
      passwordless: true,
      siwe: true,
      custom: [{ name: 'demo-backend', ...backend.customVerifier }],
      firebase: backend.firebase,
      telegram: backend.telegram,
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
    })
    const register = async (
      id: string,
      settings: { name: string; chainType: App['chainType']; chainIds: string[] },
      appChains: readonly ServerChain[],
    ): Promise<App> => {
      const app = { ...settings, origins: [parameters.demoOrigin], logins }
      if (await apps.find(id)) await apps.update(id, app)
      else await apps.create({ id, ...app })
      for (const chain of appChains) await chains.upsert(id, chain)
      const registered = await apps.find(id)
      if (!registered) throw new Error(`the demo app ${id} vanished after registration`)
      return registered
    }
    const evm = await register(
      demoAppId,
      {
        name: 'Tessera Demo',
        chainType: 'evm',
        chainIds: [...parameters.chains.map((chain) => String(chain.id)), '11155111', '80002'],
      },
      parameters.chains.map((chain, index) => ({
        chain_id: String(chain.id),
        name: chain.name,
        rpc_url: chain.rpcUrl,
        exp_url: '',
        currency: 'ETH',
        chain_type: 'evm_secp256k1',
        compatibility: 'evm',
        default_chain: index === 0,
      })),
    )
    const solana = await register(
      solanaDemoAppId,
      // The local cluster is the app's devnet, and its only cluster: nothing leaves the machine.
      { name: 'Tessera Solana Demo', chainType: 'solana', chainIds: [String(localSolanaChainId)] },
      [
        {
          chain_id: String(localSolanaChainId),
          name: 'Solana Devnet (local)',
          rpc_url: parameters.solanaRpcUrl,
          exp_url: localSolanaExplorer(parameters.solanaRpcUrl),
          currency: 'SOL',
          chain_type: 'solana_cv25519',
          compatibility: 'solana',
          default_chain: true,
        },
      ],
    )
    return { evm, solana }
  } finally {
    await db.destroy()
  }
}
