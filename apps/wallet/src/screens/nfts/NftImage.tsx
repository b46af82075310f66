import type { Nft } from '@tessera/engine'
import { Icon } from '../../design/Icon/Icon.js'
import { texts } from '../texts.js'

export type NftImageProps = {
  nft: Pick<Nft, 'image' | 'animationUrl'>
  /** The NFT's name, for the image's text alternative; '' where the name is written beside it. */
  alt: string
  /** Details play the animation (SPEC §3 animationUrl) where there is one; lists show the image. */
  isAnimated?: boolean
}

/** An NFT's picture: its animation, its image, or a placeholder when it has neither. */
export function NftImage({ nft, alt, isAnimated = false }: NftImageProps) {
  if (isAnimated && nft.animationUrl !== null)
    return (
      <video
        className="ts-nftImage"
        src={nft.animationUrl}
        poster={nft.image ?? undefined}
        aria-label={alt}
        controls
        loop
        muted
      />
    )
  if (nft.image !== null) return <img className="ts-nftImage" src={nft.image} alt={alt} />
  const label = alt === '' ? {} : { role: 'img', 'aria-label': `${alt}: ${texts.nfts.noImage}` }
  return (
    <span
      className="ts-nftImage ts-nftImage--none"
      aria-hidden={alt === '' || undefined}
      {...label}
    >
      <Icon name="nft" size={28} />
    </span>
  )
}
