import { monogramLogo } from './monogramLogo.js'

/**
 * Where the wallet serves the catalogue's logo files: an assets folder under the site root
 * (SPEC §9). The wallet build copies `packages/engine/assets/token-logos` there.
 */
export const tokenLogosPath = '/assets/token-logos/'

const logoFileName = /^[\w.-]+\.svg$/

/**
 * The image URL for a token: its shipped logo file when it has one, otherwise a monogram drawn
 * locally. Never a remote URL, so showing a token downloads nothing from third parties.
 */
export function tokenLogoUrl(token: { readonly symbol: string; readonly logo?: string }): string {
  const { logo, symbol } = token
  return logo && logoFileName.test(logo) ? `${tokenLogosPath}${logo}` : monogramLogo(symbol)
}
