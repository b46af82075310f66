import { WalletError } from '@tessera/errors'
import type { Address } from 'viem'
import { invalidParams } from '../../params/invalidParams.js'
import { paramAt } from '../../params/paramAt.js'
import { defineEvmMethod } from './defineEvmMethod.js'
import { describeSignMessage } from './describeSignMessage.js'
import { parseAccountParam } from './parseAccountParam.js'

/**
 * eth_sign [address, data]: shown with the deprecated-method warning, and answered with
 * operation_not_supported, never signed (SPEC §2, §5, §8). Rejecting it gives user_deny.
 */
export const eth_sign = defineEvmMethod<{ readonly from: Address; readonly data: string }>({
  needsApproval: true,
  needsAccount: true,
  parseParams(params, context) {
    const data = paramAt(params, 1)
    if (typeof data !== 'string') throw invalidParams('data must be a string')
    return { from: parseAccountParam(paramAt(params, 0), context), data }
  },
  describe: ({ from, data }) =>
    describeSignMessage({
      method: 'eth_sign',
      from,
      message: data,
      warnings: ['deprecatedMethod'],
    }),
  run: async () => {
    throw new WalletError('operation_not_supported')
  },
})
