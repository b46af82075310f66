import { formatListBalance, formatTotalBalance, tokenLogoUrl } from '@tessera/engine'
import { useNavigate } from 'react-router'
import { nativeFirst } from '../hooks/nativeFirst.js'
import { useBalances } from '../hooks/useBalances.js'
import { useCopyToast } from '../hooks/useCopyToast.js'
import { useFiat } from '../hooks/useFiat.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { paths } from '../paths.js'
import { texts } from '../texts.js'
import { useWalletContext } from '../WalletContext.js'
import { HomeView } from './HomeView.js'

/** `/loggedin/` (SPEC §2 home): reads balances, rates and on-ramp support for HomeView. */
export function HomeRoute() {
  const { address, securityNag, data } = useWalletContext()
  const network = useSelectedNetwork()
  const { snapshot, refresh } = useBalances(network)
  const fiat = useFiat()
  const onCopy = useCopyToast({ copied: texts.home.addressCopied, failure: 'W-125' })
  const navigate = useNavigate()
  const assets = snapshot?.assets
  const native = assets?.find((asset) => asset.address === 'native')
  const onRamps = data.onRampSupport(network.chainId)
  const isEvm = (network.chainType ?? 'evm_secp256k1') === 'evm_secp256k1'

  return (
    <HomeView
      address={address}
      onCopy={onCopy}
      totalBalance={
        native?.balance != null
          ? {
              amount: `${formatTotalBalance(native.balance, native.decimals)} ${native.symbol}`,
              fiat: fiat({
                value: native.balance,
                decimals: native.decimals,
                symbol: native.symbol,
                chainId: network.chainId,
              }),
            }
          : undefined
      }
      onRefresh={refresh}
      onSend={() => navigate(paths.sendTokens)}
      buy={{ isEnabled: onRamps?.canBuy ?? false, onClick: () => data.openOnRamp('buy') }}
      sell={{ isEnabled: onRamps?.canSell ?? false, onClick: () => data.openOnRamp('sell') }}
      assets={
        assets &&
        nativeFirst(assets).map((asset) => ({
          key: asset.address,
          name: asset.name,
          balance: formatListBalance(asset),
          symbol: asset.symbol,
          // A catalogue file name becomes its local URL (never a remote image).
          logo: asset.logo && tokenLogoUrl(asset),
        }))
      }
      onNewAsset={isEvm ? () => navigate(paths.addToken) : undefined}
      securityBanner={
        securityNag.isShown
          ? { onOpen: () => navigate(paths.mfaRequired), onSkip: securityNag.skip }
          : undefined
      }
    />
  )
}
