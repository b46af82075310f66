import type { EngineRequest, WalletEngine } from '@tessera/engine'
import { createTestEngine, testAccount } from '@tessera/engine/testing'
import { toWireError, WalletError } from '@tessera/errors'
import { describe, expect, test } from 'vitest'
import {
  badEvmRequest,
  fuzzedEvmMethods,
  type UncheckedRequest,
} from '../testing/badEvmRequests.js'
import { seededRandom } from '../testing/seededRandom.js'
import { evmMethodTable } from './evmMethodTable.js'

/** Fixed, so a failure is found again; change it to explore other inputs. */
const seed = 17
const inputCount = 10_000
const methods = Object.keys(evmMethodTable)

describe('evmMethodTable on generated bad inputs (#17)', () => {
  test('default: every method of the table has a generator of bad inputs', () => {
    expect([...fuzzedEvmMethods].sort()).toEqual([...methods].sort())
  })

  test('behavior: 10,000 bad inputs across every method: each answered with an EIP-1193 error, none reaches an approval, nothing thrown past the engine', async () => {
    const { engine } = createTestEngine()
    const random = seededRandom(seed)
    const failures: string[] = []
    for (let id = 1; id <= inputCount; id++) {
      const request = badEvmRequest(
        methods[id % methods.length] ?? '',
        random,
        testAccount.address,
        id,
      )
      const problem = await refusalProblem(engine, request)
      if (problem) failures.push(`${request.method} ${shown(request)}: ${problem}`)
    }
    expect(failures.slice(0, 10)).toEqual([])
    expect(engine.approvals.snapshot()).toMatchObject({ pending: [], skipped: [] })
  }, 300_000)
})

/** What is wrong with how the engine answered a request it must refuse; undefined when nothing. */
async function refusalProblem(
  engine: WalletEngine,
  request: UncheckedRequest,
): Promise<string | undefined> {
  let answer: Promise<unknown>
  try {
    answer = engine.request(request as EngineRequest)
  } catch (error) {
    return `thrown past the engine: ${String(error)}`
  }
  const outcome = await Promise.race([
    answer.then(
      (result) => ({ result }),
      (error: unknown) => ({ error }),
    ),
    pendingApproval(engine),
  ])
  if (outcome === 'pending') {
    for (const { request: queued } of engine.approvals.snapshot().pending)
      engine.approvals.reject(queued.id)
    return 'reached an approval'
  }
  if (!('error' in outcome)) return `answered ${shown(outcome.result)}`
  const { error } = outcome
  if (!(error instanceof WalletError) || error.code === 'W-131')
    return `not a deliberate refusal: ${String(error)}`
  const wire = toWireError(error)
  if (!Number.isInteger(wire.code) || typeof wire.message !== 'string' || wire.message === '')
    return `not an EIP-1193 error: ${shown(wire)}`
  return undefined
}

/** Resolves with 'pending' once any request waits for approval (never, if none does). */
function pendingApproval(engine: WalletEngine): Promise<'pending'> {
  return new Promise((resolve) => {
    const check = () => {
      if (engine.approvals.snapshot().pending.length === 0) return
      unsubscribe()
      resolve('pending')
    }
    const unsubscribe = engine.approvals.subscribe(check)
    check()
  })
}

/** A generated value as text for a failure message (bigints, functions and symbols included). */
function shown(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' || typeof item === 'function' || typeof item === 'symbol'
      ? String(item)
      : item,
  )
  return (text ?? String(value)).slice(0, 300)
}
