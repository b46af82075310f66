import { z } from 'zod'

/** SPEC §3 chain families as apps name them (`get-app-config` `chain_type`). */
export const appChainTypes = ['evm', 'solana', 'multiversx', 'near'] as const
export type AppChainType = (typeof appChainTypes)[number]

/** An app id: 40 lowercase hex characters, no 0x (HOST-PROTOCOL §H). */
export const appIdSchema = z.string().regex(/^[0-9a-f]{40}$/, 'must be 40 lowercase hex characters')

/** A host origin: scheme, host and port only, no path or trailing slash (HOST-PROTOCOL §A5). */
export const originSchema = z
  .string()
  .url()
  .refine((value) => {
    const url = new URL(value)
    return url.origin === value && /^https?:$/.test(url.protocol)
  }, 'must be an origin like https://app.example.com (no path, no trailing slash)')

const oidcProviderSchema = z.object({
  /** The login kind hosts pass to `initSocialLogin`, e.g. 'google'. */
  name: z.string().regex(/^[a-z][a-z0-9_-]{1,31}$/),
  issuer: z.string().url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1).optional(),
})

const jwtVerifierSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_-]{1,31}$/),
  jwksUrl: z.string().url(),
  issuer: z.string().min(1),
  audience: z.string().min(1),
  userIdClaim: z.string().min(1).optional(),
})

/** Login methods an app enables, with their settings (SPEC §1). */
export const appLoginsSchema = z.object({
  social: z.array(oidcProviderSchema).default([]),
  passwordless: z.boolean().default(false),
  siwe: z.boolean().default(false),
  custom: z.array(jwtVerifierSchema).default([]),
  firebase: z
    .object({ projectId: z.string().min(1), jwksUrl: z.string().url().optional() })
    .optional(),
  telegram: z
    .object({
      botToken: z.string().regex(/^[0-9]+:[A-Za-z0-9_-]+$/, 'must look like 123456:ABC-token'),
      botName: z.string().optional(),
    })
    .optional(),
})
export type AppLogins = z.infer<typeof appLoginsSchema>
/** Login settings as given: omitted methods are off. */
export type AppLoginsInput = z.input<typeof appLoginsSchema>

/** Per chain id: whether the gas tank sponsors transactions (SPEC §4 gasless). */
export const appGaslessSchema = z.record(z.string(), z.object({ enabled: z.boolean() }))

export const appThemes = ['dark', 'light'] as const

export const appLogosSchema = z.object({
  dark_horizontal: z.string().url().optional(),
  dark_vertical: z.string().url().optional(),
  light_horizontal: z.string().url().optional(),
  light_vertical: z.string().url().optional(),
})

/** Everything an app is, as the repository returns it. */
export type App = {
  readonly id: string
  readonly name: string
  readonly chainType: AppChainType
  readonly global: boolean
  readonly sessionPersisted: boolean
  readonly sessionMaxAgeS: number
  readonly mvxShard: number | null
  readonly theme: (typeof appThemes)[number]
  readonly logos: z.infer<typeof appLogosSchema>
  readonly origins: readonly string[]
  readonly logins: AppLogins
  readonly gasless: z.infer<typeof appGaslessSchema>
  readonly chainIds: readonly string[] | null
}

/** The login kinds a host may offer (HOST-PROTOCOL §C `getAvailableLogins`). */
export function availableLogins(logins: AppLogins): string[] {
  return [
    ...logins.social.map((provider) => provider.name),
    ...(logins.passwordless ? ['passwordless'] : []),
    ...(logins.siwe ? ['siwe'] : []),
    ...logins.custom.map((verifier) => verifier.name),
    ...(logins.firebase ? ['firebase'] : []),
    ...(logins.telegram ? ['telegram'] : []),
  ]
}
