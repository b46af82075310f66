import { createTesseraAdapter } from './adapters/createTesseraAdapter.js'
import { evmFamily } from './families/evmFamily.js'
import { startDemoPage } from './startDemoPage.js'

startDemoPage({
  page: 'tessera',
  createAdapter: (config) => createTesseraAdapter(config).adapter,
  family: evmFamily,
})
