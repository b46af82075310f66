import {
  type Activity,
  type ActivityNft,
  type ActivityOrder,
  type ActivityStore,
  isExplorerUrl,
} from '@tessera/engine'
import { evmAddressPattern } from '@tessera/protocol'
import { addressField } from '../parse/addressField.js'
import {
  asRecord,
  booleanField,
  numberField,
  optionalStringField,
  stringField,
} from '../parse/fields.js'
import { networkIdField } from '../parse/networkIdField.js'
import type { LocalStorageKeys } from '../session/walletStorageKeys.js'
import { addressKey } from './addressKey.js'
import type { ScopedStorage } from './createScopedStorage.js'

/** SPEC §3 Activity per address and network: the address (see addressKey) → network id → newest first. */
export type StoredActivities = Readonly<
  Record<string, Readonly<Record<string, readonly unknown[]>>>
>

export type CreateActivitiesStoreParameters = {
  readonly local: ScopedStorage<LocalStorageKeys>
  /** The logged-in address: each address keeps its own history. */
  readonly address: string
}

/**
 * The activity history of one address in per-app storage, for the engine's activity log.
 * Storage is a boundary: an entry that does not parse is dropped, not the list.
 */
export function createActivitiesStore(parameters: CreateActivitiesStoreParameters): ActivityStore {
  const { local } = parameters
  const owner = addressKey(parameters.address)
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
        byChain[activity.networkId] = [...(byChain[activity.networkId] ?? []), activity]
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

const operations = [
  'Send',
  'Cancel',
  'Contract Deployment',
  'Contract Interaction',
  'Transaction',
  'Batched Transaction',
  'Buy',
  'Sell',
] as const
/** Issue #20: Cancelled is a transaction another one (a Cancel) replaced. */
const statuses = ['Pending', 'Success', 'Failed', 'Cancelled'] as const
/**
 * Issue #20: a Buy or Sell follows its on-ramp order, whose statuses go beyond the network's; a
 * Sell is also Rejected or Approved on the sell page (SPEC §4).
 */
const orderStatuses = [
  ...statuses,
  'Unapproved',
  'Processing',
  'Refunded',
  'Expired',
  'Rejected',
  'Approved',
] as const

/** The stored explorer link, kept only when the wallet may link to it (issue #15 finding 7). */
function explorerUrlField(record: Record<string, unknown>): string | null {
  const url = optionalStringField(record, 'explorerUrl')
  return url !== undefined && isExplorerUrl(url) ? url : null
}

function parseActivity(value: unknown): Activity {
  const record = asRecord(value, 'activity')
  const transaction = asRecord(record.transaction, 'transaction')
  const address = asRecord(record.address, 'address')
  const operation = oneOf(operations, record.operation, 'operation')
  const isBuy = operation === 'Buy'
  const isOrder = isBuy || operation === 'Sell'
  // A Buy has no transaction until its order delivers the coins, a Sell until it is sent (issue #20).
  const hash = isOrder && record.txHash === '' ? '' : idField(record, 'txHash')
  if (transaction.hash !== hash) throw new TypeError('hash must be the txHash')
  const token = record.customToken === null ? null : asRecord(record.customToken, 'customToken')
  const nonce = transaction.nonce === null ? null : numberField(transaction, 'nonce')
  const to = optionalStringField(address, 'to')
  const nft = record.nft === undefined ? undefined : parseActivityNft(record.nft)
  const computeUnits = unitsField(transaction, 'computeUnitsConsumed')
  return {
    networkId: networkIdField(record, 'networkId', 'chainId'),
    operation,
    txHash: hash,
    explorerUrl: explorerUrlField(record),
    transaction: {
      hash,
      amount: stringField(transaction, 'amount'),
      nonce,
      gasLimit: unitsField(transaction, 'gasLimit'),
      gasPrice: unitsField(transaction, 'gasPrice'),
      gasUsed: unitsField(transaction, 'gasUsed'),
      data: dataField(transaction, 'data'),
      fee: unitsField(transaction, 'fee'),
      ...(computeUnits === null ? {} : { computeUnitsConsumed: computeUnits }),
    },
    status: oneOf(isOrder ? orderStatuses : statuses, record.status, 'status'),
    ...(record.isAwaitingDetails === undefined
      ? {}
      : { isAwaitingDetails: booleanField(record, 'isAwaitingDetails') }),
    date: numberField(record, 'date'),
    address: {
      from: isBuy ? oneOf(onRampProviders, address.from, 'from') : addressField(address, 'from'),
      to: to === undefined ? null : addressField(address, 'to'),
    },
    customToken: token && {
      address: addressField(token, 'address'),
      symbol: stringField(token, 'symbol'),
      decimals: numberField(token, 'decimals'),
    },
    ...(nft ? { nft } : {}),
    ...(isOrder ? { order: parseActivityOrder(record.order) } : {}),
    ...(operation === 'Cancel' ? { cancels: idField(record, 'cancels') } : {}),
    ...(record.failureReason === undefined ? {} : { failureReason: failureReasonOf(record) }),
  }
}

const failureReasons = ['minedBeforeCancel', 'otherCancelMined'] as const

/** Issue #20: only a Failed Cancel says why it failed. */
function failureReasonOf(record: Record<string, unknown>) {
  if (record.operation !== 'Cancel' || record.status !== 'Failed')
    throw new TypeError('failureReason is only of a Failed Cancel')
  return oneOf(failureReasons, record.failureReason, 'failureReason')
}

/** The on-ramps a Buy comes from, as its `address.from` names them. */
const onRampProviders = ['Transak'] as const
const orderProviders = ['transak'] as const

/** Issue #20: the on-ramp order of a Buy or Sell, what was paid and got; a Sell's token too. */
function parseActivityOrder(value: unknown): ActivityOrder {
  const record = asRecord(value, 'order')
  const orderId = stringField(record, 'orderId')
  if (orderId === '' || orderId.length > 128) throw new TypeError('orderId must be an order id')
  const crypto = asRecord(record.crypto, 'crypto')
  const fiat = asRecord(record.fiat, 'fiat')
  return {
    orderId,
    provider: oneOf(orderProviders, record.provider, 'provider'),
    crypto: {
      amount: amountField(crypto, 'amount'),
      currency: currencyField(crypto),
      ...(crypto.contractAddress === undefined ? {} : sellTokenFields(crypto)),
    },
    fiat: {
      amount: amountField(fiat, 'amount'),
      currency: currencyField(fiat),
      fee: amountField(fiat, 'fee'),
    },
  }
}

/** A Sell's token (SPEC §3 sellDetails.crypto): 'NATIVE' or its contract, decimals, logo. */
function sellTokenFields(crypto: Record<string, unknown>) {
  const contractAddress = stringField(crypto, 'contractAddress')
  if (contractAddress !== 'NATIVE' && !evmAddressPattern.test(contractAddress))
    throw new TypeError('contractAddress must be NATIVE or a contract')
  const logo = optionalStringField(crypto, 'logo')
  return {
    contractAddress,
    decimals: numberField(crypto, 'decimals'),
    logo: logo !== undefined && /^https?:\/\//.test(logo) ? logo : null,
  }
}

/** An order's amount as a non-negative decimal ('0.05'). */
function amountField(record: Record<string, unknown>, name: string): string {
  const value = stringField(record, name)
  if (!/^\d+(\.\d+)?(e[+-]?\d+)?$/.test(value))
    throw new TypeError(`${name} must be a decimal amount`)
  return value
}

/** A currency code ('ETH', 'EUR'). */
function currencyField(record: Record<string, unknown>): string {
  const value = stringField(record, 'currency')
  if (!/^[A-Za-z0-9]{1,16}$/.test(value)) throw new TypeError('currency must be a code')
  return value
}

const nftTypes = ['erc721', 'erc1155', 'mpl'] as const

/** SPEC §3 Activity.nft: the NFT a Send carried. */
function parseActivityNft(value: unknown): ActivityNft {
  const record = asRecord(value, 'nft')
  const tokenId = stringField(record, 'tokenId')
  if (!/^\d+$/.test(tokenId)) throw new TypeError('tokenId must be digits')
  return {
    type: oneOf(nftTypes, record.type, 'nft type'),
    address: addressField(record, 'address'),
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

/** A transaction id: an EVM hash (0x hex) or a Solana signature (base58). */
function idField(record: Record<string, unknown>, name: string): string {
  const value = stringField(record, name)
  if (!/^(0x[0-9a-fA-F]{64}|[1-9A-HJ-NP-Za-km-z]{32,100})$/.test(value))
    throw new TypeError(`${name} must be a transaction id`)
  return value
}

/** Call data as hex, absent for none. */
function dataField(record: Record<string, unknown>, name: string): string | null {
  const value = optionalStringField(record, name)
  if (value !== undefined && !/^0x[0-9a-fA-F]*$/.test(value))
    throw new TypeError(`${name} must be hex`)
  return value ?? null
}

/** An amount in base units (wei, lamports, gas, compute units) as decimal digits. */
function unitsField(record: Record<string, unknown>, name: string): string | null {
  const value = optionalStringField(record, name)
  if (value !== undefined && !/^\d+$/.test(value)) throw new TypeError(`${name} must be digits`)
  return value ?? null
}
