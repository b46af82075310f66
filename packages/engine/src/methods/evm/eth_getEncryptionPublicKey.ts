import { defineMethod } from '../../requests/MethodRow.js'
import { paramAt } from '../../requests/paramAt.js'
import { encryptionPublicKey } from './encryption/encryptionPublicKey.js'
import { parseAccountParam } from './parseAccountParam.js'
import { requirePrivateKey } from './requirePrivateKey.js'

/** eth_getEncryptionPublicKey [address]: the account's encryption key, no approval (SPEC §6). */
export const eth_getEncryptionPublicKey = defineMethod({
  needsApproval: false,
  parseParams: (params, context) => parseAccountParam(paramAt(params, 0), context),
  run: async (_request, context) => encryptionPublicKey(requirePrivateKey(context)),
})
