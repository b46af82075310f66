import { defineEvmMethod } from './defineEvmMethod.js'

/** _tessera_getAccountType: 'eoa' or 'scw', no approval (SPEC §6). */
export const _tessera_getAccountType = defineEvmMethod({
  needsApproval: false,
  parseParams: () => undefined,
  run: async (_request, context) => context.accountType(),
})
