const palette = ['#3b5bdb', '#0b7285', '#2b8a3e', '#e67700', '#c2255c', '#6741d9', '#495057']

/**
 * A round badge with the first letters of `symbol`, as an SVG `data:` URI: the logo of tokens
 * that ship none (custom tokens, catalogue entries without an icon). The symbol may come from
 * an untrusted contract, so it is escaped.
 */
export function monogramLogo(symbol: string): string {
  const letters = [...symbol.trim()].slice(0, 3).join('').toUpperCase() || '?'
  const colour = palette[hash(symbol) % palette.length]
  const fontSize = letters.length > 2 ? 9 : 11
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">` +
    `<title>${escapeXml(symbol)}</title><circle cx="12" cy="12" r="12" fill="${colour}"/>` +
    `<text x="12" y="12" dy=".35em" text-anchor="middle" font-family="sans-serif" ` +
    `font-size="${fontSize}" font-weight="700" fill="#fff">${escapeXml(letters)}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

function hash(text: string): number {
  let value = 0
  for (const char of text) value = (value * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return value
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? '',
  )
}
