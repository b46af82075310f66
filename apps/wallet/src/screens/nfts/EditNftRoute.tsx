import type { Nft, NftDetailsForm } from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import { useId, useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { Button } from '../../design/Button/Button.js'
import { Notice } from '../../design/Notice/Notice.js'
import { useToast } from '../../design/Toast/ToastProvider.js'
import { errorMessage } from '../errorMessage.js'
import { useNftActions } from '../hooks/useNftActions.js'
import { nftPath, paths } from '../paths.js'
import { texts } from '../texts.js'
import { NftSummary } from './NftSummary.js'
import { useChosenNft } from './useChosenNft.js'
import '../send/SendTokens.css'
import './Nfts.css'

/**
 * `/loggedin/nfts/edit` (SPEC §2, receives the chosen NFT like the details): the name,
 * collection name, description and image URL of an NFT the user added, checked by the engine
 * (W-132 for an empty name or collection, an invalid image URL); 'NFT updated', then its details.
 * One the NFT indexer found is not editable.
 */
export function EditNftRoute() {
  const nft = useChosenNft()
  if (!nft) return <Navigate to={paths.nfts} replace />
  return nft.autodetected ? <NotEditable nft={nft} /> : <EditNftForm nft={nft} />
}

type Field = keyof NftDetailsForm

/** The fields an engine refusal is about: the empty required ones (W-132), or the image URL. */
function invalidFields(failure: unknown, form: NftDetailsForm): readonly Field[] {
  if (!(failure instanceof WalletError)) return []
  if (failure.code === 'invalid_params') return ['image']
  if (failure.code !== 'W-132') return []
  return (['name', 'collectionName'] as const).filter((field) => form[field].trim() === '')
}

function EditNftForm({ nft }: { nft: Nft }) {
  const { edit } = useNftActions()
  const [form, setForm] = useState<NftDetailsForm>({
    name: nft.name ?? '',
    collectionName: nft.collectionName,
    description: nft.description ?? '',
    image: nft.image ?? '',
  })
  const [error, setError] = useState<{ message: string; fields: readonly Field[] }>()
  const navigate = useNavigate()
  const showToast = useToast()
  const id = useId()
  const errorId = `${id}-error`

  const save = () => {
    try {
      const edited = edit(nft, form)
      showToast({ tone: 'success', message: texts.nfts.updated })
      navigate(nftPath(paths.nftDetails, edited))
    } catch (failure) {
      setError({ message: errorMessage(failure), fields: invalidFields(failure, form) })
    }
  }
  const field = (name: Field) => ({
    id: `${id}-${name}`,
    value: form[name],
    'aria-invalid': error?.fields.includes(name) ?? false,
    'aria-describedby': error?.fields.includes(name) ? errorId : undefined,
    onChange: (event: { target: { value: string } }) => {
      setError(undefined)
      setForm((before) => ({ ...before, [name]: event.target.value }))
    },
  })

  return (
    <section className="ts-nfts" aria-labelledby="ts-page-title">
      <h1 id="ts-page-title" className="ts-pageTitle">
        {texts.nfts.editTitle}
      </h1>
      <div className="ts-nftRow">
        <NftSummary nft={nft} />
      </div>
      <form
        className="ts-nfts__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          save()
        }}
      >
        <div className="ts-field">
          <label htmlFor={`${id}-name`}>{texts.nfts.name}</label>
          <input autoComplete="off" required {...field('name')} />
        </div>
        <div className="ts-field">
          <label htmlFor={`${id}-collectionName`}>{texts.nfts.collectionName}</label>
          <input autoComplete="off" required {...field('collectionName')} />
        </div>
        <div className="ts-field">
          <label htmlFor={`${id}-description`}>{texts.nfts.descriptionOptional}</label>
          <textarea rows={3} {...field('description')} />
        </div>
        <div className="ts-field">
          <label htmlFor={`${id}-image`}>{texts.nfts.imageUrl}</label>
          <input
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://…"
            {...field('image')}
            aria-describedby={
              error?.fields.includes('image') ? `${errorId} ${id}-imageHint` : `${id}-imageHint`
            }
          />
          <span id={`${id}-imageHint`} className="ts-muted ts-nfts__hint">
            {texts.nfts.imageUrlHint}
          </span>
        </div>
        {error !== undefined && (
          <p id={errorId} className="ts-fieldError" role="alert">
            {error.message}
          </p>
        )}
        <div className="ts-send__actions">
          <Button variant="secondary" onClick={() => navigate(nftPath(paths.nftDetails, nft))}>
            {texts.nfts.cancel}
          </Button>
          <Button type="submit">{texts.nfts.save}</Button>
        </div>
      </form>
    </section>
  )
}

/** SPEC §3 autodetected: its details are the indexer's, so the screen says so and goes back. */
function NotEditable({ nft }: { nft: Nft }) {
  const navigate = useNavigate()
  return (
    <section className="ts-nfts" aria-labelledby="ts-page-title">
      <h1 id="ts-page-title" className="ts-pageTitle">
        {texts.nfts.editTitle}
      </h1>
      <Notice tone="info">{texts.nfts.notEditable}</Notice>
      <Button variant="secondary" onClick={() => navigate(nftPath(paths.nftDetails, nft))}>
        {texts.nfts.backToNft}
      </Button>
    </section>
  )
}
