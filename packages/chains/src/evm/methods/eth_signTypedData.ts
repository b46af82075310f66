import { WalletError } from '@tessera/errors'
import type { Address } from 'viem'
import { invalidParams } from '../../params/invalidParams.js'
import { isRecord } from '../../params/isRecord.js'
import { paramAt } from '../../params/paramAt.js'
import { chainSummaryOf } from '../../requests/chainSummaryOf.js'
import { requiredParamsMissing } from '../requests/requestTexts.js'
import { defineEvmMethod } from './defineEvmMethod.js'
import { type LegacyTypedField, legacyTypedDataHash } from './legacyTypedDataHash.js'
import { parseAccountParam } from './parseAccountParam.js'

type LegacyTypedDataParams = {
  readonly from: Address
  readonly fields: readonly LegacyTypedField[]
}

const isField = (value: unknown): value is LegacyTypedField =>
  isRecord(value) && typeof value.type === 'string' && typeof value.name === 'string'

/**
 * eth_signTypedData (legacy v1) [typedData, address]. Signing needs the user's consent, so it is
 * approved like v4 (SPEC §6 lists only v4).
 */
export const eth_signTypedData = defineEvmMethod<LegacyTypedDataParams>({
  needsApproval: true,
  needsAccount: true,
  parseParams(params, context) {
    const fields = paramAt(params, 0)
    if (!Array.isArray(fields) || fields.length === 0 || !fields.every(isField))
      throw invalidParams(requiredParamsMissing)
    try {
      legacyTypedDataHash(fields)
    } catch (error) {
      throw invalidParams('invalid typed data', error)
    }
    return { from: parseAccountParam(paramAt(params, 1), context), fields }
  },
  describe: ({ from, fields }, context) => {
    const chain = chainSummaryOf(context.networks.selected())
    return {
      kind: 'signTypedData',
      method: 'eth_signTypedData',
      from,
      chain,
      domain: null,
      primaryType: null,
      message: fields.map(({ name, type, value }) => ({ name, type, value: String(value) })),
    }
  },
  run: async ({ params }, context) => {
    if (!context.account.sign) throw new WalletError('operation_not_supported')
    return context.account.sign({ hash: legacyTypedDataHash(params.fields) })
  },
})
