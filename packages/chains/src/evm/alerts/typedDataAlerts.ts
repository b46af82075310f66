import type { SecurityAlert } from '../../requests/SecurityAlert.js'
import type { EvmContext } from '../EvmContext.js'
import type { TypedDataParams } from '../methods/parseTypedDataParams.js'
import { createAlertContext } from './createAlertContext.js'
import { evaluateAlerts } from './evaluateAlerts.js'

/** The security alerts of an eth_signTypedData_v3/_v4 waiting for approval (permits). */
export async function typedDataAlerts(
  { from, typedData }: TypedDataParams,
  context: EvmContext,
): Promise<readonly SecurityAlert[]> {
  const { publicClient } = context.client(context.networks.selected())
  return evaluateAlerts(
    {
      kind: 'typedData',
      from,
      domain: { ...typedData.domain },
      primaryType: typedData.primaryType,
      message: { ...typedData.message },
    },
    // Permit deadlines are wall-clock times; this clock only ever adds a caution.
    createAlertContext(publicClient, Date.now()),
  )
}
