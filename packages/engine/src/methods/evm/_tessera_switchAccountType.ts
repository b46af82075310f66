import { type AccountType, accountTypes } from '@tessera/protocol'
import { invalidParams } from '../../requests/invalidParams.js'
import { isRecord } from '../../requests/isRecord.js'
import { defineMethod } from '../../requests/MethodRow.js'
import { paramAt } from '../../requests/paramAt.js'
import {
  gaslessNotEnabled,
  incorrectAccountType,
  sameAccountType,
} from '../../requests/requestTexts.js'

const isAccountType = (value: unknown): value is AccountType =>
  (accountTypes as readonly unknown[]).includes(value)

/**
 * _tessera_switchAccountType [type] (or [{ type }]): switches between the owner address (eoa)
 * and the smart contract wallet (scw) after approval (SPEC §5, §6).
 */
export const _tessera_switchAccountType = defineMethod<{ readonly to: AccountType }>({
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
