import type { ServerChain } from '@tessera/engine'
import {
  type ChainCompatibility,
  type ChainType,
  chainCompatibilities,
  chainTypes,
} from '@tessera/protocol'
import { arrayField, asRecord, optionalStringField, stringField } from '../parse/fields.js'

const isChainType = (value: string): value is ChainType =>
  (chainTypes as readonly string[]).includes(value)
const isCompatibility = (value: string): value is ChainCompatibility =>
  (chainCompatibilities as readonly string[]).includes(value)

/**
 * SPEC §3: the gateway's chains (`GET /api/v1/chains/{appId}/`, fields chain_id, name, rpc_url,
 * exp_url, currency, chain_type, default_chain, compatibility), checked field by field. Their family names them
 * once it is loaded (an EVM chain id, a MultiversX 'T' or 'D').
 */
export function parseServerChains(json: unknown): ServerChain[] {
  return arrayField(asRecord(json, 'chains'), 'chains').map((entry) => {
    const chain = asRecord(entry, 'chain')
    const chainType = optionalStringField(chain, 'chain_type')
    const explorerUrl = optionalStringField(chain, 'exp_url')
    const compatibility = optionalStringField(chain, 'compatibility')
    return {
      chainId: stringField(chain, 'chain_id'),
      chainName: stringField(chain, 'name'),
      rpcUrl: stringField(chain, 'rpc_url'),
      ...(explorerUrl ? { explorerUrl } : {}),
      currency: stringField(chain, 'currency'),
      ...(chainType && isChainType(chainType) ? { chainType } : {}),
      ...(compatibility && isCompatibility(compatibility) ? { compatibility } : {}),
      defaultChain: chain.default_chain === true,
    }
  })
}
