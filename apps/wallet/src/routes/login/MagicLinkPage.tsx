import { WalletError } from '@tessera/errors'
import { useEffect, useState } from 'react'
import { loadWalletConfig } from '../../config/loadWalletConfig.js'
import { createAuthClient } from '../../login/createAuthClient.js'
import { openMagicLink } from '../../login/openMagicLink.js'
import { oncePerPage } from '../../popup/oncePerPage.js'

export type MagicLinkPageProps = {
  readonly appId: string
  readonly link: { readonly sessionId: string; readonly token: string }
}

/** `/:appId/login?session=…#link=…`: the page the login email links to (SPEC §7). */
export function MagicLinkPage({ appId, link }: MagicLinkPageProps) {
  const [result, setResult] = useState<'pending' | 'done' | string>('pending')
  useEffect(() => {
    // The link token must not linger in the address bar or history.
    window.history.replaceState(null, '', window.location.pathname)
    oncePerPage(link.sessionId, async () => {
      const config = await loadWalletConfig()
      await openMagicLink(createAuthClient({ authUrl: config.authUrl, appId }), link)
    }).then(
      () => setResult('done'),
      (error: unknown) =>
        setResult(
          error instanceof WalletError ? error.shortMessage : 'Could not login, please try again',
        ),
    )
  }, [appId, link])
  if (result === 'pending') return <p role="status">Checking your link…</p>
  if (result === 'done')
    return <p role="status">You are logged in. Return to the app to continue.</p>
  return <p role="alert">{result}</p>
}
