import { defineMethod } from '../../requests/MethodRow.js'
import { requirePrivateKey } from './requirePrivateKey.js'

/** _tessera_getPrivateKey: the account's private key, in NoUI mode only (SPEC §5, §6). */
export const _tessera_getPrivateKey = defineMethod({
  needsApproval: false,
  modes: ['noUI'],
  parseParams: () => undefined,
  run: async (_request, context) => requirePrivateKey(context),
})
