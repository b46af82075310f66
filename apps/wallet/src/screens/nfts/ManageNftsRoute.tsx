import { useNavigate } from 'react-router'
import { Button } from '../../design/Button/Button.js'
import { EmptyState } from '../../design/EmptyState/EmptyState.js'
import { IconButton } from '../../design/IconButton/IconButton.js'
import { useToast } from '../../design/Toast/ToastProvider.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { useNftActions } from '../hooks/useNftActions.js'
import { useNfts } from '../hooks/useNfts.js'
import { paths } from '../paths.js'
import { texts } from '../texts.js'
import { NftSummary } from './NftSummary.js'
import { nftKey } from './nftKey.js'
import { nftName } from './nftName.js'
import './Nfts.css'

/**
 * `/loggedin/nfts/manage` (SPEC §2): the user's NFTs on the selected network (hidden ones too),
 * each deletable; which of them the list shows is chosen on /nfts/select.
 */
export function ManageNftsRoute() {
  const { remove } = useNftActions()
  const network = useSelectedNetwork()
  const nfts = useNfts(network.id)
  const navigate = useNavigate()
  const showToast = useToast()
  return (
    <section className="ts-nfts" aria-labelledby="ts-page-title">
      <h1 id="ts-page-title" className="ts-pageTitle">
        {texts.nfts.manage}
      </h1>
      {nfts.length === 0 ? (
        <EmptyState icon="nft" title={texts.nfts.empty} />
      ) : (
        <ul className="ts-nfts__rows" aria-label={texts.nfts.list}>
          {nfts.map((nft) => {
            const name = nftName(nft)
            return (
              <li key={nftKey(nft)} className="ts-nftRow">
                <NftSummary nft={nft} />
                <IconButton
                  icon="trash"
                  label={texts.nfts.deleteOne(name)}
                  onClick={() => {
                    remove(nft)
                    showToast({ tone: 'success', message: texts.nfts.deleted })
                  }}
                />
              </li>
            )
          })}
        </ul>
      )}
      {nfts.length > 0 && (
        <Button variant="secondary" isFullWidth onClick={() => navigate(paths.selectNfts)}>
          {texts.nfts.select}
        </Button>
      )}
      <Button variant="secondary" isFullWidth onClick={() => navigate(paths.nfts)}>
        {texts.nfts.back}
      </Button>
    </section>
  )
}
