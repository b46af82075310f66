import { m0001_shares } from './m0001_shares.js'
import { m0002_append_only_audit } from './m0002_append_only_audit.js'

/** Every migration of a key node's database, in order. Never edit a released one: add the next. */
export const nodeMigrations = {
  '0001_shares': m0001_shares,
  '0002_append_only_audit': m0002_append_only_audit,
}
