import { QueryCache, QueryClient } from '@tanstack/react-query'

/**
 * The cache of the engine's queries for the logged-in screens: a failed read is logged only
 * (SPEC §8: balance and fee failures are silent, the screens show their own state), nothing is
 * retried behind the user's back, and returning to the tab reads nothing again: the engine's
 * polling rules (SPEC §9) decide.
 */
export function createScreenQueryClient(reportSilently: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportSilently }),
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  })
}
