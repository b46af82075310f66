import {
  devnetChainSpecs,
  onrampMoneyLocalCoinCode,
  onrampMoneyLocalNetwork,
} from '@tessera/devnet'
import { expect, test } from 'vitest'
import { localDevnetChains } from '../apps/server/src/chains/defaultChains.js'
import { onrampStandInEntry } from '../apps/server/src/gateway/onrampCoinConfig.js'
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

test('behavior: O-006 the gateway names each devnet chain for the second on-ramp as its stand-in does (#20)', () => {
  for (const spec of devnetChainSpecs)
    expect(onrampStandInEntry(spec.id)).toEqual({
      chain_id: String(spec.id),
      compatibility: 'evm',
      transak: null,
      onramp: { network: onrampMoneyLocalNetwork(spec.id), coin: onrampMoneyLocalCoinCode },
    })
})
