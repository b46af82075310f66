import type { Activity, ActivityNft, ActivityStore } from '@tessera/engine'
import { type Address, getAddress, type Hash, type Hex, isAddress, isHash, isHex } from 'viem'
import { asRecord, numberField, optionalStringField, stringField } from '../parse/fields.js'
import type { LocalStorageKeys } from '../session/walletStorageKeys.js'
import type { ScopedStorage } from './createScopedStorage.js'

/** SPEC §3 Activity per address and chain: lower-cased address → chain id → newest first. */
export type StoredActivities = Readonly<
  Record<string, Readonly<Record<string, readonly unknown[]>>>
>

export type CreateActivitiesStoreParameters = {
  readonly local: ScopedStorage<LocalStorageKeys>
  /** The logged-in address: each address keeps its own history. */
  readonly address: Address
}

/**
 * The activity history of one address in per-app storage, for the engine's activity log.
 * Storage is a boundary: an entry that does not parse is dropped, not the list.
 */
export function createActivitiesStore(parameters: CreateActivitiesStoreParameters): ActivityStore {
  const { local } = parameters
  const owner = parameters.address.toLowerCase()
  return {
    load() {
      const byChain = local.get('activities')?.[owner]
      return Object.values(byChain ?? {})
        .flatMap((entries) => (Array.isArray(entries) ? entries : []).flatMap(parsedOrNothing))
        .sort((a, b) => b.date - a.date)
    },
    save(activities) {
      const byChain: Record<string, Activity[]> = {}
      for (const activity of activities)
        byChain[activity.chainId] = [...(byChain[activity.chainId] ?? []), activity]
      local.set('activities', { ...local.get('activities'), [owner]: byChain })
    },
  }
}

function parsedOrNothing(stored: unknown): Activity[] {
  try {
    return [parseActivity(stored)]
  } catch {
    // Written by another version or edited by hand.
    return []
  }
}

const operations = ['Send', 'Contract Deployment', 'Contract Interaction'] as const
const statuses = ['Pending', 'Success', 'Failed'] as const

function parseActivity(value: unknown): Activity {
  const record = asRecord(value, 'activity')
  const transaction = asRecord(record.transaction, 'transaction')
  const address = asRecord(record.address, 'address')
  const hash = hashField(record, 'txHash')
  if (hashField(transaction, 'hash') !== hash) throw new TypeError('hash must be the txHash')
  const token = record.customToken === null ? null : asRecord(record.customToken, 'customToken')
  const nonce = transaction.nonce === null ? null : numberField(transaction, 'nonce')
  const to = optionalStringField(address, 'to')
  const nft = record.nft === undefined ? undefined : parseActivityNft(record.nft)
  return {
    chainId: numberField(record, 'chainId'),
    operation: oneOf(operations, record.operation, 'operation'),
    txHash: hash,
    explorerUrl: optionalStringField(record, 'explorerUrl') ?? null,
    transaction: {
      hash,
      amount: stringField(transaction, 'amount'),
      nonce,
      gasLimit: weiField(transaction, 'gasLimit'),
      gasPrice: weiField(transaction, 'gasPrice'),
      gasUsed: weiField(transaction, 'gasUsed'),
      data: hexField(transaction, 'data'),
      fee: weiField(transaction, 'fee'),
    },
    status: oneOf(statuses, record.status, 'status'),
    date: numberField(record, 'date'),
    address: {
      from: addressOf(stringField(address, 'from')),
      to: to === undefined ? null : addressOf(to),
    },
    customToken: token && {
      address: addressOf(stringField(token, 'address')),
      symbol: stringField(token, 'symbol'),
      decimals: numberField(token, 'decimals'),
    },
    ...(nft ? { nft } : {}),
  }
}

const nftTypes = ['erc721', 'erc1155'] as const

/** SPEC §3 Activity.nft: the NFT a Send carried. */
function parseActivityNft(value: unknown): ActivityNft {
  const record = asRecord(value, 'nft')
  const tokenId = stringField(record, 'tokenId')
  if (!/^\d+$/.test(tokenId)) throw new TypeError('tokenId must be digits')
  return {
    type: oneOf(nftTypes, record.type, 'nft type'),
    address: addressOf(stringField(record, 'address')),
    tokenId,
    collectionName: optionalStringField(record, 'collectionName') ?? '',
    name: optionalStringField(record, 'name') ?? null,
    image: optionalStringField(record, 'image') ?? null,
  }
}

function oneOf<const option extends string>(
  options: readonly option[],
  value: unknown,
  name: string,
) {
  if (!options.includes(value as option)) throw new TypeError(`${name} must be known`)
  return value as option
}

function hashField(record: Record<string, unknown>, name: string): Hash {
  const value = stringField(record, name)
  if (!isHash(value)) throw new TypeError(`${name} must be a hash`)
  return value
}

function hexField(record: Record<string, unknown>, name: string): Hex | null {
  const value = optionalStringField(record, name)
  if (value !== undefined && !isHex(value)) throw new TypeError(`${name} must be hex`)
  return value ?? null
}

function weiField(record: Record<string, unknown>, name: string): string | null {
  const value = optionalStringField(record, name)
  if (value !== undefined && !/^\d+$/.test(value)) throw new TypeError(`${name} must be digits`)
  return value ?? null
}

function addressOf(value: string): Address {
  if (!isAddress(value, { strict: false })) throw new TypeError('must be an address')
  return getAddress(value)
}
