/** The positional param at `index`: JSON-RPC params are an array (a lone value counts as one). */
export function paramAt(params: unknown, index: number): unknown {
  if (Array.isArray(params)) return params[index]
  return index === 0 ? params : undefined
}
