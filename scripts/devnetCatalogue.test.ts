import { devnetChainSpecs } from '@tessera/devnet'
import { expect, test } from 'vitest'
import { localDevnetChains } from '../apps/server/src/chains/defaultChains.js'
import { defaultPortBase, stackPorts } from './stackConfig.js'

test('behavior: the server catalogue knows the devnet chains at the ports npm start uses', () => {
  const ports = stackPorts({ portBase: defaultPortBase }).chains
  expect(localDevnetChains).toEqual(
    devnetChainSpecs.map((spec, index) => ({
      id: spec.id,
      name: spec.name,
      rpcUrl: `http://127.0.0.1:${ports[index]}`,
    })),
  )
})
