import { type Activity, type NetworkId, parseTokenAmount, type Transfer } from '@tessera/chains'
import { WalletError } from '@tessera/errors'
import type { SellOrder } from '@tessera/protocol'
import type { PusherClient } from './createPusherClient.js'
import { transakOrderChannel } from './followTransakOrder.js'
import { orderTransaction } from './orderTransaction.js'
import { isFinalStatus, trackTransakOrder } from './trackTransakOrder.js'

/** A sell order as the sell page reported it at sell_token_init (SPEC §7), on the frame's network. */
export type TransakSell = {
  readonly orderId: string
  readonly networkId: NetworkId
  /** The seller: the logged-in address (the order's `partnerCustomerId`). */
  readonly from: string
  /** Transak's deposit address (the order's `walletAddress`). */
  readonly depositAddress: string
  /** The crypto to send, in the token's units ('0.05'). */
  readonly cryptoAmount: string
  readonly cryptoCurrency: string
  /** 'NATIVE' for the chain's coin, else the ERC-20 contract. */
  readonly contractAddress: string
  readonly decimals: number
  readonly logo: string | null
  readonly fiat: { readonly amount: string; readonly currency: string; readonly fee: string }
}

export type CreateTransakSellsParameters<Fee> = {
  /** The card on-ramp's realtime channel; absent, only the sell page's messages move a Sell. */
  readonly realtime: PusherClient | undefined
  /** The activity already recorded for an order (a Sell from before a reload counts too). */
  readonly find: (orderId: string) => Activity | undefined
  /** Adds the Sell activity, or updates the one of its order (`activities.recordOrder`). */
  readonly record: (activity: Activity) => void
  /** The EVM chain id of a network, for what the sell page is answered. */
  readonly chainIdOf: (networkId: NetworkId) => number
  /** The fee to send a transfer with (`transfers.quote`, Normal); nothing is broadcast yet. */
  readonly quoteFee: (transfer: Transfer) => Promise<Fee>
  /** Signs and broadcasts a transfer (`transfers.send`); its hash. */
  readonly sendTransfer: (transfer: Transfer, fee: Fee) => Promise<string>
  /** The block explorer page of a transaction this frame sent (its Send activity's), if any. */
  readonly explorerUrlOf: (networkId: NetworkId, hash: string) => string | null
  readonly now?: () => number
}

export type TransakSells = ReturnType<typeof createTransakSells>

type SellEntry = {
  activity: Activity
  readonly transfer: Transfer
  /** unapproved → sending → sent | failed (or back to unapproved); or rejected. */
  step: 'unapproved' | 'sending' | 'sent' | 'failed' | 'rejected'
  stop: () => void
}

/** What the frame answers the sell page: the order as recorded, or why it was refused. */
export type SellAnswer = { readonly order: SellOrder } | { readonly error: string }

/**
 * The Sell activities of the sell flow (issue #20, SPEC §4, §7): sell_token_init records one per
 * order (S-022, never twice: S-023) and follows its order's realtime channel (`trackTransakOrder`,
 * S-027…S-035), and answers the order as recorded, whatever the page sent later. `approve` sends
 * exactly the transfer recorded at init, once, only while the Sell is Unapproved, and records
 * Approved with the hash (S-025) or, when the broadcast fails, Failed (S-026); a failure before
 * the broadcast leaves it Unapproved to retry. `reject` sets Rejected (S-024) only while
 * Unapproved. The page's tx success and failure are confirmations that change nothing the frame
 * did not see.
 */
export function createTransakSells<Fee>(parameters: CreateTransakSellsParameters<Fee>) {
  const now = parameters.now ?? Date.now
  const sells = new Map<string, SellEntry>()
  const update = (entry: SellEntry, change: Partial<Activity>) => {
    entry.activity = { ...entry.activity, ...change }
    parameters.record(entry.activity)
  }
  const follow = (entry: SellEntry, orderId: string) => {
    if (!parameters.realtime || isFinalStatus(entry.activity.status)) return
    entry.stop = trackTransakOrder({
      client: parameters.realtime,
      channel: transakOrderChannel(orderId),
      isBuyOrSell: 'SELL',
      recorded: () => entry.activity,
      record: (activity) => update(entry, activity),
    })
  }
  const answer = (entry: SellEntry): SellAnswer => ({
    order: sellOrder(entry.activity, entry.step, entry.transfer.to, parameters.chainIdOf),
  })
  const sendable = (orderId: string) => {
    const entry = sells.get(orderId)
    return entry?.step === 'unapproved' && entry.activity.status === 'Unapproved'
      ? entry
      : undefined
  }
  return {
    /**
     * sell_token_init: records the order's Sell (Unapproved) unless it is recorded already (then
     * that record counts, also one from before a reload), follows its order, and answers it.
     */
    init(sell: TransakSell): SellAnswer {
      const known = sells.get(sell.orderId)
      if (known) return answer(known)
      // Recorded before the frame reloaded: answered as stored (startSellFlow follows it again),
      // never sent, since whether a send was under way then is unknown.
      const stored = parameters.find(sell.orderId)
      if (stored) return storedAnswer(stored, parameters.chainIdOf)
      // '0.0500' is 0.05: trailing zeros do not count against the token's decimals.
      const cryptoAmount = sell.cryptoAmount.includes('.')
        ? sell.cryptoAmount.replace(/\.?0+$/, '')
        : sell.cryptoAmount
      const amount = parseTokenAmount(cryptoAmount, sell.decimals)
      if (amount === undefined)
        return { error: `${sell.cryptoAmount} ${sell.cryptoCurrency} does not fit the token` }
      const isNative = sell.contractAddress === 'NATIVE'
      const entry: SellEntry = {
        activity: sellActivity({ ...sell, cryptoAmount }, now()),
        transfer: {
          networkId: sell.networkId,
          asset: isNative ? 'native' : sell.contractAddress,
          to: sell.depositAddress,
          amount,
        },
        step: 'unapproved',
        stop: () => {},
      }
      sells.set(sell.orderId, entry)
      parameters.record(entry.activity)
      follow(entry, sell.orderId)
      return answer(entry)
    },
    /**
     * The user approved on the sell page: sends the order's transfer as recorded at init and
     * records the outcome. W-130 for an order this frame did not record or that is not Unapproved.
     */
    async approve(orderId: string): Promise<SellAnswer> {
      const entry = sendable(orderId)
      if (!entry)
        throw new WalletError('W-130', { details: `sell order ${orderId} cannot be sent` })
      entry.step = 'sending'
      let fee: Fee
      try {
        fee = await parameters.quoteFee(entry.transfer)
      } catch (error) {
        entry.step = 'unapproved'
        throw error
      }
      try {
        const hash = await parameters.sendTransfer(entry.transfer, fee)
        entry.step = 'sent'
        update(entry, {
          status: 'Approved',
          txHash: hash,
          explorerUrl: parameters.explorerUrlOf(entry.transfer.networkId, hash),
          transaction: { ...entry.activity.transaction, hash },
        })
        return answer(entry)
      } catch (error) {
        entry.step = 'failed'
        update(entry, { status: 'Failed' })
        throw error
      }
    },
    /** sell_token_reject (S-024): Rejected while Unapproved, and the order is no longer followed. */
    reject(orderId: string): SellAnswer {
      const entry = sendable(orderId)
      if (entry) {
        entry.step = 'rejected'
        entry.stop()
        update(entry, { status: 'Rejected' })
      }
      const known = sells.get(orderId)
      return known ? answer(known) : { error: `sell order ${orderId} is not recorded` }
    },
    /** The answer for an order this frame recorded (after a failed send, say). */
    order(orderId: string): SellAnswer | undefined {
      const entry = sells.get(orderId)
      return entry && answer(entry)
    },
    /** At logout: no order is followed any more. */
    stop(): void {
      for (const entry of sells.values()) entry.stop()
    },
  }
}

/** A Sell recorded before the frame reloaded, as stored: it may be followed, not sent. */
function storedAnswer(activity: Activity, chainIdOf: (networkId: NetworkId) => number): SellAnswer {
  const to = activity.address.to
  if (activity.operation !== 'Sell' || to === null)
    return { error: `order ${activity.order?.orderId} is not a Sell` }
  return { order: sellOrder(activity, 'stored', to, chainIdOf) }
}

function sellOrder(
  activity: Activity,
  step: SellEntry['step'] | 'stored',
  to: string,
  chainIdOf: (networkId: NetworkId) => number,
): SellOrder {
  const { status, order } = activity
  const state: SellOrder['state'] =
    step === 'sending'
      ? 'sending'
      : status === 'Unapproved'
        ? step === 'unapproved'
          ? 'unapproved'
          : 'closed'
        : status === 'Rejected'
          ? 'rejected'
          : status === 'Failed'
            ? 'failed'
            : status === 'Cancelled' || status === 'Expired' || status === 'Refunded'
              ? 'closed'
              : 'sent'
  return {
    orderId: order?.orderId ?? '',
    chainId: chainIdOf(activity.networkId),
    cryptoAmount: order?.crypto.amount ?? activity.transaction.amount,
    cryptoCurrency: order?.crypto.currency ?? '',
    contractAddress: order?.crypto.contractAddress ?? 'NATIVE',
    decimals: order?.crypto.decimals ?? 18,
    logo: order?.crypto.logo ?? null,
    to,
    from: activity.address.from,
    fiatAmount: order?.fiat.amount ?? '0',
    fiatCurrency: order?.fiat.currency ?? '',
    totalFeeInFiat: order?.fiat.fee ?? '0',
    state,
    txHash: activity.txHash === '' ? null : activity.txHash,
  }
}

function sellActivity(sell: TransakSell, date: number): Activity {
  const isNative = sell.contractAddress === 'NATIVE'
  return {
    networkId: sell.networkId,
    operation: 'Sell',
    txHash: '',
    explorerUrl: null,
    transaction: orderTransaction(sell.cryptoAmount),
    status: 'Unapproved',
    date,
    address: { from: sell.from, to: sell.depositAddress },
    customToken: isNative
      ? null
      : { address: sell.contractAddress, symbol: sell.cryptoCurrency, decimals: sell.decimals },
    order: {
      orderId: sell.orderId,
      provider: 'transak',
      crypto: {
        amount: sell.cryptoAmount,
        currency: sell.cryptoCurrency,
        contractAddress: sell.contractAddress,
        decimals: sell.decimals,
        logo: sell.logo,
      },
      fiat: sell.fiat,
    },
  }
}
