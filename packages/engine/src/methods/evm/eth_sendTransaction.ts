import { recordBroadcast } from '../../activities/recordBroadcast.js'
import { defineMethod } from '../../requests/MethodRow.js'
import type { TransactionParams } from '../../requests/RequestDescription.js'
import { finalTransaction } from './finalTransaction.js'
import { parseTransactionParams } from './parseTransactionParams.js'
import { sendWithViem } from './sendWithViem.js'

/**
 * eth_sendTransaction [tx]: after approval, signed by the account and sent to the selected
 * network's node; answers the transaction hash (SPEC §6, §7).
 */
export const eth_sendTransaction = defineMethod<TransactionParams>({
  needsApproval: true,
  parseParams: parseTransactionParams,
  describe: (tx, context) => {
    const { chainId, chainName } = context.networks.selected()
    return {
      kind: 'sendTransaction',
      method: 'eth_sendTransaction',
      chain: { chainId, chainName },
      ...tx,
    }
  },
  checkEdits: (tx, edits) => {
    finalTransaction(tx, edits.gas)
  },
  run: async ({ params, edits }, context) => {
    const tx = finalTransaction(params, edits.gas)
    const hash = await sendWithViem(tx, context)
    await recordBroadcast(tx, hash, { kind: 'host' }, context)
    return hash
  },
})
