import { useId, useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { Button } from '../../design/Button/Button.js'
import { EmptyState } from '../../design/EmptyState/EmptyState.js'
import { useToast } from '../../design/Toast/ToastProvider.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { useNftActions } from '../hooks/useNftActions.js'
import { useNfts } from '../hooks/useNfts.js'
import { paths } from '../paths.js'
import { texts } from '../texts.js'
import { NftSummary } from './NftSummary.js'
import { nftKey } from './nftKey.js'
import '../send/SendTokens.css'
import './Nfts.css'

/**
 * `/loggedin/nfts/select` (SPEC §2): which of the user's NFTs on the selected network the list
 * shows, a checkbox each; Select all / none; Save keeps the choice with the NFTs (per address and
 * network, SPEC §3) and returns to the list. Changing the chain here returns to the list.
 */
export function SelectNftsRoute() {
  const { select } = useNftActions()
  const network = useSelectedNetwork()
  const [openedOn] = useState(network.id)
  const nfts = useNfts(network.id)
  // What the user unticked: an NFT a refresh adds meanwhile starts ticked.
  const [hidden, setHidden] = useState(() => new Set(nfts.filter((nft) => nft.hidden).map(nftKey)))
  const navigate = useNavigate()
  const showToast = useToast()
  const id = useId()

  if (network.id !== openedOn) return <Navigate to={paths.nfts} replace />

  const shown = nfts.filter((nft) => !hidden.has(nftKey(nft)))
  const toggle = (key: string, isShown: boolean) =>
    setHidden((before) => {
      const after = new Set(before)
      if (isShown) after.delete(key)
      else after.add(key)
      return after
    })
  const save = () => {
    select(network.id, shown)
    showToast({ tone: 'success', message: texts.nfts.selectionSaved })
    navigate(paths.nfts)
  }

  return (
    <section className="ts-nfts" aria-labelledby="ts-page-title">
      <h1 id="ts-page-title" className="ts-pageTitle">
        {texts.nfts.select}
      </h1>
      {nfts.length === 0 ? (
        <EmptyState icon="nft" title={texts.nfts.empty} />
      ) : (
        <form
          className="ts-nfts__form"
          onSubmit={(event) => {
            event.preventDefault()
            save()
          }}
        >
          <p className="ts-muted">{texts.nfts.selectIntro}</p>
          <div className="ts-nfts__selectBar">
            <span id={`${id}-count`} aria-live="polite">
              {texts.nfts.shownCount(shown.length, nfts.length)}
            </span>
            <Button variant="link" onClick={() => setHidden(new Set())}>
              {texts.nfts.selectAll}
            </Button>
            <Button variant="link" onClick={() => setHidden(new Set(nfts.map(nftKey)))}>
              {texts.nfts.selectNone}
            </Button>
          </div>
          <fieldset className="ts-nfts__choices" aria-describedby={`${id}-count`}>
            <legend className="ts-visuallyHidden">{texts.nfts.list}</legend>
            {nfts.map((nft) => {
              const key = nftKey(nft)
              return (
                <label key={key} className="ts-nftRow ts-nftChoice">
                  <input
                    type="checkbox"
                    checked={!hidden.has(key)}
                    onChange={(event) => toggle(key, event.target.checked)}
                  />
                  <NftSummary nft={nft} />
                </label>
              )
            })}
          </fieldset>
          <div className="ts-send__actions">
            <Button variant="secondary" onClick={() => navigate(paths.nfts)}>
              {texts.nfts.cancel}
            </Button>
            <Button type="submit">{texts.nfts.save}</Button>
          </div>
        </form>
      )}
    </section>
  )
}
