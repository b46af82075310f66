import {
  type AssetEntry,
  type ChainAdapter,
  type NetworkId,
  parseTokenAmount,
  type Transfer,
} from '@tessera/chains'
import { WalletError } from '@tessera/errors'
import { parseRecipient } from './parseRecipient.js'

/** The SendTokens form as typed. */
export type TransferForm = {
  readonly networkId: NetworkId
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
export function parseTransferForm(
  form: TransferForm,
  family: Pick<ChainAdapter, 'parseAddress'>,
): Transfer {
  if (form.amount.trim() === '') throw new WalletError('W-110')
  const to = parseRecipient(form.recipient, family)
  const amount = parseTokenAmount(form.amount, form.asset.decimals)
  if (amount === undefined) throw new WalletError('W-129')
  if (form.asset.balance === null || amount > form.asset.balance)
    throw new WalletError('W-111', {
      details: `sends ${amount}, has ${form.asset.balance ?? 'an unknown balance'}`,
    })
  return { networkId: form.networkId, asset: form.asset.address, to, amount }
}
