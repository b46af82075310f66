import { monogramLogo } from '../../assets/monogramLogo.js'

/**
 * Where the wallet serves the catalogue's logo files: an assets folder under the site root
 * (SPEC §9). The wallet build copies `packages/chains/assets/token-logos` there.
 */
export const tokenLogosPath = '/assets/token-logos/'

const logoFile = /^(?:\/assets\/token-logos\/)?([\w.-]+\.svg)$/

/**
 * The image URL for a token: its shipped logo file (named as the catalogue names it, or by the
 * URL this gave before) when it has one, otherwise a monogram drawn locally. Never a remote URL,
 * so showing a token downloads nothing from third parties.
 */
export function tokenLogoUrl(token: { readonly symbol: string; readonly logo?: string }): string {
  const file = token.logo && logoFile.exec(token.logo)?.[1]
  return file ? `${tokenLogosPath}${file}` : monogramLogo(token.symbol)
}
