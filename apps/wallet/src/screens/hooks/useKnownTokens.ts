import { type KnownToken, loadKnownTokens } from '@tessera/engine'
import { useEffect, useState } from 'react'

/**
 * The known-token catalogue of `chainId` (SPEC §3); undefined while its chunk loads, and when
 * no chain is given (nothing is loaded then).
 */
export function useKnownTokens(chainId: number | undefined): readonly KnownToken[] | undefined {
  const [loaded, setLoaded] = useState<{ chainId: number; tokens: readonly KnownToken[] }>()
  useEffect(() => {
    if (chainId === undefined) return
    let isCurrent = true
    void loadKnownTokens(chainId).then((tokens) => {
      if (isCurrent) setLoaded({ chainId, tokens })
    })
    return () => {
      isCurrent = false
    }
  }, [chainId])
  return loaded !== undefined && loaded.chainId === chainId ? loaded.tokens : undefined
}
