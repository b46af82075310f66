import { m0001_shares } from './m0001_shares.js'
import { m0002_append_only_audit } from './m0002_append_only_audit.js'
import { m0003_token_bindings } from './m0003_token_bindings.js'
import { m0004_pinned_verifier_config } from './m0004_pinned_verifier_config.js'
import { m0005_mfa } from './m0005_mfa.js'
import { m0006_mfa_recovery } from './m0006_mfa_recovery.js'
import { m0007_recovery_per_line } from './m0007_recovery_per_line.js'
import { m0008_identity_requests } from './m0008_identity_requests.js'

/** Every migration of a key node's database, in order. Never edit a released one: add the next. */
export const nodeMigrations = {
  '0001_shares': m0001_shares,
  '0002_append_only_audit': m0002_append_only_audit,
  '0003_token_bindings': m0003_token_bindings,
  '0004_pinned_verifier_config': m0004_pinned_verifier_config,
  '0005_mfa': m0005_mfa,
  '0006_mfa_recovery': m0006_mfa_recovery,
  '0007_recovery_per_line': m0007_recovery_per_line,
  '0008_identity_requests': m0008_identity_requests,
}
