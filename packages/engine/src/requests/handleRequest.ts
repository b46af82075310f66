import type { ChainAdapter, FamilyContext, MethodRow } from '@tessera/chains'
import { WalletError } from '@tessera/errors'
import {
  evmMethods,
  multiversxMethods,
  nearMethods,
  productMethods,
  solanaMethods,
} from '@tessera/protocol'
import type { EngineRequest } from '../WalletEngine.js'
import { assertMethodAllowed } from './assertMethodAllowed.js'
import { digestRequest } from './digestRequest.js'
import { methodRow } from './methodRow.js'
import type { QueuedRequest, RequestQueue } from './requestQueue.js'
import { snapshotParams } from './snapshotParams.js'
import { toEngineError } from './toEngineError.js'

/** Every family's wallet methods (SPEC §7): one another family's app calls gets methodNotSupported. */
const familyMethods: readonly string[] = [
  ...evmMethods,
  ...productMethods,
  ...solanaMethods,
  ...multiversxMethods,
  ...nearMethods,
]

/**
 * Routes one host request (SPEC §7) to the family of the app: a method of the family's table is
 * parsed (SPEC §5), approved when it needs it (SPEC §6, never in NoUI mode) and carried out; a
 * wallet method the family does not answer gets method_not_supported (SPEC §7
 * methodNotSupported); anything else goes to the family's node where it forwards (EVM), else
 * method_not_supported too.
 */
export async function handleRequest(
  request: EngineRequest,
  engine: {
    readonly adapter: ChainAdapter
    readonly context: FamilyContext
    readonly queue: RequestQueue
  },
): Promise<unknown> {
  const { adapter, context, queue } = engine
  const { id, method } = request
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof method !== 'string')
    throw new WalletError('invalid_params', { params: { reason: 'Invalid method' } })
  try {
    const params = snapshotParams(request.params)
    const row = methodRow(adapter.methods, method)
    if (!row) {
      const { forward } = adapter
      if (!forward || familyMethods.includes(method))
        throw new WalletError('method_not_supported', { params: { method } })
      return await queue.submit({
        request: { id, method, params },
        parsed: params,
        run: () => forward(context, method, params),
      })
    }
    assertMethodAllowed(row, context)
    const parsed = snapshotParams(await row.parseParams(params, context))
    // Again after parsing and just before running: a revoke may land while either waits.
    assertMethodAllowed(row, context)
    const needsApproval = context.appMode !== 'noUI' && !row.isNoOp?.(parsed, context)
    return await queue.submit({
      request: { id, method, params },
      parsed,
      ...(needsApproval && row.needsApproval
        ? { approval: approvalOf(row, method, parsed, context) }
        : {}),
      run: (approved) => {
        assertMethodAllowed(row, context)
        return row.run(approved, context)
      },
      needsAccount: row.needsAccount === true,
    })
  } catch (error) {
    throw toEngineError(error, adapter)
  }
}

/** What the queue needs of a request the user must approve: its description and insights. */
function approvalOf(
  row: Extract<MethodRow, { readonly needsApproval: true }>,
  method: string,
  parsed: unknown,
  context: FamilyContext,
): NonNullable<QueuedRequest['approval']> {
  const { quoteFee, simulate, alerts } = row
  return {
    describe: () => {
      const description = row.describe(parsed, context)
      return { description, digest: digestRequest({ method, params: parsed, description }) }
    },
    checkEdits: (edits) => row.checkEdits?.(parsed, edits),
    ...(quoteFee && { quoteFee: () => quoteFee.call(row, parsed, context) }),
    ...(simulate && { simulate: () => simulate.call(row, parsed, context) }),
    ...(alerts && { alerts: () => alerts.call(row, parsed, context) }),
  }
}
