import { WalletError } from '@tessera/errors'
import { defineMethod } from '../../requests/MethodRow.js'

/** eth_signTransaction: answered with operation_not_supported (SPEC §5, §8). */
export const eth_signTransaction = defineMethod({
  needsApproval: false,
  parseParams: () => {
    throw new WalletError('operation_not_supported')
  },
  run: async () => {
    throw new WalletError('operation_not_supported')
  },
})
