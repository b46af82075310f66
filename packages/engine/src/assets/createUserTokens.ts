import { WalletError } from '@tessera/errors'
import { ethereumMainnetChainId } from '@tessera/protocol'
import type { EngineContext } from '../requests/MethodRow.js'
import type { CustomToken } from '../tokens/knownToken.js'
import { type LookupCustomTokenReturnType, lookupCustomToken } from '../tokens/lookupCustomToken.js'

/** The user's own tokens, for the Add Token screen and the home assets list (SPEC §2, §5). */
export type UserTokens = {
  /** The tokens added on `chainId` (Add Token or wallet_watchAsset), oldest first. */
  list(chainId: number): readonly CustomToken[]
  /**
   * SPEC §5 Add Token lookup on the selected chain: symbol, decimals and name read from the
   * contract. Throws W-115, W-142 'Token already added', W-143 'Token belongs to Ethereum Mainnet'.
   */
  lookup(address: string): Promise<LookupCustomTokenReturnType>
  /** Adds `token` on the selected chain; throws W-142 when it is there, W-143 as `lookup`. */
  add(token: CustomToken): Promise<void>
}

export type AddUserTokenErrorType = WalletError<'W-142' | 'W-143'>

/** The UserTokens of an engine, kept in its AssetBook beside wallet_watchAsset's. */
export function createUserTokens(
  context: Pick<EngineContext, 'assets' | 'networks' | 'node' | 'emit'>,
): UserTokens {
  const { assets, networks } = context
  const list = (chainId: number): CustomToken[] =>
    assets.list(chainId).flatMap((asset) =>
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
    lookup: (address) => {
      const network = networks.selected()
      return lookupCustomToken({
        client: context.node(network).publicClient,
        chainId: network.chainId,
        address,
        addedAddresses: list(network.chainId).map((token) => token.address),
      })
    },
    add: async (token) => {
      const { chainId } = networks.selected()
      if (assets.has({ chainId, address: token.address })) throw new WalletError('W-142')
      if (
        chainId !== ethereumMainnetChainId &&
        (await assets.isEthereumMainnetAsset(token.address))
      )
        throw new WalletError('W-143')
      assets.add({
        type: 'erc20',
        chainId,
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
