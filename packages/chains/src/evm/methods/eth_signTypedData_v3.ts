import { signTypedDataMethod } from './signTypedDataMethod.js'

/**
 * eth_signTypedData_v3: EIP-712 as v4 (v3 payloads are a subset). SPEC §6 names only v4 among
 * the methods needing approval; a signature always needs the user's consent, so v3 does too.
 */
export const eth_signTypedData_v3 = signTypedDataMethod('eth_signTypedData_v3')
