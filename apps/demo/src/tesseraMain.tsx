import { createTesseraAdapter } from './adapters/createTesseraAdapter.js'
import { startDemoPage } from './startDemoPage.js'

startDemoPage({ page: 'tessera', createAdapter: createTesseraAdapter })
