export { createDatabase } from './createDatabase.js'
export { chromiumPath, ensureChromium } from './ensureChromium.js'
export {
  aptInstallCommand,
  type EnsureDebianPackageParameters,
  ensureDebianPackage,
} from './ensureDebianPackage.js'
export { ensurePostgres, findPostgresBinDir } from './ensurePostgres.js'
export { findFreePortBase, isPortFree } from './findFreePortBase.js'
export { launchChromium } from './launchChromium.js'
export { cpuSecondsOf, nodeChildrenOf } from './linuxProcesses.js'
export { pageOfModule } from './pageOfModule.js'
export { pingRedis } from './pingRedis.js'
export { runTool } from './runTool.js'
export { type JwksServer, startJwksServer } from './startJwksServer.js'
export { type StartedPostgres, startPostgres, testDatabaseName } from './startPostgres.js'
export {
  redisServerPath,
  type StartedRedis,
  type StartRedisOptions,
  startRedis,
} from './startRedis.js'
export { waitForApprovalInput } from './waitForApprovalInput.js'
