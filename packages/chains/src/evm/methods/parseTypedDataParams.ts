import type { Address, TypedDataDefinition } from 'viem'
import { invalidParams } from '../../params/invalidParams.js'
import { isRecord } from '../../params/isRecord.js'
import { paramAt } from '../../params/paramAt.js'
import { chainSummaryOf } from '../../requests/chainSummaryOf.js'
import type { EvmContext } from '../EvmContext.js'
import { evmChainId } from '../evmChainId.js'
import type { EvmRequestDescription as RequestDescription } from '../requests/EvmRequestDescription.js'
import { parseChainId } from '../requests/parseChainId.js'
import { domainChainMismatch, requiredParamsMissing } from '../requests/requestTexts.js'
import { assertTypedDataValue } from '../typedData/assertTypedDataValue.js'
import { eip712DomainFields } from '../typedData/eip712DomainFields.js'
import { parseTypedDataTypes } from '../typedData/parseTypedDataTypes.js'
import type { TypedDataTypes } from '../typedData/TypedDataTypes.js'
import { parseAccountParam } from './parseAccountParam.js'
import { typedDataTree } from './typedDataTree.js'

export type TypedDataParams = {
  readonly from: Address
  /** Its `types` always hold the `EIP712Domain` the domain is hashed with. */
  readonly typedData: TypedDataDefinition
}

/**
 * eth_signTypedData_v3/_v4 params [address, typedData]: the payload must be an object with a
 * domain ('required params missing'), and a domain chain id must be the selected network's
 * (SPEC §5). The payload may come as JSON text. Refused before approval too (issue #17): a type
 * that is not EIP-712, a primaryType not defined or `EIP712Domain`, a domain field of another
 * type than EIP-712 gives it, and any value of the domain or the message not encodable under its
 * type, missing, or outside the types; so what the approval shows is exactly what is signed.
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
  const { domain, message, primaryType } = payload
  const declared = parseTypedDataTypes(payload.types)
  assertPrimaryType(primaryType, declared)
  const types = { ...declared, EIP712Domain: eip712DomainFields(declared, domain) }
  assertDomainChain(domain, context)
  assertTypedDataValue(types, 'EIP712Domain', domain, 'domain')
  assertTypedDataValue(types, primaryType, message, 'message')
  return { from, typedData: { types, primaryType, domain, message } as TypedDataDefinition }
}

function assertPrimaryType(primaryType: string, types: TypedDataTypes): void {
  if (primaryType === 'EIP712Domain')
    throw invalidParams('typed data primaryType must be the message type, not EIP712Domain')
  if (!Object.hasOwn(types, primaryType))
    throw invalidParams(
      `typed data primaryType ${JSON.stringify(primaryType)} is not defined in types`,
    )
}

/**
 * SPEC §5: 'domain chain ID {x} does not match network chain id {y}'; a domain chain id must be
 * a number (or its hex or decimal string, as `parseChainId` reads chain ids everywhere).
 */
export function assertDomainChain(domain: Record<string, unknown>, context: EvmContext) {
  if (domain.chainId === undefined) return
  const networkChainId = evmChainId(context.networks.selected())
  const domainChainId = parseChainId(domain.chainId)
  if (domainChainId === undefined)
    throw invalidParams('typed data domain.chainId is not a chain id: expected a number')
  if (domainChainId !== networkChainId)
    throw invalidParams(domainChainMismatch(domainChainId, networkChainId))
}

/** The typed-data approval: the domain and the message as trees of their typed fields. */
export function describeTypedData(
  method: 'eth_signTypedData_v3' | 'eth_signTypedData_v4',
  { from, typedData }: TypedDataParams,
  context: EvmContext,
): RequestDescription {
  const domain = typedData.domain as Record<string, unknown>
  assertDomainChain(domain, context)
  const types = typedData.types as TypedDataTypes
  return {
    kind: 'signTypedData',
    method,
    from,
    chain: chainSummaryOf(context.networks.selected()),
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
