import { createArcanaAdapter } from './adapters/createArcanaAdapter.js'
import { startDemoPage } from './startDemoPage.js'

startDemoPage({ page: 'arcana', createAdapter: createArcanaAdapter })
