import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDatabase as createTestDatabase } from '@tessera/test-utils'
import { Migrator } from 'kysely'
import { afterAll, describe, expect, test } from 'vitest'
import { appRepository } from '../../apps/appRepository.js'
import { testPostgresUrlVariable } from '../../testing/createTestServer.js'
import { createDatabase } from '../createDatabase.js'
import { migrateToLatest, migrations } from '../migrateToLatest.js'
import type { AppsTable } from '../schema.js'

const dataDir = mkdtempSync(join(tmpdir(), 'tessera-migration-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('m0002_appWalletPolicy', () => {
  test('behavior: an app registered before the policy existed gets NoUI and key export off', async () => {
    const postgresUrl = process.env[testPostgresUrlVariable]
    const { db } = createDatabase({
      databaseUrl: postgresUrl
        ? await createTestDatabase(postgresUrl, `t_${randomBytes(6).toString('hex')}`)
        : undefined,
      dataDir,
    })
    try {
      const initial = { '0001_initial': migrations['0001_initial'] }
      await new Migrator({
        db,
        provider: { getMigrations: async () => ({ ...initial }) as typeof migrations },
      }).migrateToLatest()
      const id = 'a'.repeat(40)
      // The row as the first schema wrote it: no policy columns yet.
      const oldRow: Omit<AppsTable, 'no_ui_allowed' | 'key_export_allowed'> = {
        id,
        name: 'Old',
        chain_type: 'evm',
        global: 0,
        session_persisted: 1,
        session_max_age_s: 60,
        mvx_shard: null,
        theme: 'dark',
        logos: '{}',
        origins: '["https://old.example"]',
        logins: '{}',
        gasless: '{}',
        chain_ids: null,
        created_at: 0,
        updated_at: 0,
      }
      await db
        .insertInto('apps')
        .values(oldRow as AppsTable)
        .execute()
      expect(await migrateToLatest(db)).toContain('0002_app_wallet_policy')
      expect((await appRepository(db).find(id))?.walletPolicy).toEqual({
        isNoUiAllowed: false,
        isKeyExportAllowed: false,
      })
    } finally {
      await db.destroy()
    }
  })
})
