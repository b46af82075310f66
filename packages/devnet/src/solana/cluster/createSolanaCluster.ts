import { type Blockhash, type Commitment, lamports } from '@solana/kit'
import { Clock, EpochSchedule, LiteSVM } from 'litesvm'
import { solanaDevnetAddresses } from '../solanaDevnetKeys.js'
import { solanaProgramAddresses } from '../solanaProgramAddresses.js'
import { accountReader, type ReadAccount } from './accountReader.js'
import {
  type BlockhashEntry,
  createBlockhashQueue,
  lastValidBlockHeight,
} from './createBlockhashQueue.js'
import { createTransactionLedger, type TransactionLedger } from './createTransactionLedger.js'
import type { TransactionRecord } from './TransactionRecord.js'

/** Blocks after which a block is final (rooted): Agave's lockout depth. */
export const finalizationDepth = 32n
/** Devnet's epoch length, without the warm-up of short early epochs. */
const slotsPerEpoch = 432_000n
/** What the faucet holds at genesis: a billion SOL. */
const faucetLamports = 10n ** 18n

/** A block as a commitment level sees it. Every slot has a block, so height equals slot. */
export type Block = { readonly slot: bigint; readonly blockHeight: bigint }

/** What `npm start` keeps between runs: LiteSVM's own snapshot, and the ledger beside it. */
export type SolanaClusterSnapshot = {
  readonly svm: Uint8Array
  readonly ledger: { readonly slot: number; readonly records: readonly TransactionRecord[] }
}

export type SolanaCluster = {
  readonly svm: LiteSVM
  readonly readAccount: ReadAccount
  readonly ledger: TransactionLedger
  /**
   * The block a commitment level reads. A single-validator cluster confirms a block as soon as
   * it is processed; it is finalized `finalizationDepth` blocks later.
   */
  block(commitment: Commitment): Block
  /** The blockhash of that block and the last block height it can land a transaction in. */
  latestBlockhash(commitment: Commitment): {
    readonly blockhash: Blockhash
    readonly lastValidBlockHeight: bigint
  }
  /** Whether a transaction over `blockhash` can still land in the next block. */
  isBlockhashValid(blockhash: string): boolean
  /** Produces `count` new blocks, each with a new blockhash and the wall-clock time. */
  advanceSlots(count: number): void
  snapshot(): SolanaClusterSnapshot
}

/**
 * One LiteSVM instance run as a cluster: a slot clock, recent blockhashes valid for 150
 * blocks (LiteSVM's own check, which knows only the newest, is off), and a ledger. Starts at
 * genesis, with the faucet funded, or from a snapshot.
 */
export function createSolanaCluster(snapshot?: SolanaClusterSnapshot): SolanaCluster {
  const svm = snapshot ? LiteSVM.fromBytes(snapshot.svm) : genesis()
  svm.withBlockhashCheck(false)
  const ledger = createTransactionLedger(snapshot?.ledger.records)
  let slot = snapshot ? BigInt(snapshot.ledger.slot) : 0n
  const current = (): BlockhashEntry => ({ blockhash: svm.latestBlockhash(), blockHeight: slot })
  const blockhashes = createBlockhashQueue(current())
  const block = (commitment: Commitment): Block => {
    const isFinal = commitment === 'finalized'
    const seen = !isFinal ? slot : slot > finalizationDepth ? slot - finalizationDepth : 0n
    return { slot: seen, blockHeight: seen }
  }
  return {
    svm,
    readAccount: accountReader(svm),
    ledger,
    block,
    latestBlockhash(commitment) {
      const entry = blockhashes.latestAt(block(commitment).blockHeight)
      return { blockhash: entry.blockhash, lastValidBlockHeight: lastValidBlockHeight(entry) }
    },
    isBlockhashValid: (blockhash) => blockhashes.isValid(blockhash, slot + 1n),
    advanceSlots(count) {
      for (let n = 0; n < count; n++) {
        slot++
        svm.setClock(clockAt(slot))
        svm.expireBlockhash()
        blockhashes.push(current())
      }
    },
    snapshot: () => ({
      svm: svm.toBytes(),
      ledger: { slot: Number(slot), records: ledger.records },
    }),
  }
}

function genesis(): LiteSVM {
  const svm = new LiteSVM()
  svm.setEpochSchedule(new EpochSchedule(slotsPerEpoch, slotsPerEpoch, false, 0n, 0n))
  svm.setClock(clockAt(0n))
  svm.setAccount({
    address: solanaDevnetAddresses.faucet,
    lamports: lamports(faucetLamports),
    data: new Uint8Array(),
    programAddress: solanaProgramAddresses.system,
    executable: false,
    space: 0n,
  })
  return svm
}

function clockAt(slot: bigint): Clock {
  const epoch = slot / slotsPerEpoch
  const now = BigInt(Math.floor(Date.now() / 1_000))
  return new Clock(slot, now, epoch, epoch + 1n, now)
}
