import type { Kysely } from 'kysely'
import type { App } from '../apps/appSettings.js'
import type { Database } from '../db/schema.js'
import { createTtlCache } from '../http/createTtlCache.js'
import { defaultChains, localDevnetChains } from './defaultChains.js'
import type { ServerChain } from './serverChain.js'

const chainCacheTtlMs = 5_000

const isLocalDevnet = (chain: ServerChain) =>
  chain.compatibility === 'evm' &&
  localDevnetChains.some((local) => String(local.id) === chain.chain_id)

/**
 * An app's own chains (`chains add`) and the list the gateway answers, cached briefly; this
 * instance's own changes show at once.
 */
export function chainRepository(db: Kysely<Database>) {
  const cache = createTtlCache<ServerChain[]>(chainCacheTtlMs)
  return {
    /** Adds or replaces one of the app's own chains. */
    async upsert(appId: string, chain: ServerChain): Promise<void> {
      cache.delete(appId)
      const row = { ...chain, app_id: appId, default_chain: chain.default_chain ? 1 : 0 }
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('app_chains')
          .where('app_id', '=', appId)
          .where('chain_id', '=', chain.chain_id)
          .execute()
        await trx.insertInto('app_chains').values(row).execute()
      })
    },

    async remove(appId: string, chainId: string): Promise<boolean> {
      cache.delete(appId)
      const result = await db
        .deleteFrom('app_chains')
        .where('app_id', '=', appId)
        .where('chain_id', '=', chainId)
        .executeTakeFirst()
      return result.numDeletedRows > 0n
    },

    /**
     * The app's chains: the family's catalogue narrowed by `chainIds`, with the app's own
     * chains replacing catalogue entries of the same id or added after them. Exactly one is the
     * default: the app's own default, else the first of `chainIds`, else the catalogue's.
     */
    forApp(app: App): Promise<ServerChain[]> {
      return cache.get(app.id, () => loadChains(app))
    },
  }

  async function loadChains(app: App): Promise<ServerChain[]> {
    const own = await db.selectFrom('app_chains').selectAll().where('app_id', '=', app.id).execute()
    const ownChains: ServerChain[] = own.map(({ app_id: _, default_chain, ...chain }) => ({
      ...chain,
      chain_type: chain.chain_type as ServerChain['chain_type'],
      compatibility: chain.compatibility as ServerChain['compatibility'],
      default_chain: default_chain === 1,
    }))
    const catalogue = defaultChains.filter(
      (chain) =>
        chain.compatibility === app.chainType &&
        (app.chainIds === null ? !isLocalDevnet(chain) : app.chainIds.includes(chain.chain_id)),
    )
    const ordered = app.chainIds
      ? app.chainIds.flatMap((id) => catalogue.filter((chain) => chain.chain_id === id))
      : catalogue
    const merged = [
      ...ordered.map((chain) => ownChains.find((o) => o.chain_id === chain.chain_id) ?? chain),
      ...ownChains.filter((o) => !ordered.some((chain) => chain.chain_id === o.chain_id)),
    ]
    const defaultId =
      ownChains.find((chain) => chain.default_chain)?.chain_id ??
      app.chainIds?.find((id) => merged.some((chain) => chain.chain_id === id)) ??
      merged.find((chain) => chain.default_chain)?.chain_id ??
      merged[0]?.chain_id
    return merged.map((chain) => ({ ...chain, default_chain: chain.chain_id === defaultId }))
  }
}

export type ChainRepository = ReturnType<typeof chainRepository>
