// @tessera/engine/testing: helpers for tests of the engine and of the families' method tables.

export { memoryCallBatchStore } from '../calls/memoryCallBatchStore.js'
export { memoryConnectionStore } from '../connection/memoryConnectionStore.js'
export {
  createTestEngine,
  requestApproved,
  testAccount,
  testHostOrigin,
  testNetwork,
  testPrivateKey,
  waitForPending,
} from './createTestEngine.js'
export { engineOnLocalChain } from './engineOnLocalChain.js'
export { startedForFile } from './startedForFile.js'
export { testActivity, testHash, testOrderActivity } from './testActivity.js'
export { wireErrorOf } from './wireErrorOf.js'
