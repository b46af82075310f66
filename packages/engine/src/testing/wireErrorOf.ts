import { toWireError, type WireError } from '@tessera/errors'

/** What the host receives for a request that fails; throws if it succeeded. */
export async function wireErrorOf(answer: Promise<unknown>): Promise<WireError> {
  const outcome = await answer.then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  )
  if (!('error' in outcome)) throw new Error(`expected a failure, got ${String(outcome.result)}`)
  return toWireError(outcome.error)
}
