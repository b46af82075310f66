/**
 * The server's tables. Booleans are stored as 0/1 and JSON as text so that one schema works on
 * SQLite and PostgreSQL alike; times are Unix milliseconds.
 */
export type Database = {
  apps: AppsTable
  app_chains: AppChainsTable
  otp_codes: OtpCodesTable
  otp_failures: OtpFailuresTable
  login_nonces: LoginNoncesTable
  used_tokens: UsedTokensTable
  oauth_states: OauthStatesTable
  creds: CredsTable
}

export type AppsTable = {
  id: string
  name: string
  chain_type: string
  global: number
  session_persisted: number
  session_max_age_s: number
  mvx_shard: number | null
  theme: string
  /** JSON: { dark_horizontal?, dark_vertical?, light_horizontal?, light_vertical? } image URLs. */
  logos: string
  /** JSON: allowed host origins. */
  origins: string
  /** JSON: enabled login methods and their settings. */
  logins: string
  /** JSON: per chain id, gasless settings. */
  gasless: string
  /** JSON: chain ids narrowing the default catalogue, or null for all of the app's family. */
  chain_ids: string | null
  /** 1 when the operator allowed NoUI mode (nothing needs approval); 0 by default. */
  no_ui_allowed: number
  /** 1 when the operator allowed `_tessera_getPrivateKey` in NoUI mode; 0 by default. */
  key_export_allowed: number
  created_at: number
  updated_at: number
}

export type AppChainsTable = {
  app_id: string
  chain_id: string
  name: string
  rpc_url: string
  exp_url: string
  currency: string
  chain_type: string
  compatibility: string
  default_chain: number
}

export type OtpCodesTable = {
  id: string
  app_id: string
  /** SHA-256 of the normalised email and app id: emails are not stored in clear. */
  identity_hash: string
  code_hash: string
  attempts: number
  expires_at: number
  created_at: number
}

/** Wrong codes of one identity in its current window (`passwordlessLimits`: a day). */
export type OtpFailuresTable = {
  /** SHA-256 of the keyspace and the normalised email. */
  identity_hash: string
  failures: number
  /** When the window ends, and with it any lock. */
  expires_at: number
}

export type LoginNoncesTable = {
  nonce: string
  address: string
  expires_at: number
}

export type UsedTokensTable = {
  token_hash: string
  expires_at: number
}

export type OauthStatesTable = {
  state: string
  app_id: string
  provider: string
  code_verifier: string
  oidc_nonce: string
  client_nonce: string
  curve: string
  expires_at: number
}

export type CredsTable = {
  session_id: string
  /** The waiting client's secp256k1 public key: the ciphertext is encrypted to it. */
  public_key: string
  app_id: string | null
  /** Held only while the emailed link is pending (at most 10 minutes). */
  email: string | null
  curve: string | null
  ciphertext: string | null
  link_token_hash: string | null
  /** The code the requesting side was given, hashed; the link page must type it. */
  confirm_code_hash: string | null
  /** Wrong codes typed on the link page for the current link. */
  confirm_attempts: number
  /** Which browser asked for the link, coarsely ("Chrome on Linux"), and when. */
  requested_by: string | null
  requested_at: number | null
  expires_at: number
  created_at: number
}
