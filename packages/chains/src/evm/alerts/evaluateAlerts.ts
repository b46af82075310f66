import type { Address, Hex } from 'viem'
import type { SecurityAlert, SecurityAlertLevel } from '../../requests/SecurityAlert.js'
import type { AlertContext } from './AlertContext.js'
import type { AlertRequest } from './AlertRequest.js'
import type { AlertRule } from './AlertRule.js'
import { alertRules } from './alertRules.js'

/** A rule that has not answered by then is skipped, so Approve never waits on a slow node long. */
export const alertRuleTimeoutMs = 5_000

const levelOrder: Record<SecurityAlertLevel, number> = { danger: 0, caution: 1 }

export type EvaluateAlertsOptions = {
  /** The rules to run; every rule of issue #17 when absent. */
  readonly rules?: readonly AlertRule[]
  readonly timeoutMs?: number
}

/**
 * Runs every alert rule on a request (issue #17) and answers what they found, dangers first.
 * Never throws: a rule that fails or times out is skipped, the others still count. The chain
 * reads are shared, so rules asking for the same code ask the node once.
 */
export async function evaluateAlerts(
  request: AlertRequest,
  context: AlertContext,
  options: EvaluateAlertsOptions = {},
): Promise<readonly SecurityAlert[]> {
  const { rules = alertRules, timeoutMs = alertRuleTimeoutMs } = options
  const shared = sharedReads(context)
  const found = await Promise.all(
    rules.map(async (rule) => {
      try {
        return await withTimeout(Promise.resolve(rule.evaluate(request, shared)), timeoutMs)
      } catch {
        // A rule that cannot decide (node error, odd data) says nothing; the others still run.
        return []
      }
    }),
  )
  return found.flat().sort((a, b) => levelOrder[a.level] - levelOrder[b.level])
}

/** `context` with each code and block number read once for all rules. */
function sharedReads(context: AlertContext): AlertContext {
  const codes = new Map<string, Promise<Hex | undefined>>()
  let blockNumber: Promise<bigint> | undefined
  return {
    getCode(address: Address, options) {
      const key = `${address.toLowerCase()}@${options?.blockNumber ?? 'latest'}`
      let code = codes.get(key)
      if (!code) {
        code = context.getCode(address, options)
        codes.set(key, code)
      }
      return code
    },
    getBlockNumber() {
      blockNumber ??= context.getBlockNumber()
      return blockNumber
    },
    call: (call) => context.call(call),
    nowSeconds: context.nowSeconds,
  }
}

function withTimeout<value>(promise: Promise<value>, timeoutMs: number): Promise<value> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
