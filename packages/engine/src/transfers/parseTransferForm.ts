import { WalletError } from '@tessera/errors'
import type { AssetEntry } from '../balances/assetEntry.js'
import { parseRecipient } from './parseRecipient.js'
import { parseTokenAmount } from './parseTokenAmount.js'
import type { Transfer } from './Transfer.js'

/** The SendTokens form as typed. */
export type TransferForm = {
  readonly chainId: number
  /** The asset to send, with the balance the screen shows. */
  readonly asset: AssetEntry
  readonly recipient: string
  readonly amount: string
}

export type ParseTransferFormErrorType = WalletError<'W-105' | 'W-110' | 'W-111' | 'W-129'>

/**
 * The transfer a filled SendTokens form asks for (SPEC §8): W-110 when the recipient or amount is
 * empty, W-105 for a recipient that is no address, W-129 for an amount that is not a positive
 * number in the asset's decimals, W-111 when it is more than the balance.
 */
export function parseTransferForm(form: TransferForm): Transfer {
  if (form.amount.trim() === '') throw new WalletError('W-110')
  const to = parseRecipient(form.recipient)
  const amount = parseTokenAmount(form.amount, form.asset.decimals)
  if (amount === undefined) throw new WalletError('W-129')
  if (form.asset.balance === null || amount > form.asset.balance)
    throw new WalletError('W-111', {
      details: `sends ${amount}, has ${form.asset.balance ?? 'an unknown balance'}`,
    })
  return { chainId: form.chainId, asset: form.asset.address, to, amount }
}
