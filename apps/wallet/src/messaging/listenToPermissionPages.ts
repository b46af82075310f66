import {
  type PermissionAnswer,
  type PermissionPageMessage,
  type PermissionRequestView,
  permissionPageMessageSchema,
} from '@tessera/protocol'
import { listenToOpenedPages, type OpenedPagesParameters } from './listenToOpenedPages.js'
import { postToWindow } from './postToWindow.js'

/** What the frame does with a permission page's messages (SPEC §2, issue #20). */
export type PermissionPageHandlers = {
  /** Calls `listener` whenever a request was added or left the waiting lists. */
  readonly subscribe: (listener: () => void) => () => void
  /** True while the request of this id (compared as text) is pending or skipped. */
  readonly isWaiting: (requestId: string) => boolean
  /** The waiting request as the page shows it; throws when it is not waiting. */
  readonly view: (requestId: string) => Promise<PermissionRequestView>
  /**
   * Approves or rejects the waiting request; throws (the reason the page shows) when it is gone
   * or may not be decided on the page (a transaction).
   */
  readonly decide: (requestId: string, decision: 'approve' | 'reject') => void
  /** The text a refusal shows. */
  readonly failureText: (error: unknown) => string
}

/**
 * The wallet frame's side of the permission page (SPEC §2 `/:appId/permission`, issue #20): reads
 * its messages only from the wallet origin AND from a window this frame opened, each parsed by
 * `permissionPageMessageSchema`; anything else is dropped, so no other origin or window can see
 * or decide a request. permission_view and permission_decide name a request by id only and are
 * answered to the asking window with the wallet origin as target. A page that was shown a request
 * is told (permission_settled) once that request stops waiting, wherever it was decided. Answers
 * the function that stops listening.
 */
export function listenToPermissionPages(
  parameters: OpenedPagesParameters<PermissionPageHandlers>,
): () => void {
  const { walletOrigin, handlers } = parameters
  const watching = new Map<Window, string>()
  const stopWatching = handlers.subscribe(() => {
    for (const [page, requestId] of watching) {
      if (handlers.isWaiting(requestId)) continue
      watching.delete(page)
      postToWindow(page, { type: 'permission_settled', response: { requestId } }, walletOrigin)
    }
  })
  const stopListening = listenToOpenedPages<PermissionPageMessage, PermissionAnswer>(
    parameters,
    { schema: permissionPageMessageSchema, answerType: 'permission_answer' },
    ({ message, source, answer }) => {
      const { messageId, requestId } = message.response
      const refuse = (error: unknown) => answer({ messageId, error: handlers.failureText(error) })
      if (message.type === 'permission_view') {
        handlers.view(requestId).then((view) => {
          watching.set(source, requestId)
          answer({ messageId, view })
        }, refuse)
        return
      }
      try {
        handlers.decide(requestId, message.response.decision)
        answer({ messageId, decided: true })
      } catch (error) {
        refuse(error)
      }
    },
  )
  return () => {
    stopListening()
    stopWatching()
  }
}
