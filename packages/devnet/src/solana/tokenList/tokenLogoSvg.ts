import { escapeHtml } from '../../escapeHtml.js'

/** A round token logo: the symbol on a coloured disc, as an SVG document. */
export function tokenLogoSvg(symbol: string, color: string): string {
  const fontSize = symbol.length > 4 ? 14 : 18
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${escapeHtml(color)}"/><text x="32" y="38" font-size="${fontSize}" text-anchor="middle" fill="#fff" font-family="sans-serif">${escapeHtml(symbol)}</text></svg>`
}
