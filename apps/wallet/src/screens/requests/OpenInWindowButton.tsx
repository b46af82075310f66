import type { PendingRequest } from '@tessera/engine'
import { Button } from '../../design/Button/Button.js'
import { texts } from '../texts.js'
import { useWalletContext } from '../WalletContext.js'
import { isShownInWindow } from './isShownInWindow.js'

/**
 * 'Open in a window' (SPEC §2 `/:appId/permission`, issue #20): this request in a popup of its own
 * on the wallet origin, roomier than the compact or shrunk widget; the frame still decides it.
 * Nothing where no frame answers such a popup, nor for a request the popup cannot show with all
 * the compact view's details and guards (`isShownInWindow`: transactions, Sign-In with Ethereum).
 */
export function OpenInWindowButton({ pending }: { pending: PendingRequest }) {
  const { openRequestWindow } = useWalletContext()
  if (!openRequestWindow || !isShownInWindow(pending.description)) return null
  return (
    <Button variant="link" onClick={() => openRequestWindow(pending.request.id)}>
      {texts.requests.openInWindow}
    </Button>
  )
}
