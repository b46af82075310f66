import { expect, test } from 'vitest'
import * as testUtils from './index.js'

test('default: exports', () => {
  expect(Object.keys(testUtils).sort()).toMatchInlineSnapshot(`
    [
      "aptInstallCommand",
      "chromiumPath",
      "cpuSecondsOf",
      "createDatabase",
      "ensureChromium",
      "ensureDebianPackage",
      "ensurePostgres",
      "findFreePortBase",
      "findPostgresBinDir",
      "isPortFree",
      "launchChromium",
      "nodeChildrenOf",
      "pageOfModule",
      "pingRedis",
      "redisServerPath",
      "runTool",
      "startJwksServer",
      "startPostgres",
      "startRedis",
      "testDatabaseName",
      "waitForApprovalInput",
    ]
  `)
})
