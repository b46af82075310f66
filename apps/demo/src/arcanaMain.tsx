import { createArcanaAdapter } from './adapters/createArcanaAdapter.js'
import { evmFamily } from './families/evmFamily.js'
import { startDemoPage } from './startDemoPage.js'

startDemoPage({
  page: 'arcana',
  createAdapter: (config) => createArcanaAdapter(config).adapter,
  family: evmFamily,
})
