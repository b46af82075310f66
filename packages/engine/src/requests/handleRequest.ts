import { WalletError } from '@tessera/errors'
import { multiversxMethods, nearMethods, solanaMethods } from '@tessera/protocol'
import type { EngineRequest } from '../WalletEngine.js'
import { digestRequest } from './digestRequest.js'
import type { EngineContext } from './MethodRow.js'
import { methodRow } from './methods.js'
import type { RequestQueue } from './requestQueue.js'
import { snapshotParams } from './snapshotParams.js'
import { toEngineError } from './toEngineError.js'

const otherFamilyMethods: readonly string[] = [
  ...solanaMethods,
  ...multiversxMethods,
  ...nearMethods,
]

/**
 * Routes one host request (SPEC §7): a method of the table is parsed (SPEC §5), approved when it
 * needs it (SPEC §6, never in NoUI mode) and carried out; another family's method gets
 * method_not_supported (SPEC §7 methodNotSupported); anything else is forwarded to the node.
 */
export async function handleRequest(
  request: EngineRequest,
  engine: { readonly context: EngineContext; readonly queue: RequestQueue },
): Promise<unknown> {
  const { context, queue } = engine
  const { id, method } = request
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof method !== 'string')
    throw new WalletError('invalid_params', { params: { reason: 'Invalid method' } })
  try {
    const params = snapshotParams(request.params)
    const row = methodRow(method)
    if (!row) {
      if (otherFamilyMethods.includes(method))
        throw new WalletError('method_not_supported', { params: { method } })
      return await queue.submit({
        request: { id, method, params },
        parsed: params,
        run: () => forwardToNode(method, params, context),
      })
    }
    // SPEC §5: e.g. _tessera_getPrivateKey works only in NoUI mode.
    if (row.modes && !row.modes.includes(context.appMode))
      throw new WalletError('operation_not_supported')
    const parsed = snapshotParams(await row.parseParams(params, context))
    const needsApproval =
      row.needsApproval && context.appMode !== 'noUI' && !row.isNoOp?.(parsed, context)
    return await queue.submit({
      request: { id, method, params },
      parsed,
      ...(needsApproval && row.needsApproval
        ? {
            approval: {
              describe: () => {
                const description = row.describe(parsed, context)
                return {
                  description,
                  digest: digestRequest({ method, params: parsed, description }),
                }
              },
              checkEdits: (edits) => row.checkEdits?.(parsed, edits),
            },
          }
        : {}),
      run: (approved) => row.run(approved, context),
    })
  } catch (error) {
    throw toEngineError(error)
  }
}

async function forwardToNode(method: string, params: unknown, context: EngineContext) {
  const { publicClient } = context.node(context.networks.selected())
  const request = publicClient.request as (args: {
    method: string
    params?: unknown
  }) => Promise<unknown>
  return request(params === undefined ? { method } : { method, params })
}
