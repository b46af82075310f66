import { expect, test } from 'vitest'
import * as testUtils from './index.js'

test('default: exports', () => {
  expect(Object.keys(testUtils).sort()).toMatchInlineSnapshot(`
    [
      "aptInstallCommand",
      "chromiumPath",
      "createDatabase",
      "ensureChromium",
      "ensureDebianPackage",
      "ensurePostgres",
      "findFreePortBase",
      "findPostgresBinDir",
      "isPortFree",
      "launchChromium",
      "pingRedis",
      "redisServerPath",
      "startJwksServer",
      "startPostgres",
      "startRedis",
      "testDatabaseName",
    ]
  `)
})
