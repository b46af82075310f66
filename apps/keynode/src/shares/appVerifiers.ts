import { z } from 'zod'

const appVerifiersCacheMs = 60_000

const appVerifiersSchema = z.object({
  keyspace: z.string().min(1).max(64),
  oidc: z.array(z.object({ verifier: z.string(), issuer: z.string().url(), audience: z.string() })),
  appTokens: z
    .array(
      z.object({
        verifier: z.string(),
        issuer: z.string(),
        audience: z.string(),
        jwksUrl: z.string().url(),
        userIdClaim: z.string().optional(),
        algorithms: z.array(z.string()).optional(),
      }),
    )
    .default([]),
})

/** An app's public login settings as the gateway serves them (`/api/v1/key-verifiers/{appId}`). */
export type AppVerifiers = z.infer<typeof appVerifiersSchema>

const cache = new Map<string, { until: number; value: Promise<AppVerifiers> }>()

/** The app's login settings, fetched from the gateway and kept a minute. */
export function appVerifiersOf(gatewayUrl: string, appId: string): Promise<AppVerifiers> {
  const cached = cache.get(appId)
  if (cached && cached.until > Date.now()) return cached.value
  const value = fetchJson(`${gatewayUrl}/api/v1/key-verifiers/${appId}`).then((body) =>
    appVerifiersSchema.parse(body),
  )
  cache.set(appId, { until: Date.now() + appVerifiersCacheMs, value })
  value.catch(() => cache.delete(appId))
  return value
}

/** Issuers compare without their trailing slashes. */
export const sameIssuer = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '')

export async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.json()
}
