import { useId, useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { Button } from '../../design/Button/Button.js'
import { Spinner } from '../../design/Spinner/Spinner.js'
import { useToast } from '../../design/Toast/ToastProvider.js'
import { errorMessage } from '../errorMessage.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { useNftActions } from '../hooks/useNftActions.js'
import { nftPath, paths } from '../paths.js'
import { texts } from '../texts.js'

/**
 * `/loggedin/nfts/add` (SPEC §2 manual NFT add): contract address and token id, read from the
 * selected chain by the engine (SPEC §5 ownership; W-141…W-147, W-112, W-113, W-127); 'NFT
 * added', then its details. Any other failure (the NFT read but not kept) is W-116. Changing the
 * chain here returns to the list.
 */
export function AddNftRoute() {
  const actions = useNftActions()
  const network = useSelectedNetwork()
  const [openedOn] = useState(network.id)
  const [address, setAddress] = useState('')
  const [tokenId, setTokenId] = useState('')
  const [error, setError] = useState<string>()
  const [isSaving, setIsSaving] = useState(false)
  const showToast = useToast()
  const navigate = useNavigate()
  const id = useId()
  const errorId = `${id}-error`

  if (network.id !== openedOn) return <Navigate to={paths.nfts} replace />

  const save = () => {
    if (isSaving) return
    setIsSaving(true)
    setError(undefined)
    actions.add({ address, tokenId }).then(
      (nft) => {
        showToast({ tone: 'success', message: texts.nfts.added })
        navigate(nftPath(paths.nftDetails, nft))
      },
      (failure: unknown) => {
        setIsSaving(false)
        setError(errorMessage(failure, 'W-116'))
      },
    )
  }
  const invalid = {
    'aria-invalid': error !== undefined,
    'aria-describedby': error === undefined ? undefined : errorId,
  }

  return (
    <section className="ts-nfts" aria-labelledby="ts-page-title">
      <h1 id="ts-page-title" className="ts-pageTitle">
        {texts.nfts.add}
      </h1>
      <form
        className="ts-nfts__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          save()
        }}
      >
        <div className="ts-field">
          <label htmlFor={`${id}-address`}>{texts.nfts.contractAddress}</label>
          <input
            id={`${id}-address`}
            className="ts-send__mono"
            autoComplete="off"
            spellCheck={false}
            placeholder="0x…"
            value={address}
            {...invalid}
            onChange={(event) => {
              setError(undefined)
              setAddress(event.target.value)
            }}
          />
        </div>
        <div className="ts-field">
          <label htmlFor={`${id}-tokenId`}>{texts.nfts.tokenId}</label>
          <input
            id={`${id}-tokenId`}
            inputMode="numeric"
            autoComplete="off"
            value={tokenId}
            {...invalid}
            onChange={(event) => {
              setError(undefined)
              setTokenId(event.target.value)
            }}
          />
        </div>
        {isSaving && <Spinner label={texts.nfts.saving} />}
        {error !== undefined && (
          <p id={errorId} className="ts-fieldError" role="alert">
            {error}
          </p>
        )}
        <div className="ts-send__actions">
          <Button variant="secondary" onClick={() => navigate(paths.nfts)}>
            {texts.nfts.cancel}
          </Button>
          <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
            {texts.nfts.save}
          </Button>
        </div>
      </form>
    </section>
  )
}
