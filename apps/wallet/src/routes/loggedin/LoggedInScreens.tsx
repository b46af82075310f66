import { useEffect, useMemo, useState } from 'react'
import { resolveTheme } from '../../design/ThemeRoot/resolveTheme.js'
import type { FrameState, WalletFrame } from '../../frame/createWalletFrame.js'
import { reportSilently } from '../../reportSilently.js'
import LoggedInRoutes from '../../screens/LoggedInRoutes.js'
import { WalletContext, type WalletContextValue } from '../../screens/WalletContext.js'
import { userProfile } from '../../session/LoggedInUser.js'
import { createScreenData } from './createScreenData.js'

type LoggedIn = Extract<FrameState, { status: 'loggedIn' }>

export type LoggedInScreensProps = {
  readonly frame: WalletFrame
  readonly state: LoggedIn & { readonly appMode: 'widget' | 'full' }
}

/**
 * The logged-in screens of SPEC §2 (a lazy chunk, so the login frame stays small) with what
 * they need from the core (screens/WalletContext): the engine, app and host settings, the
 * security nag, data sources, and logout.
 */
export function LoggedInScreens({ frame, state }: LoggedInScreensProps) {
  const { engine, user, appMode } = state
  const [isNagShown, setNagShown] = useState(() => frame.securityNag.isShown())
  const [isTourShown, setTourShown] = useState(() => frame.tour.isShown())
  const data = useMemo(
    () =>
      createScreenData({
        address: user.address,
        engine,
        ratesUrl: frame.config.ratesUrl,
        gatewayUrl: frame.config.gatewayUrl,
        onRamp: frame.config.onRamp,
        email: user.email,
        sellRedirectUrl: `${globalThis.location.origin}/${frame.appId}/sell/transak`,
        reportSilently,
      }),
    [engine, user.address, user.email, frame],
  )
  useEffect(() => () => data.stop(), [data])

  const value = useMemo((): WalletContextValue => {
    const { sdkVersion, walletPosition } = frame.hostInfo()
    const { name, logo, theme } = frame.appConfig
    return {
      engine,
      address: user.address,
      user: userProfile(user),
      revealPrivateKey: () => user.privateKey,
      appName: name,
      ...(logo === undefined ? {} : { appLogo: logo }),
      appMode,
      presentation: frame.presentation,
      ...(frame.closeWallet ? { closeWallet: frame.closeWallet } : {}),
      sdkVersion,
      walletPosition,
      theme: resolveTheme({ themeConfig: theme === undefined ? {} : { theme } }),
      setIframeStyle: frame.setIframeStyle,
      subscribeToExpand: frame.subscribeToExpand,
      securityNag: {
        isShown: isNagShown,
        skip: () => {
          frame.securityNag.skip()
          setNagShown(false)
        },
      },
      tour: {
        isShown: isTourShown,
        finish: () => {
          frame.tour.finish()
          setTourShown(false)
        },
      },
      data,
      logout: frame.logout,
    }
  }, [engine, user, appMode, frame, isNagShown, isTourShown, data])

  return (
    <WalletContext.Provider value={value}>
      <LoggedInRoutes />
    </WalletContext.Provider>
  )
}
