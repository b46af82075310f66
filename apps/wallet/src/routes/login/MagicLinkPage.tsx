import { WalletError } from '@tessera/errors'
import { useEffect, useState } from 'react'
import { loadWalletConfig } from '../../config/loadWalletConfig.js'
import { type AuthClient, createAuthClient } from '../../login/createAuthClient.js'
import { openMagicLink } from '../../login/openMagicLink.js'
import { toLoginError } from '../../login/toLoginError.js'
import { oncePerPage } from '../../popup/oncePerPage.js'
import { askLinkPending } from './askLinkPending.js'
import { type MagicLinkStep, MagicLinkView } from './MagicLinkView.js'

export type MagicLinkPageProps = {
  readonly appId: string
  readonly link: { readonly sessionId: string; readonly token: string }
}

/** W-137 means the service refused the link: it is used, expired or ended by wrong codes. */
const failedWith = (error: unknown): MagicLinkStep => ({
  step: 'failed',
  reason: error instanceof WalletError && error.code === 'W-137' ? 'linkGone' : 'unexpected',
})

/**
 * `/:appId/login?session=…#link=…`: the page the login email links to (SPEC §7; issue 15
 * finding 4). Loading it only reads who asked, so a mail scanner that opens links completes
 * nothing; the login completes when the user confirms with the code the requesting side shows.
 * Opened by the host page, it first asks the frame there whether that login still waits.
 */
export function MagicLinkPage({ appId, link }: MagicLinkPageProps) {
  const [state, setState] = useState<MagicLinkStep>({ step: 'loading' })
  const [auth, setAuth] = useState<AuthClient | null>(null)

  useEffect(() => {
    // The link token must not linger in the address bar or history.
    window.history.replaceState(null, '', window.location.pathname)
    oncePerPage(link.sessionId, async () => {
      const config = await loadWalletConfig()
      const client = createAuthClient({ authUrl: config.authUrl, appId })
      const [request, isPending] = await Promise.all([
        client.linkRequest(link).catch((error: unknown) => {
          throw toLoginError(error)
        }),
        askLinkPending(appId, link.sessionId, window.location.origin),
      ])
      return { client, request, isPending }
    }).then(
      ({ client, request, isPending }) => {
        setAuth(client)
        // The frame that asked said its login no longer waits (LOGIN_PWDL_INQ): confirming is moot.
        if (isPending === false) return setState({ step: 'failed', reason: 'notWaiting' })
        setState({ step: 'ready', request, isWrongCode: false, isBusy: false })
      },
      (error: unknown) => setState(failedWith(error)),
    )
  }, [appId, link])

  const confirm = (code: string) => {
    if (!auth || state.step !== 'ready') return
    const { request } = state
    setState({ step: 'ready', request, isWrongCode: false, isBusy: true })
    openMagicLink(auth, link, code).then(
      (outcome) =>
        setState(
          outcome === 'confirmed'
            ? { step: 'done' }
            : { step: 'ready', request, isWrongCode: true, isBusy: false },
        ),
      (error: unknown) => setState(failedWith(error)),
    )
  }
  return <MagicLinkView state={state} onConfirm={confirm} />
}
