import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider'

type Entry = { readonly model: string; payload: AdapterPayload; readonly expiresAt: number }

// The models a grant's revocation takes with it (oidc-provider's grant-bound tokens).
const grantBoundModels = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
])

/**
 * oidc-provider storage in this process's memory, one store per provider, gone at stop: enough
 * for a local stand-in, where a restart simply means signing in again.
 */
export function createMemoryAdapter(now: () => number = Date.now): AdapterFactory {
  const entries = new Map<string, Entry>()
  const live = (key: string) => {
    const entry = entries.get(key)
    if (!entry || entry.expiresAt > now()) return entry
    entries.delete(key)
    return undefined
  }
  const findWhere = (model: string, matches: (payload: AdapterPayload) => boolean) => {
    for (const [key, entry] of entries)
      if (entry.model === model && matches(entry.payload)) return live(key)?.payload
    return undefined
  }
  const sweepExpired = () => {
    for (const key of entries.keys()) live(key)
  }

  return (model: string): Adapter => {
    const keyFor = (id: string) => `${model}:${id}`
    return {
      async upsert(id, payload, expiresIn) {
        sweepExpired()
        const expiresAt =
          expiresIn === undefined ? Number.POSITIVE_INFINITY : now() + expiresIn * 1_000
        entries.set(keyFor(id), { model, payload, expiresAt })
      },
      find: async (id) => live(keyFor(id))?.payload,
      findByUid: async (uid) => findWhere(model, (payload) => payload.uid === uid),
      findByUserCode: async (userCode) =>
        findWhere(model, (payload) => payload.userCode === userCode),
      async consume(id) {
        const entry = live(keyFor(id))
        if (entry) entry.payload = { ...entry.payload, consumed: Math.floor(now() / 1_000) }
      },
      async destroy(id) {
        entries.delete(keyFor(id))
      },
      async revokeByGrantId(grantId) {
        for (const [key, entry] of entries)
          if (grantBoundModels.has(entry.model) && entry.payload.grantId === grantId)
            entries.delete(key)
      },
    }
  }
}
