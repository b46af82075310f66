import { typedDataAlerts } from '../alerts/typedDataAlerts.js'
import { defineEvmMethod } from './defineEvmMethod.js'
import {
  describeTypedData,
  parseTypedDataParams,
  type TypedDataParams,
} from './parseTypedDataParams.js'

/** The EIP-712 method row of eth_signTypedData_v3 and _v4: signed after approval; permits get alerts (#17). */
export function signTypedDataMethod(method: 'eth_signTypedData_v3' | 'eth_signTypedData_v4') {
  return defineEvmMethod<TypedDataParams>({
    needsApproval: true,
    needsAccount: true,
    parseParams: parseTypedDataParams,
    describe: (params, context) => describeTypedData(method, params, context),
    alerts: typedDataAlerts,
    run: async ({ params }, context) => context.account.signTypedData(params.typedData),
  })
}
