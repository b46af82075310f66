import type { Activity } from '../../activities/Activity.js'
import type { NetworkConfig } from '../../networks/NetworkConfig.js'
import { formatUnits } from '../../units/formatUnits.js'
import type { SolanaTransactionDescription } from '../requests/SolanaRequestDescription.js'
import { lamportDecimals } from '../solanaUnits.js'
import { solanaActivity } from './solanaActivity.js'

/**
 * A host's transaction the wallet sent (signAndSendTransaction), as a 'Transaction' activity
 * (SPEC §3): the SOL its system transfers take from the wallet, to the first recipient.
 */
export function hostTransactionActivity(parameters: {
  readonly network: NetworkConfig
  readonly signature: string
  readonly wallet: string
  readonly transaction: SolanaTransactionDescription
}): Activity {
  const { wallet } = parameters
  const transfers = parameters.transaction.instructions.flatMap((instruction) =>
    instruction.kind === 'systemTransfer' && instruction.from === wallet ? [instruction] : [],
  )
  const lamports = transfers.reduce((sum, transfer) => sum + transfer.lamports, 0n)
  return solanaActivity({
    network: parameters.network,
    signature: parameters.signature,
    operation: 'Transaction',
    from: wallet,
    to: transfers[0]?.to ?? null,
    amount: formatUnits(lamports, lamportDecimals),
    customToken: null,
  })
}
