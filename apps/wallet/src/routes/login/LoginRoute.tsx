import { useState } from 'react'
import { useParams } from 'react-router'
import { readMagicLink } from '../../login/openMagicLink.js'
import { LoginChooser } from './LoginChooser.js'
import { MagicLinkPage } from './MagicLinkPage.js'

/**
 * `/:appId/login` (SPEC §2): the page a magic link opens, or else the login chooser for a
 * full-page or popup wallet.
 */
export function LoginRoute() {
  const { appId = '' } = useParams()
  const [link] = useState(() => readMagicLink(new URL(window.location.href)))
  if (link) return <MagicLinkPage appId={appId} link={link} />
  return <LoginChooser appId={appId} />
}
