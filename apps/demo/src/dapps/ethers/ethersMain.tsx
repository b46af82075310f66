import { createTesseraAdapter } from '../../adapters/createTesseraAdapter.js'
import { startDemoPage } from '../../startDemoPage.js'
import { dappFamily } from '../dappFamily.js'
import { createEthersDapp } from './createEthersDapp.js'

startDemoPage({
  page: 'ethers',
  createAdapter: (config) => createTesseraAdapter(config).adapter,
  family: dappFamily({ name: 'ethers v6', createClient: createEthersDapp }),
})
