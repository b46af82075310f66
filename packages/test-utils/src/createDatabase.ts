import { join } from 'node:path'
import { ensurePostgres } from './ensurePostgres.js'
import { runTool } from './runTool.js'

const databaseNamePattern = /^[a-z_][a-z0-9_]{0,62}$/

/**
 * Creates database `name` on the server `url` points at and returns its URL, so each test file
 * can have its own database on one shared cluster.
 */
export async function createDatabase(url: string, name: string): Promise<string> {
  if (!databaseNamePattern.test(name))
    throw new Error(`database name must match ${databaseNamePattern}: ${JSON.stringify(name)}`)
  const server = new URL(url)
  const createdb = join(ensurePostgres(), 'createdb')
  const user = decodeURIComponent(server.username) || 'postgres'
  await runTool(createdb, [
    '-h',
    server.hostname,
    '-p',
    server.port || '5432',
    '-U',
    user,
    '-w',
    name,
  ])
  const created = new URL(url)
  created.pathname = `/${name}`
  return created.href
}
