import { randomBytes } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { AppsTable, Database } from '../db/schema.js'
import {
  type App,
  type AppChainType,
  type AppLoginsInput,
  appGaslessSchema,
  appLoginsSchema,
  appLogosSchema,
  appOriginsSchema,
  appWalletPolicySchema,
  defaultWalletPolicy,
} from './appSettings.js'

const appIdBytes = 20
const defaultSessionMaxAgeS = 7 * 24 * 60 * 60

export type NewApp = Pick<App, 'name' | 'chainType' | 'origins'> &
  Partial<Omit<App, 'id' | 'name' | 'chainType' | 'origins' | 'logins'>> & {
    id?: string
    logins?: AppLoginsInput
  }

/** Stores and reads apps. The only code that touches the `apps` table. */
export function appRepository(db: Kysely<Database>) {
  return {
    async create(app: NewApp): Promise<App> {
      const now = Date.now()
      const id = app.id ?? randomBytes(appIdBytes).toString('hex')
      await db
        .insertInto('apps')
        .values({
          id,
          name: app.name,
          chain_type: app.chainType,
          global: app.global ? 1 : 0,
          session_persisted: app.sessionPersisted === false ? 0 : 1,
          session_max_age_s: app.sessionMaxAgeS ?? defaultSessionMaxAgeS,
          mvx_shard: app.mvxShard ?? null,
          theme: app.theme ?? 'dark',
          logos: JSON.stringify(app.logos ?? {}),
          origins: JSON.stringify(appOriginsSchema.parse(app.origins)),
          logins: JSON.stringify(appLoginsSchema.parse(app.logins ?? {})),
          gasless: JSON.stringify(app.gasless ?? {}),
          chain_ids: app.chainIds ? JSON.stringify(app.chainIds) : null,
          ...walletPolicyColumns(app.walletPolicy ?? defaultWalletPolicy),
          created_at: now,
          updated_at: now,
        })
        .execute()
      const created = await this.find(id)
      if (!created) throw new Error('app vanished after insert')
      return created
    },

    async find(id: string): Promise<App | null> {
      const row = await db.selectFrom('apps').selectAll().where('id', '=', id).executeTakeFirst()
      return row ? toApp(row) : null
    },

    async list(): Promise<App[]> {
      const rows = await db.selectFrom('apps').selectAll().orderBy('created_at').execute()
      return rows.map(toApp)
    },

    async update(id: string, changes: Partial<Omit<App, 'id'>>): Promise<App | null> {
      const values: Partial<AppsTable> = { updated_at: Date.now() }
      if (changes.name !== undefined) values.name = changes.name
      if (changes.chainType !== undefined) values.chain_type = changes.chainType
      if (changes.global !== undefined) values.global = changes.global ? 1 : 0
      if (changes.sessionPersisted !== undefined)
        values.session_persisted = changes.sessionPersisted ? 1 : 0
      if (changes.sessionMaxAgeS !== undefined) values.session_max_age_s = changes.sessionMaxAgeS
      if (changes.mvxShard !== undefined) values.mvx_shard = changes.mvxShard
      if (changes.theme !== undefined) values.theme = changes.theme
      if (changes.logos !== undefined) values.logos = JSON.stringify(changes.logos)
      // Checked on every write: an origin stored before https was required (issue #15 finding 7)
      // is refused by the app's next update that keeps it.
      if (changes.origins !== undefined)
        values.origins = JSON.stringify(appOriginsSchema.parse(changes.origins))
      if (changes.logins !== undefined) values.logins = JSON.stringify(changes.logins)
      if (changes.gasless !== undefined) values.gasless = JSON.stringify(changes.gasless)
      if (changes.chainIds !== undefined)
        values.chain_ids = changes.chainIds ? JSON.stringify(changes.chainIds) : null
      if (changes.walletPolicy !== undefined)
        Object.assign(values, walletPolicyColumns(changes.walletPolicy))
      const result = await db
        .updateTable('apps')
        .set(values)
        .where('id', '=', id)
        .executeTakeFirst()
      return result.numUpdatedRows > 0n ? this.find(id) : null
    },
  }
}

export type AppRepository = ReturnType<typeof appRepository>

/** The policy's columns, checked again here: key export is never stored without NoUI. */
function walletPolicyColumns(policy: App['walletPolicy']) {
  const checked = appWalletPolicySchema.parse(policy)
  return {
    no_ui_allowed: checked.isNoUiAllowed ? 1 : 0,
    key_export_allowed: checked.isKeyExportAllowed ? 1 : 0,
  }
}

function toApp(row: Selectable<AppsTable>): App {
  return {
    id: row.id,
    name: row.name,
    chainType: row.chain_type as AppChainType,
    global: row.global === 1,
    sessionPersisted: row.session_persisted === 1,
    sessionMaxAgeS: row.session_max_age_s,
    mvxShard: row.mvx_shard,
    theme: row.theme === 'light' ? 'light' : 'dark',
    logos: appLogosSchema.parse(JSON.parse(row.logos)),
    origins: JSON.parse(row.origins) as string[],
    logins: appLoginsSchema.parse(JSON.parse(row.logins)),
    gasless: appGaslessSchema.parse(JSON.parse(row.gasless)),
    chainIds: row.chain_ids ? (JSON.parse(row.chain_ids) as string[]) : null,
    // Only an exact 1 turns a setting on: anything else reads as off.
    walletPolicy: {
      isNoUiAllowed: row.no_ui_allowed === 1,
      isKeyExportAllowed: row.no_ui_allowed === 1 && row.key_export_allowed === 1,
    },
  }
}
