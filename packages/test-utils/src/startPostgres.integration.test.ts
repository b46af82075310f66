import { Client } from 'pg'
import { describe, expect, test } from 'vitest'
import { createDatabase } from './createDatabase.js'
import { isPortFree } from './findFreePortBase.js'
import { startPostgres } from './startPostgres.js'

/** Runs `work` with a connected client and always disconnects it. */
async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

describe('startPostgres', () => {
  test('default: a real server stores rows, and stop frees its port', async () => {
    const postgres = await startPostgres()
    const port = Number(new URL(postgres.url).port)
    expect(postgres.url).toBe(`postgresql://postgres@127.0.0.1:${port}/tessera_test`)
    try {
      const rows = await withClient(postgres.url, async (client) => {
        await client.query('create table wallets (id serial primary key, address text not null)')
        await client.query('insert into wallets (address) values ($1), ($2)', ['0xa1', '0xb2'])
        return (await client.query('select address from wallets order by id')).rows
      })
      expect(rows).toEqual([{ address: '0xa1' }, { address: '0xb2' }])
    } finally {
      await postgres.stop()
    }
    expect(await isPortFree(port)).toBe(true)
    await expect(postgres.stop()).resolves.toBeUndefined()
  })
})

describe('createDatabase', () => {
  test('behavior: databases on one cluster do not share tables', async () => {
    const postgres = await startPostgres()
    try {
      const otherUrl = await createDatabase(postgres.url, 'tessera_other')
      expect(otherUrl).toBe(postgres.url.replace(/tessera_test$/, 'tessera_other'))
      await withClient(postgres.url, (client) => client.query('create table only_here (id int)'))
      const tables = await withClient(otherUrl, async (client) => {
        const result = await client.query(
          "select table_name from information_schema.tables where table_schema = 'public'",
        )
        return result.rows
      })
      expect(tables).toEqual([])
    } finally {
      await postgres.stop()
    }
  })
})
