import { createPrivateKey } from 'node:crypto'
import { z } from 'zod'
import { isHttpsOrLoopback } from '../http/isHttpsOrLoopback.js'

/** SPEC §3 chain families as apps name them (`get-app-config` `chain_type`). */
export const appChainTypes = ['evm', 'solana', 'multiversx', 'near'] as const
export type AppChainType = (typeof appChainTypes)[number]

/** An app id: 40 lowercase hex characters, no 0x (HOST-PROTOCOL §H). */
export const appIdSchema = z.string().regex(/^[0-9a-f]{40}$/, 'must be 40 lowercase hex characters')

/**
 * A host origin: scheme, host and port only, no path or trailing slash (HOST-PROTOCOL §A5); https,
 * or plain http on this machine only (localhost, 127.0.0.1, [::1]): the wallet trusts messages
 * from these origins, and anyone on the network path can inject script into a plain http page
 * (issue #15 finding 7).
 */
export const originSchema = z
  .string()
  .url()
  .refine((value) => {
    if (!URL.canParse(value)) return false // zod runs refinements after a failed .url() too
    const url = new URL(value)
    return url.origin === value && /^https?:$/.test(url.protocol)
  }, 'must be an origin like https://app.example.com (no path, no trailing slash)')
  .refine(
    (value) => URL.canParse(value) && isHttpsOrLoopback(new URL(value)),
    'must be https (plain http only for localhost, 127.0.0.1 or [::1])',
  )

/** An app's origins: at least one, each an `originSchema` origin. */
export const appOriginsSchema = z.array(originSchema).min(1, 'an app needs at least one origin')

/** The login kind hosts pass to `initSocialLogin`, e.g. 'google' or 'discord'. */
const socialProviderNameSchema = z.string().regex(/^[a-z][a-z0-9_-]{1,31}$/)

/** An OpenID Connect issuer (third-party-apis §9: Google, Apple, Twitch); the default shape. */
const oidcProviderSchema = z.object({
  name: socialProviderNameSchema,
  // Optional so the settings stored before OAuth 2 providers existed stay valid.
  kind: z.literal('oidc').optional(),
  issuer: z.string().url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1).optional(),
})

/** The plain OAuth 2 providers the server knows (third-party-apis §9, no ID token). */
export const oauth2PresetNames = ['discord', 'github', 'x'] as const

/** A plain OAuth 2 provider: who signed in comes from its user-info API (third-party-apis §9). */
const oauth2ProviderSchema = z.object({
  name: socialProviderNameSchema,
  kind: z.literal('oauth2'),
  preset: z.enum(oauth2PresetNames),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1).optional(),
  /** Replaces the provider's hosts (a local stand-in); the endpoint paths stay the real ones. */
  baseUrl: z
    .string()
    .url()
    .refine((value) => {
      const url = new URL(value)
      return url.origin === value && /^https?:$/.test(url.protocol)
    }, 'must be an origin like http://127.0.0.1:8552 (no path, no trailing slash)')
    .optional(),
})

/** Apple's issuer (third-party-apis §9); a local stand-in replaces it in tests. */
export const appleIssuer = 'https://appleid.apple.com'

/** Apple team and key ids: ten upper-case letters or digits, as the developer account shows them. */
const appleIdSchema = z.string().regex(/^[A-Z0-9]{10}$/, 'must be 10 upper-case letters or digits')

/**
 * Sign in with Apple (third-party-apis §9): OIDC, but the client secret is an ES256 JWT the
 * server signs with the app's Apple key (`appleClientSecret`), so the key is stored instead.
 */
const appleProviderSchema = z.object({
  name: socialProviderNameSchema,
  kind: z.literal('apple'),
  /** The Services ID: the `client_id` and the client secret's `sub`. */
  clientId: z.string().min(1),
  teamId: appleIdSchema,
  keyId: appleIdSchema,
  /** The Apple key (ES256, P-256) as a PKCS8 PEM, `-----BEGIN PRIVATE KEY-----`. */
  privateKey: z
    .string()
    .refine(isP256Pkcs8Pem, 'must be a PKCS8 PEM of a P-256 (ES256) private key'),
  issuer: z.string().url().default(appleIssuer),
})

/**
 * One `logins.social` entry: an OIDC issuer, an OAuth 2 preset when `kind` is 'oauth2', or
 * Apple when `kind` is 'apple'.
 */
const socialProviderSchema = z.discriminatedUnion('kind', [
  oidcProviderSchema,
  oauth2ProviderSchema,
  appleProviderSchema,
])

function isP256Pkcs8Pem(value: string): boolean {
  if (!value.trimStart().startsWith('-----BEGIN PRIVATE KEY-----')) return false
  try {
    const key = createPrivateKey(value)
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1'
  } catch {
    // Not a key at all: the refinement's message says what is expected.
    return false
  }
}

const jwtVerifierSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_-]{1,31}$/),
  jwksUrl: z.string().url(),
  issuer: z.string().min(1),
  audience: z.string().min(1),
  userIdClaim: z.string().min(1).optional(),
})

/** Names of built-in login methods, which social providers and custom verifiers may not take. */
export const reservedLoginNames: readonly string[] = [
  'passwordless',
  'siwe',
  'firebase',
  'telegram',
  'global',
]

/** Login methods an app enables, with their settings (SPEC §1). */
export const appLoginsSchema = z
  .object({
    social: z.array(socialProviderSchema).default([]),
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
  .superRefine((logins, context) => {
    // Hosts pick a login by name: names must be unique and never a built-in method's.
    const names = [...logins.social, ...logins.custom].map((entry) => entry.name)
    for (const [index, name] of names.entries()) {
      if (reservedLoginNames.includes(name))
        context.addIssue({ code: 'custom', message: `'${name}' is a built-in login name` })
      else if (names.indexOf(name) !== index)
        context.addIssue({ code: 'custom', message: `login name '${name}' is used twice` })
    }
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

/**
 * What the wallet may do for the app without asking the user, by the operator's choice (SPEC §5,
 * §6; docs/security.md): NoUI mode, where nothing needs approval, and in it key export
 * (`_tessera_getPrivateKey`). Both are off unless the operator turns them on; a host page can
 * never turn them on. Key export needs NoUI, since the method works in NoUI mode only.
 */
export const appWalletPolicySchema = z
  .object({ isNoUiAllowed: z.boolean(), isKeyExportAllowed: z.boolean() })
  .refine((policy) => policy.isNoUiAllowed || !policy.isKeyExportAllowed, {
    message: 'key export works only in NoUI mode (SPEC §5): allow NoUI too',
  })
export type AppWalletPolicy = z.infer<typeof appWalletPolicySchema>

/** A new app's policy: the wallet asks the user for everything and never exports a key. */
export const defaultWalletPolicy: AppWalletPolicy = {
  isNoUiAllowed: false,
  isKeyExportAllowed: false,
}

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
  readonly walletPolicy: AppWalletPolicy
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
