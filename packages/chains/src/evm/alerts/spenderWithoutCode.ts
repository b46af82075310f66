import type { AlertRule } from './AlertRule.js'
import { hasContractCode } from './hasContractCode.js'
import { readGrant } from './readGrant.js'

/**
 * Issue #17: an approval or permit to an address with no contract code (an EOA, or nothing yet).
 * Dapps have their contracts spend tokens; a plain account as spender is how drainers take them.
 */
export const spenderWithoutCode: AlertRule = {
  name: 'spenderWithoutCode',
  async evaluate(request, context) {
    const grant = readGrant(request)
    if (!grant) return []
    if (hasContractCode(await context.getCode(grant.spender))) return []
    const what = grant.kind === 'permit' ? 'This permit lets' : 'This approval lets'
    return [
      {
        rule: 'spenderWithoutCode',
        level: 'danger',
        reason: `${what} ${grant.spender} take your tokens, but that address is not a contract (it has no code): a plain account as spender is how scams drain wallets.`,
      },
    ]
  },
}
