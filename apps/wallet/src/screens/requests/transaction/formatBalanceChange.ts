import { type BalanceChange, formatTokenAmount, type NetworkConfig } from '@tessera/engine'
import { totalBalanceDecimals } from '@tessera/protocol'
import { shortenAddress } from '../../../design/Address/shortenAddress.js'
import { texts } from '../../texts.js'

const signOf = (delta: bigint) => (delta < 0n ? '-' : '+')
const abs = (delta: bigint) => (delta < 0n ? -delta : delta)

/**
 * One predicted change as a line: '-1.5 ETH', '+20 USDC', '+1 Punks #7'. Tokens whose contract
 * gave no symbol are named by their shortened address (and counted in base units).
 */
export function formatBalanceChange(
  change: BalanceChange,
  nativeCurrency: NetworkConfig['nativeCurrency'],
): string {
  const { asset, delta } = change
  const amount = (decimals: number) => formatTokenAmount(abs(delta), decimals, totalBalanceDecimals)
  switch (asset.type) {
    case 'native':
      return `${signOf(delta)}${amount(nativeCurrency.decimals)} ${nativeCurrency.symbol}`
    case 'token':
      return `${signOf(delta)}${amount(change.decimals ?? 0)} ${change.symbol ?? shortenAddress(asset.address)}`
    case 'nft': {
      const collection = change.name ?? shortenAddress(asset.address)
      return `${signOf(delta)}${abs(delta)} ${texts.transaction.nftItem(collection, asset.tokenId.toString())}`
    }
  }
}
