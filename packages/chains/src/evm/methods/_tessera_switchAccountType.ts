import { type AccountType, accountTypes } from '@tessera/protocol'
import { invalidParams } from '../../params/invalidParams.js'
import { isRecord } from '../../params/isRecord.js'
import { paramAt } from '../../params/paramAt.js'
import {
  gaslessNotEnabled,
  incorrectAccountType,
  sameAccountType,
} from '../requests/requestTexts.js'
import { defineEvmMethod } from './defineEvmMethod.js'

const isAccountType = (value: unknown): value is AccountType =>
  (accountTypes as readonly unknown[]).includes(value)

/**
 * _tessera_switchAccountType [type] (or [{ type }]): switches between the owner address (eoa)
 * and the smart contract wallet (scw) after approval (SPEC §5, §6).
 */
export const _tessera_switchAccountType = defineEvmMethod<{ readonly to: AccountType }>({
  needsApproval: true,
  parseParams(params, context) {
    if (!context.isGaslessEnabled) throw invalidParams(gaslessNotEnabled)
    const first = paramAt(params, 0)
    const to = isRecord(first) ? first.type : first
    if (!isAccountType(to)) throw invalidParams(incorrectAccountType)
    if (to === context.accountType()) throw invalidParams(sameAccountType)
    return { to }
  },
  describe: ({ to }, context) => ({
    kind: 'switchAccountType',
    method: '_tessera_switchAccountType',
    from: context.accountType(),
    to,
  }),
  run: async ({ params }, context) => {
    context.setAccountType(params.to)
    return null
  },
})
