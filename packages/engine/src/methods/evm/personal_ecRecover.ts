import { type Hex, isHex, recoverMessageAddress } from 'viem'
import { invalidParams } from '../../requests/invalidParams.js'
import { defineMethod } from '../../requests/MethodRow.js'
import { paramAt } from '../../requests/paramAt.js'
import { decodeMessage } from './decodeMessage.js'

/** personal_ecRecover [message, signature]: the address that signed the message (SPEC §7). */
export const personal_ecRecover = defineMethod<{
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
