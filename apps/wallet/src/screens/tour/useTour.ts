import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '../paths.js'
import { useWalletContext } from '../WalletContext.js'

/**
 * When the orientation tour shows (SPEC §2, §4): to a user who never finished it, until they
 * finish it (recorded) or skip it (closed for now, so it comes back on a later visit); from
 * `/starterTips` to anyone. Never over the approval of a request.
 */
export function useTour() {
  const { tour } = useWalletContext()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const isAsked = pathname === paths.starterTips
  const [state, setState] = useState<'unasked' | 'asked' | 'closed'>('unasked')
  useEffect(() => {
    if (isAsked) setState('asked')
  }, [isAsked])
  const close = () => {
    setState('closed')
    if (isAsked) navigate(paths.home)
  }
  const isWanted = isAsked || state === 'asked' || (state === 'unasked' && tour.isShown)
  return {
    isOpen: isWanted && !pathname.startsWith(paths.requests),
    skip: close,
    finish: () => {
      tour.finish()
      close()
    },
  }
}
