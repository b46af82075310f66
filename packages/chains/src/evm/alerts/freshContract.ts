import type { Address } from 'viem'
import type { AlertRule } from './AlertRule.js'
import { hasContractCode } from './hasContractCode.js'
import { readGrant } from './readGrant.js'

/**
 * A contract deployed within this many blocks is new (issue #17): about 20 minutes on Ethereum,
 * and within the 128 recent blocks whose state a full (non-archive) node still answers for.
 */
export const freshContractBlocks = 100n

/**
 * Issue #17: the contract a transaction calls, or the spender an approval or permit goes to,
 * was deployed only a few blocks ago: it had no code `freshContractBlocks` ago. A chain younger
 * than that (a fresh devnet) is not judged.
 */
export const freshContract: AlertRule = {
  name: 'freshContract',
  async evaluate(request, context) {
    const latest = await context.getBlockNumber()
    if (latest < freshContractBlocks) return []
    const addresses = new Set<Address>()
    if (request.kind === 'transaction' && request.to !== null) addresses.add(request.to)
    const grant = readGrant(request)
    if (grant) addresses.add(grant.spender)
    const fresh: Address[] = []
    for (const address of addresses) {
      if (!hasContractCode(await context.getCode(address))) continue
      const before = await context.getCode(address, { blockNumber: latest - freshContractBlocks })
      if (!hasContractCode(before)) fresh.push(address)
    }
    return fresh.map((address) => ({
      rule: 'freshContract',
      level: 'caution',
      reason: `The contract ${address} was deployed less than ${freshContractBlocks} blocks ago: new contracts have no track record.`,
    }))
  },
}
