import { useCallback, useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '../../design/Button/Button.js'
import { EmptyState } from '../../design/EmptyState/EmptyState.js'
import { IconButton } from '../../design/IconButton/IconButton.js'
import { Notice } from '../../design/Notice/Notice.js'
import { Spinner } from '../../design/Spinner/Spinner.js'
import { errorMessage } from '../errorMessage.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { useNftActions } from '../hooks/useNftActions.js'
import { useNfts } from '../hooks/useNfts.js'
import { nftPath, paths } from '../paths.js'
import { texts } from '../texts.js'
import { NftImage } from './NftImage.js'
import { nftKey } from './nftKey.js'
import { nftName } from './nftName.js'
import './Nfts.css'

/**
 * `/loggedin/nfts` (SPEC §2 NFT tab): the user's NFTs on the selected network as a grid, each
 * opening its details, leaving out those hidden on /nfts/select; Add NFT, Choose NFTs to show,
 * Manage NFTs, and a refresh that drops NFTs no longer owned (SPEC §4) and, with an NFT indexer,
 * adds the ones it finds (also on opening).
 */
export function NftsRoute() {
  const actions = useNftActions()
  const network = useSelectedNetwork()
  const nfts = useNfts(network.id)
  const listed = nfts.filter((nft) => !nft.hidden)
  const hiddenCount = nfts.length - listed.length
  const navigate = useNavigate()
  const [isRefreshing, setIsRefreshing] = useState(false)
  const [error, setError] = useState<string>()

  const refresh = useCallback(() => {
    setIsRefreshing(true)
    setError(undefined)
    actions
      .refresh()
      .catch((failure: unknown) => setError(errorMessage(failure)))
      .finally(() => setIsRefreshing(false))
  }, [actions.refresh])
  // SPEC §7 (N-001): with an NFT indexer, opening the tab or changing network finds what is owned.
  const networkId = network.id
  const { hasIndexer } = actions
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new network is asked about anew
  useEffect(() => {
    if (hasIndexer) refresh()
  }, [hasIndexer, networkId, refresh])

  return (
    <section className="ts-nfts" aria-labelledby="ts-page-title">
      <div className="ts-nfts__header">
        <h1 id="ts-page-title" className="ts-pageTitle">
          {texts.nfts.title}
        </h1>
        <IconButton
          icon="refresh"
          label={texts.nfts.refresh}
          disabled={isRefreshing || (nfts.length === 0 && !hasIndexer)}
          onClick={refresh}
        />
        <IconButton
          icon="check"
          label={texts.nfts.select}
          disabled={nfts.length === 0}
          onClick={() => navigate(paths.selectNfts)}
        />
        <IconButton
          icon="settings"
          label={texts.nfts.manage}
          disabled={nfts.length === 0}
          onClick={() => navigate(paths.manageNfts)}
        />
      </div>
      {isRefreshing && <Spinner label={texts.nfts.refreshing} />}
      {error !== undefined && <Notice tone="danger">{error}</Notice>}
      {hiddenCount > 0 && (
        <p className="ts-nfts__hidden">
          <span className="ts-muted">{texts.nfts.hiddenCount(hiddenCount)}</span>
          <Link to={paths.selectNfts}>{texts.nfts.select}</Link>
        </p>
      )}
      {listed.length === 0 ? (
        <EmptyState icon="nft" title={hiddenCount > 0 ? texts.nfts.allHidden : texts.nfts.empty}>
          {hiddenCount === 0 && (
            <p className="ts-muted">
              {actions.canAdd ? texts.nfts.emptyDetail : texts.nfts.emptyFoundDetail}
            </p>
          )}
        </EmptyState>
      ) : (
        <ul className="ts-nfts__grid" aria-label={texts.nfts.list}>
          {listed.map((nft) => {
            const name = nftName(nft)
            return (
              <li key={nftKey(nft)}>
                <Link className="ts-nftCard" to={nftPath(paths.nftDetails, nft)}>
                  <NftImage nft={nft} alt="" />
                  <span className="ts-nftCard__name">{name}</span>
                  <span className="ts-nftCard__collection">{nft.collectionName}</span>
                </Link>
              </li>
            )
          })}
        </ul>
      )}
      {actions.canAdd && (
        <Button isFullWidth onClick={() => navigate(paths.addNft)}>
          {texts.nfts.add}
        </Button>
      )}
    </section>
  )
}
