import { paramAt } from '../../params/paramAt.js'
import { defineEvmMethod } from './defineEvmMethod.js'
import { encryptionPublicKey } from './encryption/encryptionPublicKey.js'
import { parseAccountParam } from './parseAccountParam.js'

/** eth_getEncryptionPublicKey [address]: the account's encryption key, no approval (SPEC §6). */
export const eth_getEncryptionPublicKey = defineEvmMethod({
  needsApproval: false,
  needsAccount: true,
  parseParams: (params, context) => parseAccountParam(paramAt(params, 0), context),
  run: async (_request, context) => encryptionPublicKey(context.privateKey),
})
