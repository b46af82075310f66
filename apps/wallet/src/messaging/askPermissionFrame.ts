import {
  openerRequestTimeoutMs,
  type PermissionAnswer,
  type PermissionPageMessage,
  permissionAnswerSchema,
  permissionSettledSchema,
} from '@tessera/protocol'
import { askWindow } from './askWindow.js'
import { listenToWindow } from './listenToWindow.js'

/** A permission page's request, without its `messageId`. */
export type PermissionRequest = {
  [Type in PermissionPageMessage['type']]: { readonly type: Type } & Omit<
    Extract<PermissionPageMessage, { type: Type }>['response'],
    'messageId'
  >
}[PermissionPageMessage['type']]

/**
 * The permission page's side of SPEC §2 `/:appId/permission` (issue #20): the page runs in the
 * popup the wallet frame opened, so `window.opener` is that frame, on the wallet origin. Requests
 * go only to it with the wallet origin as target; its answers and its permission_settled count
 * only from the wallet origin AND the opener, parsed by their schemas. Null when there is no
 * opener (the page was not opened by the wallet).
 */
export function permissionFrameChannel(walletOrigin: string, page: Window = window) {
  const frame: Window | null = page.opener
  if (!frame) return null
  const asked = { page, target: frame, origin: walletOrigin }
  return {
    /** The frame's answer; rejects after 5 s (SPEC §9 opener request timeout) without one. */
    ask(request: PermissionRequest): Promise<PermissionAnswer> {
      return askWindow(asked, permissionAnswerSchema, request, openerRequestTimeoutMs)
    },
    /** Calls `onSettled` once the frame says `requestId` stopped waiting; answers the stop. */
    onSettled(requestId: string, onSettled: () => void): () => void {
      return listenToWindow(
        page,
        {
          isAllowedOrigin: (origin) => origin === walletOrigin,
          isAllowedSource: (source) => source === frame,
          schema: permissionSettledSchema,
        },
        ({ message }) => {
          if (message.response.requestId === requestId) onSettled()
        },
      )
    },
  }
}

export type PermissionFrameChannel = NonNullable<ReturnType<typeof permissionFrameChannel>>
