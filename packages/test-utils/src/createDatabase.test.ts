import { describe, expect, test } from 'vitest'
import { createDatabase } from './createDatabase.js'

describe('createDatabase', () => {
  test('error: a name that is not a plain identifier is refused before anything runs', async () => {
    await expect(
      createDatabase('postgresql://postgres@127.0.0.1:5432/postgres', 'x; drop database y'),
    ).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: database name must match /^[a-z_][a-z0-9_]{0,62}$/: "x; drop database y"]`,
    )
  })
})
