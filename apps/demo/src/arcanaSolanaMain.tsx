import { createArcanaSolanaAdapter } from './adapters/createArcanaSolanaAdapter.js'
import { solanaFamily } from './families/solanaFamily.js'
import { startDemoPage } from './startDemoPage.js'

startDemoPage({
  page: 'arcana-solana',
  createAdapter: createArcanaSolanaAdapter,
  family: solanaFamily,
})
