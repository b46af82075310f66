import type { AssetStore, NftAttribute, WatchedAsset } from '@tessera/engine'
import { addressField } from '../parse/addressField.js'
import { asRecord, numberField, optionalStringField, stringField } from '../parse/fields.js'
import { networkIdField } from '../parse/networkIdField.js'
import type { LocalStorageKeys } from '../session/walletStorageKeys.js'
import { addressKey } from './addressKey.js'
import type { ScopedStorage } from './createScopedStorage.js'

/** A WatchedAsset as JSON: amounts and token ids as decimal strings. */
export type StoredAsset = Omit<WatchedAsset, 'tokenId' | 'balance'> & {
  readonly tokenId?: string
  readonly balance?: string
}

/**
 * SPEC §3 'asset contracts per address and chain': the wallet address (lower-cased when it is
 * an EVM one) → network id → the assets added there, oldest first.
 */
export type StoredAssetContracts = Readonly<
  Record<string, Readonly<Record<string, readonly StoredAsset[]>>>
>

export type CreateAssetContractsStoreParameters = {
  readonly local: ScopedStorage<LocalStorageKeys>
  /** The logged-in address: each address keeps its own lists. */
  readonly address: string
}

/**
 * The added tokens and NFTs of one address in per-app storage (SPEC §3), for the engine's
 * AssetBook. Storage is a boundary: what `load` reads is parsed, and an entry that does not
 * parse is left out.
 */
export function createAssetContractsStore(
  parameters: CreateAssetContractsStoreParameters,
): AssetStore {
  const { local } = parameters
  const owner = addressKey(parameters.address)
  const store = {
    load(): WatchedAsset[] {
      const byChain = local.get('assetContracts')?.[owner]
      return Object.values(byChain ?? {}).flatMap((assets) =>
        (Array.isArray(assets) ? assets : []).flatMap((stored: unknown) => {
          try {
            return [parseStoredAsset(stored)]
          } catch {
            // Written by another version or edited by hand: that entry is dropped, not the list.
            return []
          }
        }),
      )
    },
    /**
     * Stores `assets`, keeping what another tab of the app stored meanwhile, except what this
     * change `removed` (an NFT deleted or no longer owned).
     */
    save(assets: readonly WatchedAsset[], removed: readonly WatchedAsset[] = []): void {
      const ours = new Set([...assets, ...removed].map(assetKey))
      const theirs = store.load().filter((asset) => !ours.has(assetKey(asset)))
      const byChain: Record<string, StoredAsset[]> = {}
      for (const asset of [...theirs, ...assets])
        byChain[asset.networkId] = [...(byChain[asset.networkId] ?? []), toStoredAsset(asset)]
      local.set('assetContracts', { ...local.get('assetContracts'), [owner]: byChain })
    },
  }
  return store
}

const assetKey = (asset: WatchedAsset) =>
  `${asset.networkId}:${addressKey(asset.address)}:${asset.type === 'erc20' ? '' : asset.tokenId}`

function toStoredAsset(asset: WatchedAsset): StoredAsset {
  return asset.type === 'erc20'
    ? asset
    : { ...asset, tokenId: asset.tokenId.toString(), balance: asset.balance.toString() }
}

function parseStoredAsset(value: unknown): WatchedAsset {
  const record = asRecord(value, 'asset')
  const common = {
    networkId: networkIdField(record, 'networkId', 'chainId'),
    address: addressField(record, 'address'),
    image: optionalStringField(record, 'image') ?? null,
  }
  const type = record.type
  if (type === 'erc20') {
    const name = optionalStringField(record, 'name')
    return {
      type,
      ...common,
      symbol: stringField(record, 'symbol'),
      decimals: wholeNumber(numberField(record, 'decimals'), 255),
      ...(name === undefined ? {} : { name }),
    }
  }
  if (type !== 'erc721' && type !== 'erc1155' && type !== 'mpl')
    throw new TypeError('type must be an asset type')
  return {
    type,
    ...common,
    tokenId: BigInt(stringField(record, 'tokenId')),
    balance: BigInt(stringField(record, 'balance')),
    collectionName: stringField(record, 'collectionName'),
    name: optionalStringField(record, 'name') ?? null,
    description: optionalStringField(record, 'description') ?? null,
    animationUrl: optionalStringField(record, 'animationUrl') ?? null,
    attributes: Array.isArray(record.attributes) ? record.attributes.flatMap(attributeOf) : [],
    tokenUrl: optionalStringField(record, 'tokenUrl') ?? '',
    ...(record.autodetected === true ? { autodetected: true } : {}),
    ...(record.hidden === true ? { hidden: true } : {}),
  }
}

/** SPEC §3 NFT attribute as stored: trait and value strings; one without either is left out. */
function attributeOf(value: unknown): NftAttribute[] {
  const record = asRecord(value, 'attribute')
  const trait = optionalStringField(record, 'trait')
  const text = optionalStringField(record, 'value')
  return trait === undefined || text === undefined ? [] : [{ trait, value: text }]
}

/** A stored count (decimals) is a whole number from 0 to `max`, else not trusted. */
function wholeNumber(value: number, max: number): number {
  if (!Number.isInteger(value) || value < 0 || value > max) throw new TypeError('not a count')
  return value
}
