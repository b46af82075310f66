import { type Address, isAddress } from 'viem'
import { invalidParams } from '../../params/invalidParams.js'
import { paramAt } from '../../params/paramAt.js'
import { evmChainId } from '../evmChainId.js'
import type { RequestWarning } from '../requests/EvmRequestDescription.js'
import { decodeMessage } from './decodeMessage.js'
import { defineEvmMethod } from './defineEvmMethod.js'
import { describeSignMessage } from './describeSignMessage.js'
import { parseAccountParam } from './parseAccountParam.js'

type PersonalSignParams = {
  readonly message: string
  readonly from: Address
  readonly warnings: readonly RequestWarning[]
}

const isAddressParam = (value: unknown) =>
  typeof value === 'string' && value.length === 42 && isAddress(value, { strict: false })

/** personal_sign [message, address]: signs the message after approval (SPEC §6, §7). */
export const personal_sign = defineEvmMethod<PersonalSignParams>({
  needsApproval: true,
  needsAccount: true,
  parseParams(params, context) {
    const [first, second] = [paramAt(params, 0), paramAt(params, 1)]
    // SPEC §5: [address, message] is fixed to [message, address], with a warning.
    const isSwapped = isAddressParam(first) && !isAddressParam(second)
    const [message, address] = isSwapped ? [second, first] : [first, second]
    if (typeof message !== 'string') throw invalidParams('message must be a string')
    return {
      message,
      from: parseAccountParam(address, context),
      warnings: isSwapped ? ['paramsSwapped'] : [],
    }
  },
  describe: ({ message, from, warnings }, context) =>
    describeSignMessage({
      method: 'personal_sign',
      from,
      message,
      warnings,
      // #17 SIWE: checked against the selected chain; a chain change describes it again.
      signIn: { chainId: evmChainId(context.networks.selected()), now: new Date() },
    }),
  run: async ({ params }, context) =>
    context.account.signMessage({ message: decodeMessage(params.message).signable }),
})
