import { type Chain, defineChain } from 'viem'

/** The two local EVM chains `npm start` runs, so adding and switching networks is testable. */
export const devnetChainSpecs = [
  { id: 31_337, name: 'Tessera Local' },
  { id: 31_338, name: 'Tessera Local 2' },
] as const

export type DevnetChainSpec = (typeof devnetChainSpecs)[number]

/** A viem chain for a devnet chain served at `rpcUrl`. */
export function devnetChain(spec: DevnetChainSpec, rpcUrl: string): Chain {
  return defineChain({
    id: spec.id,
    name: spec.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}
