import type { Kysely } from 'kysely'
import type { App } from '../apps/appSettings.js'
import type { Database } from '../db/schema.js'
import { defaultChains } from './defaultChains.js'
import type { ServerChain } from './serverChain.js'

/** An app's own chains (`chains add`) and the list the gateway answers. */
export function chainRepository(db: Kysely<Database>) {
  return {
    /** Adds or replaces one of the app's own chains. */
    async upsert(appId: string, chain: ServerChain): Promise<void> {
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
    async forApp(app: App): Promise<ServerChain[]> {
      const own = await db
        .selectFrom('app_chains')
        .selectAll()
        .where('app_id', '=', app.id)
        .execute()
      const ownChains: ServerChain[] = own.map(({ app_id: _, default_chain, ...chain }) => ({
        ...chain,
        chain_type: chain.chain_type as ServerChain['chain_type'],
        compatibility: chain.compatibility as ServerChain['compatibility'],
        default_chain: default_chain === 1,
      }))
      const catalogue = defaultChains.filter(
        (chain) =>
          chain.compatibility === app.chainType &&
          (app.chainIds === null || app.chainIds.includes(chain.chain_id)),
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
    },
  }
}

export type ChainRepository = ReturnType<typeof chainRepository>
