import type { Address, Hex } from 'viem'
import type { AlertCall, AlertContext } from '../AlertContext.js'

/** A contract's code, as far as the alert rules care: something, not empty. */
export const someContractCode: Hex = '0x6080604052'

export type FakeAlertContextParameters = {
  /** Code by lowercase address (latest block); no entry: an EOA. */
  readonly codes?: Readonly<Record<string, Hex>>
  /** Code by lowercase address at earlier blocks: none when absent. */
  readonly codesBefore?: Readonly<Record<string, Hex>>
  readonly blockNumber?: bigint
  readonly call?: (call: AlertCall) => Promise<Hex | undefined>
  readonly nowSeconds?: bigint
}

/** A chain the alert rules can read, in memory, recording the code reads they make. */
export function fakeAlertContext(parameters: FakeAlertContextParameters = {}) {
  const reads: string[] = []
  const context: AlertContext = {
    async getCode(address: Address, options) {
      const key = address.toLowerCase()
      reads.push(`${key}@${options?.blockNumber ?? 'latest'}`)
      const codes = options?.blockNumber === undefined ? parameters.codes : parameters.codesBefore
      return codes?.[key]
    },
    getBlockNumber: async () => parameters.blockNumber ?? 20_000_000n,
    call: parameters.call ?? (async () => Promise.reject(new Error('execution reverted'))),
    nowSeconds: parameters.nowSeconds ?? 1_800_000_000n,
  }
  return { context, reads }
}
