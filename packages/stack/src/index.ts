export { assertPortFree } from './assertPortFree.js'
export { listenOnLoopback } from './listenOnLoopback.js'
export { StackError } from './StackError.js'
export { serveOnLoopback } from './serveOnLoopback.js'
export { describeExit, type SpawnServiceParameters, spawnService } from './spawnService.js'
export { type Stack, startStack } from './startStack.js'
export {
  type PageAnswer,
  type StartStaticSiteParameters,
  type StaticSite,
  startStaticSite,
} from './startStaticSite.js'
export type { RunningService, ServiceDefinition, ServiceExit } from './types.js'
export { type WaitUntilOptions, waitUntil } from './waitUntil.js'
