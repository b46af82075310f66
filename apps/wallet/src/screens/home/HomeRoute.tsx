import {
  formatListBalance,
  formatTotalBalance,
  type OnRampKind,
  onRampProviders,
  tokenLogoUrl,
} from '@tessera/engine'
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { nativeFirst } from '../hooks/nativeFirst.js'
import { useBalances } from '../hooks/useBalances.js'
import { useCopyToast } from '../hooks/useCopyToast.js'
import { useFiat } from '../hooks/useFiat.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { useOnRampNetworks } from '../hooks/useOnRampNetworks.js'
import { OnRampSheet } from '../onRamp/OnRampSheet.js'
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
  const onRampNetworks = useOnRampNetworks()
  const [onRampKind, setOnRampKind] = useState<OnRampKind>()
  const closeOnRamp = useCallback(() => setOnRampKind(undefined), [])
  // SPEC §2: Buy needs either on-ramp to serve the chain, Sell the card on-ramp.
  const providersOf = (kind: OnRampKind) =>
    onRampNetworks ? onRampProviders(onRampNetworks, network.chainId, kind) : []
  const isEvm = (network.chainType ?? 'evm_secp256k1') === 'evm_secp256k1'

  return (
    <>
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
        buy={{ isEnabled: providersOf('buy').length > 0, onClick: () => setOnRampKind('buy') }}
        sell={{ isEnabled: providersOf('sell').length > 0, onClick: () => setOnRampKind('sell') }}
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
      <OnRampSheet
        kind={onRampKind}
        providers={onRampKind ? providersOf(onRampKind) : []}
        pageUrl={(kind, provider) =>
          data.onRamps.pageUrl({ kind, provider, chainId: network.chainId })
        }
        onClose={closeOnRamp}
      />
    </>
  )
}
