import type { ChainAdapter, FamilyContext, FeeChoice, FeeQuote, Transfer } from '@tessera/chains'
import { type NftTransferForm, parseNftTransferForm } from './parseNftTransferForm.js'
import { parseTransferForm, type TransferForm } from './parseTransferForm.js'
import { selectedNetworkOf } from './selectedNetworkOf.js'

/**
 * The user's own transfers from SendTokens and SendNfts (SPEC §2): no host request and no
 * approval queue, sent by the family's code (on EVM, the code of an approved
 * eth_sendTransaction). Each throws W-130 when the transfer's network is no longer selected.
 */
export type UserTransfers = {
  /** SendTokens as typed (SPEC §8): W-110, W-105, W-129, W-111. */
  parse(form: TransferForm): Transfer
  /** SendNfts as typed (SPEC §8): W-110, W-105, W-129, W-114. */
  parseNft(form: NftTransferForm): Transfer
  /** The fee, with the panel's options (SPEC §9: token and NFT estimates doubled on EVM). */
  quote(transfer: Transfer): Promise<FeeQuote>
  /**
   * Signs and broadcasts it with the fee chosen, recorded as a Send; its transaction id. While a
   * send of the same `transfer` is under way, another one answers what that one answers.
   */
  send(parameters: { readonly transfer: Transfer; readonly fee: FeeChoice }): Promise<string>
  /** What the user reads when a send failed (SPEC §8). */
  failureMessage(error: unknown): string
}

/** The UserTransfers of an engine. */
export function createUserTransfers(adapter: ChainAdapter, context: FamilyContext): UserTransfers {
  /**
   * What each reviewed transfer keeps for its retries (EVM: the nonce of its first broadcast).
   * A send can fail after the transaction reached the network; the user's retry of the same
   * `transfer` reuses it, so it can replace or repeat that transaction but never pay twice.
   */
  const prepared = new WeakMap<Transfer, Promise<unknown>>()
  /** The send of each transfer under way, until it settles. */
  const sending = new WeakMap<Transfer, Promise<string>>()
  const sendOnce = async (transfer: Transfer, fee: FeeChoice) => {
    selectedNetworkOf(transfer, context)
    const ready = prepared.get(transfer) ?? adapter.prepareTransfer(context, transfer)
    prepared.set(transfer, ready)
    const kept = await ready.catch((error: unknown) => {
      prepared.delete(transfer) // not known yet: the next try asks again
      throw error
    })
    return adapter.sendTransfer(context, { transfer, prepared: kept, fee })
  }
  return {
    parse: (form) => parseTransferForm(form, adapter),
    parseNft: (form) => parseNftTransferForm(form, adapter),
    quote: async (transfer) => {
      selectedNetworkOf(transfer, context)
      return adapter.quoteTransfer(context, transfer)
    },
    send: ({ transfer, fee }) => {
      // A second send of a transfer still being sent (a double click) is that send: its nonce is
      // not known yet, so a send of its own could pay again.
      const running = sending.get(transfer)
      if (running) return running
      const send = sendOnce(transfer, fee).finally(() => sending.delete(transfer))
      sending.set(transfer, send)
      return send
    },
    failureMessage: (error) => adapter.sendFailureMessage(error),
  }
}
