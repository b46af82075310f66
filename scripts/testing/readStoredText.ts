import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'

/** What one file holds, as text an auditor would grep. */
export type StoredText = { readonly source: string; readonly text: string }

const sqliteHeader = 'SQLite format 3\0'

/**
 * Everything written under `folders`, as text: every file's raw bytes (freed database pages and
 * write-ahead logs included), and for each SQLite database every row of every table, each value
 * as written and, for binary columns, as hex and base64.
 */
export function readStoredText(folders: readonly string[]): StoredText[] {
  const files = folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name)),
  )
  return files.flatMap((file) => {
    const bytes = readFileSync(file)
    const raw = { source: file, text: bytes.toString('latin1') }
    if (bytes.subarray(0, sqliteHeader.length).toString('latin1') !== sqliteHeader) return [raw]
    return [raw, { source: `${file} (rows)`, text: readRows(file) }]
  })
}

/** Every row of every table of a SQLite database, one line per row. */
function readRows(file: string): string {
  const db = new SqliteDatabase(file, { readonly: true })
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
      name: string
    }[]
    return tables
      .flatMap(({ name }) =>
        (db.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[]).map(
          (row) => `${name}: ${Object.values(row).map(asText).join(' | ')}`,
        ),
      )
      .join('\n')
  } finally {
    db.close()
  }
}

function asText(value: unknown): string {
  if (Buffer.isBuffer(value))
    return `${value.toString('hex')} ${value.toString('base64')} ${value.toString('latin1')}`
  return String(value)
}
