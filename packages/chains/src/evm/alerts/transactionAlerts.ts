import type { SecurityAlert } from '../../requests/SecurityAlert.js'
import type { EvmContext } from '../EvmContext.js'
import type { TransactionParams } from '../requests/EvmRequestDescription.js'
import { createAlertContext } from './createAlertContext.js'
import { evaluateAlerts } from './evaluateAlerts.js'

/** The security alerts of an eth_sendTransaction waiting for approval, on the selected network. */
export async function transactionAlerts(
  tx: TransactionParams,
  context: EvmContext,
): Promise<readonly SecurityAlert[]> {
  const { publicClient } = context.client(context.networks.selected())
  return evaluateAlerts(
    { kind: 'transaction', from: tx.from, to: tx.to, data: tx.data, value: tx.value },
    // Permit deadlines are wall-clock times; this clock only ever adds a caution.
    createAlertContext(publicClient, Date.now()),
  )
}
