import type { ChainAdapter, Nft, Transfer } from '@tessera/chains'
import { WalletError } from '@tessera/errors'
import { parseRecipient } from './parseRecipient.js'

/** The SendNfts form as typed: the chosen NFT, a recipient and (ERC-1155 only) a quantity. */
export type NftTransferForm = {
  readonly nft: Nft
  readonly recipient: string
  /** Ignored for an ERC-721 or a Solana `mpl` NFT (N-020): one token is sent. */
  readonly quantity: string
}

export type ParseNftTransferFormErrorType = WalletError<'W-105' | 'W-110' | 'W-114' | 'W-129'>

/**
 * The transfer a filled SendNfts form asks for (SPEC §8): W-110 when the recipient (or an
 * ERC-1155 quantity) is empty, W-105 for a recipient that is no address, W-129 for a quantity
 * that is not a whole number above 0, W-114 naming the most that may be sent when it is more
 * than the wallet holds.
 */
export function parseNftTransferForm(
  form: NftTransferForm,
  family: Pick<ChainAdapter, 'parseAddress'>,
): Transfer {
  const { nft } = form
  const text = form.quantity.trim()
  if (nft.type === 'erc1155' && text === '') throw new WalletError('W-110')
  const to = parseRecipient(form.recipient, family)
  const quantity = nft.type !== 'erc1155' ? 1n : /^\d+$/.test(text) ? BigInt(text) : 0n
  if (quantity === 0n) throw new WalletError('W-129')
  if (quantity > nft.balance)
    throw new WalletError('W-114', { params: { max: nft.balance.toString() } })
  const { networkId, type, address, tokenId } = nft
  return { networkId, asset: { type, address, tokenId }, to, amount: quantity }
}
