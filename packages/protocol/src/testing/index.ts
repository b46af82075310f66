// @tessera/protocol/testing: fixtures of the cross-window messages, for the tests of those who send
// or answer them.

export { testSellDeposit, testSeller, testSellInit, testSellOrder } from './sellFixtures.js'
