import type { Client } from 'viem'
import { call, getBlockNumber, getCode } from 'viem/actions'
import type { AlertContext } from './AlertContext.js'

/** The read-only chain context of the alert rules, over a network's viem client. */
export function createAlertContext(client: Client, nowMs: number): AlertContext {
  return {
    getCode: (address, options) =>
      getCode(client, {
        address,
        ...(options?.blockNumber === undefined ? {} : { blockNumber: options.blockNumber }),
      }),
    getBlockNumber: () => getBlockNumber(client, { cacheTime: 0 }),
    call: async (request) => (await call(client, request)).data,
    nowSeconds: BigInt(Math.floor(nowMs / 1000)),
  }
}
