import { isNftMediaUrl, type Nft } from '@tessera/chains'
import { WalletError } from '@tessera/errors'

/** SPEC §2 /nfts/edit as typed: what the user may change on an NFT they added (SPEC §3 NFT). */
export type NftDetailsForm = {
  readonly name: string
  readonly collectionName: string
  /** Optional: empty clears it. */
  readonly description: string
  /** Optional: empty shows the placeholder; else an https or `data:image/` URL (`isNftMediaUrl`). */
  readonly image: string
}

/**
 * The NFT with the user's edits (SPEC §2 /nfts/edit), fields trimmed: W-132 when the name or the
 * collection name is empty; `invalid_params` for an image that is not an https (http on this
 * machine) or image data URL (`isNftMediaUrl`); `operation_not_supported` for an NFT the indexer
 * found (its details are the indexer's).
 */
export function editNftDetails(nft: Nft, form: NftDetailsForm): Nft {
  if (nft.autodetected)
    throw new WalletError('operation_not_supported', { details: 'autodetected' })
  const name = form.name.trim()
  const collectionName = form.collectionName.trim()
  const description = form.description.trim()
  const image = form.image.trim()
  if (name === '' || collectionName === '') throw new WalletError('W-132')
  if (image !== '' && !isNftMediaUrl(image, { video: false }))
    throw new WalletError('invalid_params', { params: { reason: 'Invalid image URL' } })
  return {
    ...nft,
    name,
    collectionName,
    description: description === '' ? null : description,
    image: image === '' ? null : image,
  }
}
