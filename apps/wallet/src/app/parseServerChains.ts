import type { NetworkConfig } from '@tessera/engine'
import { type ChainType, chainFamilies, chainTypes, defaultNativeDecimals } from '@tessera/protocol'
import { arrayField, asRecord, optionalStringField, stringField } from '../parse/fields.js'

const isChainType = (value: string): value is ChainType =>
  (chainTypes as readonly string[]).includes(value)

/**
 * SPEC §3: the gateway's chains (`GET /api/v1/chains/{appId}/`, fields chain_id, name, rpc_url,
 * exp_url, currency, chain_type, default_chain) as network configs. Chains with a non-numeric id
 * (MultiversX 'T', 'D') are left out: the engine is EVM for now.
 */
export function parseServerChains(json: unknown): NetworkConfig[] {
  return arrayField(asRecord(json, 'chains'), 'chains').flatMap((entry) => {
    const chain = asRecord(entry, 'chain')
    const chainId = Number(stringField(chain, 'chain_id'))
    if (!Number.isSafeInteger(chainId) || chainId <= 0) return []
    const chainType = optionalStringField(chain, 'chain_type')
    const currency = stringField(chain, 'currency')
    const explorer = optionalStringField(chain, 'exp_url')
    return [
      {
        chainId,
        chainName: stringField(chain, 'name'),
        rpcUrls: [stringField(chain, 'rpc_url')],
        blockExplorerUrls: explorer ? [explorer] : [],
        nativeCurrency: {
          symbol: currency,
          name: currency,
          decimals:
            chainType && isChainType(chainType)
              ? chainFamilies[chainType].nativeDecimals
              : defaultNativeDecimals,
        },
        isCustom: false,
        ...(chainType && isChainType(chainType) ? { chainType } : {}),
        defaultChain: chain.default_chain === true,
      },
    ]
  })
}
