import { listenToPermissionPages } from '../../messaging/listenToPermissionPages.js'
import { isOpenedPage } from '../../messaging/openedPages.js'
import {
  type PermissionPageHandlersParameters,
  permissionPageHandlers,
} from './permissionPageHandlers.js'

export type StartPermissionPagesParameters = PermissionPageHandlersParameters & {
  /** The wallet's own origin, the permission page's. */
  readonly walletOrigin: string
}

/**
 * The wallet frame's part of the permission page (SPEC §2 `/:appId/permission`, issue #20): the
 * popups it opened for a waiting request (`listenToPermissionPages`) are answered by
 * `permissionPageHandlers`, which shows and decides only what the popup can show in full (no
 * transaction). Returns the function that stops it (at logout).
 */
export function startPermissionPages(parameters: StartPermissionPagesParameters): () => void {
  return listenToPermissionPages({
    walletOrigin: parameters.walletOrigin,
    isOpenedPage,
    handlers: permissionPageHandlers(parameters),
  })
}
