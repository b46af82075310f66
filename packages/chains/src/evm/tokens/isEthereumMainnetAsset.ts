import { ethereumMainnetChainId } from '@tessera/protocol'
import { loadKnownTokens } from './loadKnownTokens.js'

let mainnetAddresses: Promise<ReadonlySet<string>> | undefined

/**
 * SPEC §5: the address is a known Ethereum-mainnet token or collection (the chain-1 catalogue of
 * SPEC §3). The catalogue is static, so its addresses are read once, on first use.
 */
export async function isEthereumMainnetAsset(address: string): Promise<boolean> {
  mainnetAddresses ??= loadKnownTokens(ethereumMainnetChainId).then(
    (tokens) => new Set(tokens.map((token) => token.address.toLowerCase())),
  )
  return (await mainnetAddresses).has(address.toLowerCase())
}
