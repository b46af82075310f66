/** A key node's tables. Times are Unix milliseconds. */
export type NodeDatabase = {
  shares: SharesTable
  used_requests: UsedRequestsTable
  share_audit: ShareAuditTable
  token_bindings: TokenBindingsTable
  pinned_verifier_config: PinnedVerifierConfigTable
  mfa_recovery: MfaRecoveryTable
  identity_requests: IdentityRequestsTable
}

/** One share per (keyspace, verifier, user id, curve); the value is encrypted at rest. */
export type SharesTable = {
  keyspace: string
  verifier: string
  user_id: string
  curve: string
  share_index: number
  value_ciphertext: string
  /** JSON array of the Feldman commitments (hex points). */
  commitments: string
  /** The wallet's public key (C_0 of the key's deal); never changes, MFA or not. */
  public_key: string
  created_at: number
  /**
   * With MFA on (issue #16): JSON [K, A] of the 2-of-3 factor line; `commitments` are then the
   * network factor's deal, whose C_0 is K + A. Null for a plain key.
   */
  mfa_commitments: string | null
  /** When MFA was turned on; never set back to null (MFA cannot be turned off). */
  mfa_enabled_at: number | null
}

/** Requests already served, by their proof: a captured request is refused when replayed. */
export type UsedRequestsTable = {
  request_hash: string
  expires_at: number
}

/** Who got or stored what, without secrets or user ids in clear; append-only. */
export type ShareAuditTable = {
  at: number
  action: string
  keyspace: string
  verifier: string
  user_hash: string
  ip_hash: string
}

/** App JWTs bound to the first one-time key that presented them (by the token's hash). */
export type TokenBindingsTable = {
  token_hash: string
  key_address: string
  expires_at: number
}

/** The highest verifier config serial the node has taken (one row, id 'pinned'): no rollback. */
export type PinnedVerifierConfigTable = {
  id: string
  serial: number
  pinned_at: number
}

/**
 * MFA (issue #16): one sealed recovery factor per identity and factor line, released only for its
 * verifier tag and only while the identity's share is of that line; `failed_attempts` counts
 * wrong tags since the last right one (5 lock it).
 */
export type MfaRecoveryTable = {
  keyspace: string
  verifier: string
  user_id: string
  curve: string
  /** JSON [K, A] of the line the envelope belongs to, as in `shares.mfa_commitments`. */
  factor_commitments: string
  /** The envelope's JSON text, sealed with the storage key. */
  envelope_ciphertext: string
  /** The verifier tag (0x hex), sealed with the storage key. */
  verifier_ciphertext: string
  failed_attempts: number
  updated_at: number
}

/**
 * Request ids of wallet-signed requests (reshare, recovery), by SHA-256 of the identity and the
 * id: each is served once per identity, whatever token presents it, until its signed time expires.
 */
export type IdentityRequestsTable = {
  request_hash: string
  expires_at: number
}
