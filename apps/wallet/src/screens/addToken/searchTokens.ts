/**
 * SPEC §2 token picker search: the tokens whose name or symbol contains `query`, ignoring case
 * and surrounding spaces; all of them for an empty query.
 */
export function searchTokens<token extends { readonly name: string; readonly symbol: string }>(
  tokens: readonly token[],
  query: string,
): readonly token[] {
  const wanted = query.trim().toLowerCase()
  if (wanted === '') return tokens
  return tokens.filter(
    (token) =>
      token.name.toLowerCase().includes(wanted) || token.symbol.toLowerCase().includes(wanted),
  )
}
