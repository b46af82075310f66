import { WalletError } from '@tessera/errors'
import { defineEvmMethod } from './defineEvmMethod.js'

/** eth_signTransaction: answered with operation_not_supported (SPEC §5, §8). */
export const eth_signTransaction = defineEvmMethod({
  needsApproval: false,
  needsAccount: true,
  parseParams: () => {
    throw new WalletError('operation_not_supported')
  },
  run: async () => {
    throw new WalletError('operation_not_supported')
  },
})
