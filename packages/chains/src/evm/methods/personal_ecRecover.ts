import { type Hex, isHex, recoverMessageAddress } from 'viem'
import { invalidParams } from '../../params/invalidParams.js'
import { paramAt } from '../../params/paramAt.js'
import { decodeMessage } from './decodeMessage.js'
import { defineEvmMethod } from './defineEvmMethod.js'

/** personal_ecRecover [message, signature]: the address that signed the message (SPEC §7). */
export const personal_ecRecover = defineEvmMethod<{
  readonly message: string
  readonly signature: Hex
}>({
  needsApproval: false,
  parseParams(params) {
    const [message, signature] = [paramAt(params, 0), paramAt(params, 1)]
    if (typeof message !== 'string') throw invalidParams('message must be a string')
    if (!isHex(signature, { strict: true })) throw invalidParams('signature must be hex')
    return { message, signature }
  },
  run: async ({ params }) =>
    recoverMessageAddress({
      message: decodeMessage(params.message).signable,
      signature: params.signature,
    }).catch((error: unknown) => {
      throw invalidParams('invalid signature', error)
    }),
})
