import {
  formatListBalance,
  formatTotalBalance,
  type OnRampKind,
  onRampProviders,
} from '@tessera/engine'
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { nativeFirst } from '../hooks/nativeFirst.js'
import { useBalances } from '../hooks/useBalances.js'
import { useCopyToast } from '../hooks/useCopyToast.js'
import { useFiat } from '../hooks/useFiat.js'
import { useNetworkEditor } from '../hooks/useNetworkEditor.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { useOnRampNetworks } from '../hooks/useOnRampNetworks.js'
import { useTokenActions } from '../hooks/useTokenActions.js'
import { OnRampSheet } from '../onRamp/OnRampSheet.js'
import { paths } from '../paths.js'
import { texts } from '../texts.js'
import { useWalletContext } from '../WalletContext.js'
import { HomeView } from './HomeView.js'

/** `/loggedin/` (SPEC §2 home): reads balances, rates and on-ramp support for HomeView. */
export function HomeRoute() {
  const { address, securityNag, backupNote, data, openHostPopup } = useWalletContext()
  const { chainIdOf } = useNetworkEditor()
  const tokens = useTokenActions()
  const network = useSelectedNetwork()
  const { assets, refresh } = useBalances(network)
  const fiat = useFiat()
  const onCopy = useCopyToast({ copied: texts.home.addressCopied, failure: 'W-125' })
  const navigate = useNavigate()
  const native = assets?.find((asset) => asset.address === 'native')
  const onRampNetworks = useOnRampNetworks()
  const [onRampKind, setOnRampKind] = useState<OnRampKind>()
  const closeOnRamp = useCallback(() => setOnRampKind(undefined), [])
  // SPEC §2: Buy needs either on-ramp to serve the chain, Sell the card on-ramp.
  const chainId = chainIdOf(network.id)
  const providersOf = (kind: OnRampKind) =>
    onRampNetworks ? onRampProviders(onRampNetworks, { id: network.id, chainId }, kind) : []

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
                  networkId: network.id,
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
            logo: asset.logo,
          }))
        }
        // SPEC §2: 'New Asset' only where the family takes tokens added by hand (EVM).
        onNewAsset={tokens.canAdd ? () => navigate(paths.addToken) : undefined}
        securityBanner={
          securityNag.isShown
            ? {
                onOpen: () => navigate(paths.mfaRequired),
                onSkip: securityNag.skip,
                onDismiss: securityNag.dismiss,
              }
            : undefined
        }
        backupNote={backupNote.isShown ? { onDismiss: backupNote.dismiss } : undefined}
      />
      <OnRampSheet
        kind={onRampKind}
        providers={onRampKind ? providersOf(onRampKind) : []}
        pageUrl={(kind, provider) =>
          data.onRamps.pageUrl({ kind, provider, chainId, networkId: network.id })
        }
        onClose={closeOnRamp}
        {...(openHostPopup ? { openInHostPopup: openHostPopup } : {})}
      />
    </>
  )
}
