import { createTesseraAdapter } from '../../adapters/createTesseraAdapter.js'
import { startDemoPage } from '../../startDemoPage.js'
import { dappFamily } from '../dappFamily.js'
import { createViemDapp } from './createViemDapp.js'

startDemoPage({
  page: 'viem',
  createAdapter: (config) => createTesseraAdapter(config).adapter,
  family: dappFamily({ name: 'viem', createClient: createViemDapp }),
})
