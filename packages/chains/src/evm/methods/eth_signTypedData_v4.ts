import { signTypedDataMethod } from './signTypedDataMethod.js'

/** eth_signTypedData_v4 [address, typedData]: EIP-712 signature after approval (SPEC §5, §6). */
export const eth_signTypedData_v4 = signTypedDataMethod('eth_signTypedData_v4')
