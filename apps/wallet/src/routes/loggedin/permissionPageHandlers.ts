import type { PendingRequest, WalletEngine } from '@tessera/engine'
import type { PermissionPageHandlers } from '../../messaging/listenToPermissionPages.js'
import { errorMessage } from '../../screens/errorMessage.js'
import { isShownInWindow } from '../../screens/requests/isShownInWindow.js'
import { requestTitle } from '../../screens/requests/requestTitle.js'
import { summarizeRequest } from '../../screens/requests/summarizeRequest.js'
import { permissionTexts } from '../permission/permissionTexts.js'

export type PermissionPageHandlersParameters = {
  /** The app's name, shown as the requester. */
  readonly appName: string
  readonly engine: Pick<WalletEngine, 'approvals' | 'networks'>
}

/** A refusal the page shows as it is. */
class Refused extends Error {}

/**
 * What the wallet frame answers its permission popups (SPEC §2 `/:appId/permission`, issue #20):
 * the waiting request of an id as its compact view tells it (title, requester and chain, one
 * line, security alerts), and the user's Reject or Proceed there decides exactly that id in the
 * engine. A request the popup cannot show with all the compact view's details and guards
 * (`isShownInWindow`: a transaction's fee, simulation and balance check, W-107; Sign-In with
 * Ethereum's warnings) is neither shown nor decided there, with the reason, even for a page that
 * names its id itself.
 */
export function permissionPageHandlers(
  parameters: PermissionPageHandlersParameters,
): PermissionPageHandlers {
  const { approvals, networks } = parameters.engine
  const find = (requestId: string): PendingRequest | undefined => {
    const { pending, skipped } = approvals.snapshot()
    return [...pending, ...skipped].find((entry) => String(entry.request.id) === requestId)
  }
  const waiting = (requestId: string): PendingRequest => {
    const found = find(requestId)
    if (!found) throw new Refused(permissionTexts.notWaiting)
    if (!isShownInWindow(found.description)) throw new Refused(permissionTexts.onlyInWallet)
    return found
  }
  return {
    subscribe: approvals.subscribe,
    isWaiting: (requestId) => find(requestId) !== undefined,
    async view(requestId) {
      const { request, description } = waiting(requestId)
      const networkId = 'chain' in description ? description.chain.networkId : undefined
      const network =
        networks.list().find((candidate) => candidate.id === networkId) ?? networks.selected()
      const alerts = await approvals.alerts(request.id).then(
        (found) => found.map(({ rule, level, reason }) => ({ rule, level, reason })),
        () => null,
      )
      return {
        requestId,
        title: requestTitle(description),
        appName: parameters.appName,
        chainName: network.chainName,
        summary: summarizeRequest(description, network.nativeCurrency),
        alerts,
      }
    },
    decide(requestId, decision) {
      const { id } = waiting(requestId).request
      if (decision === 'approve') approvals.approve(id)
      else approvals.reject(id)
    },
    failureText: (error) => (error instanceof Refused ? error.message : errorMessage(error)),
  }
}
