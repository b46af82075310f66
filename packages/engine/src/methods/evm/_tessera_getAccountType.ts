import { defineMethod } from '../../requests/MethodRow.js'

/** _tessera_getAccountType: 'eoa' or 'scw', no approval (SPEC §6). */
export const _tessera_getAccountType = defineMethod({
  needsApproval: false,
  parseParams: () => undefined,
  run: async (_request, context) => context.accountType(),
})
