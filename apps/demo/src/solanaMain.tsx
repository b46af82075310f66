import { createTesseraSolanaAdapter } from './adapters/createTesseraSolanaAdapter.js'
import { solanaFamily } from './families/solanaFamily.js'
import { startDemoPage } from './startDemoPage.js'

startDemoPage({ page: 'solana', createAdapter: createTesseraSolanaAdapter, family: solanaFamily })
