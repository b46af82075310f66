import {
  type Address,
  getTypesForEIP712Domain,
  type TypedDataDefinition,
  type TypedDataDomain,
  validateTypedData,
} from 'viem'
import { invalidParams } from '../../params/invalidParams.js'
import { isRecord } from '../../params/isRecord.js'
import { paramAt } from '../../params/paramAt.js'
import { chainSummaryOf } from '../../requests/chainSummaryOf.js'
import type { EvmContext } from '../EvmContext.js'
import { evmChainId } from '../evmChainId.js'
import type { EvmRequestDescription as RequestDescription } from '../requests/EvmRequestDescription.js'
import { parseChainId } from '../requests/parseChainId.js'
import { domainChainMismatch, requiredParamsMissing } from '../requests/requestTexts.js'
import { parseAccountParam } from './parseAccountParam.js'
import { typedDataTree } from './typedDataTree.js'

export type TypedDataParams = {
  readonly from: Address
  readonly typedData: TypedDataDefinition
}

/**
 * eth_signTypedData_v3/_v4 params [address, typedData]: the payload must be an object with a
 * domain ('required params missing'), and a domain chain id must be the selected network's
 * (SPEC §5). The payload may come as JSON text.
 */
export function parseTypedDataParams(params: unknown, context: EvmContext): TypedDataParams {
  const from = parseAccountParam(paramAt(params, 0), context)
  const payload = readPayload(paramAt(params, 1))
  if (
    !isRecord(payload) ||
    !isRecord(payload.domain) ||
    !isRecord(payload.types) ||
    typeof payload.primaryType !== 'string' ||
    !isRecord(payload.message)
  )
    throw invalidParams(requiredParamsMissing)
  assertDomainChain(payload.domain, context)
  const typedData = payload as unknown as TypedDataDefinition
  try {
    validateTypedData(typedData)
  } catch (error) {
    throw invalidParams('invalid typed data', error)
  }
  return { from, typedData }
}

/** SPEC §5: 'domain chain ID {x} does not match network chain id {y}'. */
export function assertDomainChain(domain: Record<string, unknown>, context: EvmContext) {
  if (domain.chainId === undefined) return
  const networkChainId = evmChainId(context.networks.selected())
  const domainChainId = parseChainId(domain.chainId)
  if (domainChainId !== networkChainId)
    throw invalidParams(domainChainMismatch(domainChainId ?? Number.NaN, networkChainId))
}

/** The typed-data approval: the domain and the message as trees. */
export function describeTypedData(
  method: 'eth_signTypedData_v3' | 'eth_signTypedData_v4',
  { from, typedData }: TypedDataParams,
  context: EvmContext,
): RequestDescription {
  assertDomainChain(typedData.domain as Record<string, unknown>, context)
  const domain = (typedData.domain ?? {}) as TypedDataDomain
  const types = {
    EIP712Domain: getTypesForEIP712Domain({ domain }),
    ...typedData.types,
  } as Record<string, { name: string; type: string }[]>
  const chain = chainSummaryOf(context.networks.selected())
  return {
    kind: 'signTypedData',
    method,
    from,
    chain,
    domain: typedDataTree(types, 'EIP712Domain', domain),
    primaryType: typedData.primaryType,
    message: typedDataTree(types, typedData.primaryType, typedData.message),
  }
}

function readPayload(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return undefined // not JSON: refused as missing params by the caller
  }
}
