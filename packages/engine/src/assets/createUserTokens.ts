import type {
  ChainAdapter,
  CustomToken,
  FamilyContext,
  KnownToken,
  NetworkId,
  TokenMetadata,
} from '@tessera/chains'
import { WalletError } from '@tessera/errors'

/** The Add Token form as typed or picked (SPEC §2): the address, symbol, decimals and more. */
export type CustomTokenForm = {
  readonly address: string
  readonly symbol: string
  readonly decimals: string | number
  readonly name?: string
  readonly logo?: string
}

/** The user's own tokens, for the Add Token screen and the home assets list (SPEC §2, §5). */
export type UserTokens = {
  /** The tokens added on the network (Add Token or wallet_watchAsset), oldest first. */
  list(networkId: NetworkId): readonly CustomToken[]
  /** The tokens known on the network without asking it: Add Token's picker (SPEC §2, §3). */
  known(networkId: NetworkId): Promise<readonly KnownToken[]>
  /** SPEC §5: the lookup runs once the trimmed address is complete (EVM: 42 characters). */
  isAddressComplete(input: string): boolean
  /** SPEC §2: Add Token offers a picker of known tokens on the network (EVM: Ethereum mainnet). */
  offersPicker(networkId: NetworkId): boolean
  /**
   * SPEC §5 Add Token lookup on the selected network: symbol, decimals and name read from the
   * contract. Throws W-115, W-142 'Token already added', W-143 'Token belongs to Ethereum Mainnet'.
   */
  lookup(address: string): Promise<TokenMetadata & { readonly address: string }>
  /**
   * What the token contract at `address` on the network says of itself, added or not (issue
   * #20: a Sell's token); W-115 when no contract is there.
   */
  read(networkId: NetworkId, address: string): Promise<TokenMetadata>
  /** Adds the token on the selected network; W-115, W-110 for the form, W-142, W-143. */
  add(form: CustomTokenForm): Promise<void>
}

export type AddUserTokenErrorType = WalletError<'W-110' | 'W-115' | 'W-142' | 'W-143'>

/**
 * The UserTokens of an engine, kept in its AssetBook beside wallet_watchAsset's. Families without
 * user-added tokens (SPEC §2: 'New Asset' on EVM only) list none and refuse the rest.
 */
export function createUserTokens(adapter: ChainAdapter, context: FamilyContext): UserTokens {
  const { assets, networks } = context
  const customTokens = () => {
    if (!adapter.customTokens) throw new WalletError('operation_not_supported')
    return adapter.customTokens
  }
  const list = (networkId: NetworkId): CustomToken[] =>
    assets.list(networkId).flatMap((asset) =>
      asset.type === 'erc20'
        ? [
            {
              address: asset.address,
              symbol: asset.symbol,
              decimals: asset.decimals,
              ...(asset.name === undefined ? {} : { name: asset.name }),
              ...(asset.image === null ? {} : { logo: asset.image }),
            },
          ]
        : [],
    )
  return {
    list,
    known: (networkId) => context.knownTokens(networks.require(networkId)),
    isAddressComplete: (input) => adapter.customTokens?.isAddressComplete(input) ?? false,
    offersPicker: (networkId) =>
      adapter.customTokens?.offersPicker(networks.require(networkId)) ?? false,
    lookup: (address) => customTokens().lookup(context, networks.selected(), address),
    read: (networkId, address) =>
      customTokens().read(context, networks.require(networkId), address),
    add: async (form) => {
      const token = customTokens().validate(form)
      const network = networks.selected()
      if (assets.has({ networkId: network.id, address: token.address }))
        throw new WalletError('W-142')
      await customTokens().assertNotForeign(network, token.address)
      assets.add({
        type: 'erc20',
        networkId: network.id,
        address: token.address,
        symbol: token.symbol,
        decimals: token.decimals,
        ...(token.name === undefined ? {} : { name: token.name }),
        image: token.logo ?? null,
      })
      context.emit({ type: 'assetsChanged' })
    },
  }
}
