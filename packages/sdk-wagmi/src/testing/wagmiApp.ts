// The host app of the wagmi browser test: real @wagmi/core and viem, the Tessera connector, the
// SDK against the test wallet whose origin comes in the query (`?walletUrl=`).
import { Tessera } from '@tessera/sdk'
import {
  connect,
  createConfig,
  disconnect,
  getAccount,
  getConnectors,
  signMessage,
  switchChain,
} from '@wagmi/core'
import { defineChain, http } from 'viem'
import { tessera } from '../tessera.js'

const chain = (id: number, name: string) =>
  defineChain({
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:1/${id}`] } },
  })
const local = chain(31337, 'Local A')
const other = chain(31338, 'Local B')
const walletUrl = new URLSearchParams(location.search).get('walletUrl') ?? ''
const instance = new Tessera({ appId: 'ab12cd34ab12cd34ab12cd34ab12cd34ab12cd34', walletUrl })
const config = createConfig({
  chains: [local, other],
  connectors: [tessera({ instance })],
  transports: { [local.id]: http(), [other.id]: http() },
})

Object.assign(window, {
  wagmiTest: {
    config,
    instance,
    connect,
    disconnect,
    getAccount,
    getConnectors,
    signMessage,
    switchChain,
  },
})
