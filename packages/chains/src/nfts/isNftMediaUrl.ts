import { isWebUrl } from '../params/isWebUrl.js'

/** Longest `data:` URL kept as an NFT's image or animation: it is stored with the NFT. */
export const nftDataUrlMaxLength = 100_000

/**
 * Whether the wallet shows `value` as an NFT's image (or, with `video`, its animation): an https
 * URL (http only on this machine, as the page's CSP allows), or a `data:image/` (`data:video/`)
 * URL of at most 100,000 characters without whitespace. The same rule for an image the user
 * types (SPEC §2 /nfts/edit) and for what NFT metadata names (N-020); ipfs URLs are rewritten to
 * the gateway before (`resolveTokenUri`).
 */
export function isNftMediaUrl(value: string, kinds: { readonly video: boolean }): boolean {
  if (isWebUrl(value)) return true
  const inline = kinds.video ? /^data:(image|video)\/\S+$/i : /^data:image\/\S+$/i
  return value.length <= nftDataUrlMaxLength && inline.test(value) && URL.canParse(value)
}
