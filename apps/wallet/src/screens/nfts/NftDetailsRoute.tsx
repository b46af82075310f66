import { Navigate, useNavigate } from 'react-router'
import { Button } from '../../design/Button/Button.js'
import { useToast } from '../../design/Toast/ToastProvider.js'
import { useNftActions } from '../hooks/useNftActions.js'
import { nftPath, paths } from '../paths.js'
import { DetailList } from '../requests/DetailList.js'
import { texts } from '../texts.js'
import { NftImage } from './NftImage.js'
import { nftName } from './nftName.js'
import { useChosenNft } from './useChosenNft.js'
import '../send/SendTokens.css'
import './Nfts.css'

/**
 * `/loggedin/nfts/details` (SPEC §2): the chosen NFT's image or animation, name, collection,
 * description, token id, type, the quantity held of an ERC-1155 and its attributes (SPEC §3); a
 * Solana `mpl` NFT shows its mint in place of contract and token id (N-020);
 * Send, Delete ('NFT deleted'), and Edit for an NFT the user added (not one the indexer found).
 */
export function NftDetailsRoute() {
  const { remove: removeNft } = useNftActions()
  const nft = useChosenNft()
  const navigate = useNavigate()
  const showToast = useToast()
  if (!nft) return <Navigate to={paths.nfts} replace />
  const name = nftName(nft)

  const remove = () => {
    removeNft(nft)
    showToast({ tone: 'success', message: texts.nfts.deleted })
    navigate(paths.nfts)
  }

  return (
    <article className="ts-nfts ts-nftDetails" aria-labelledby="ts-page-title">
      <NftImage nft={nft} alt={name} isAnimated />
      <h1 id="ts-page-title" className="ts-pageTitle">
        {name}
      </h1>
      {nft.description !== null && <p className="ts-nftDetails__description">{nft.description}</p>}
      <DetailList
        rows={[
          { label: texts.nfts.collection, value: nft.collectionName },
          ...(nft.type === 'mpl'
            ? []
            : [{ label: texts.nfts.tokenId, value: nft.tokenId.toString(), isMono: true }]),
          { label: texts.nfts.type, value: texts.nfts.types[nft.type] },
          ...(nft.type === 'erc1155'
            ? [{ label: texts.nfts.quantity, value: nft.balance.toString() }]
            : []),
          {
            label: nft.type === 'mpl' ? texts.nfts.mint : texts.nfts.contract,
            value: nft.address,
            isMono: true,
          },
        ]}
      />
      {nft.attributes.length > 0 && (
        <section aria-labelledby="ts-nft-attributes">
          <h2 id="ts-nft-attributes" className="ts-section__title">
            {texts.nfts.attributes}
          </h2>
          <dl className="ts-nftDetails__attributes">
            {nft.attributes.map((attribute) => (
              <div key={attribute.trait} className="ts-nftDetails__attribute">
                <dt>{attribute.trait}</dt>
                <dd>{attribute.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <div className="ts-send__actions">
        {!nft.autodetected && (
          <Button variant="secondary" onClick={() => navigate(nftPath(paths.editNft, nft))}>
            {texts.nfts.edit}
          </Button>
        )}
        <Button variant="danger" onClick={remove}>
          {texts.nfts.delete}
        </Button>
        <Button onClick={() => navigate(nftPath(paths.sendNft, nft))}>{texts.nfts.send}</Button>
      </div>
    </article>
  )
}
