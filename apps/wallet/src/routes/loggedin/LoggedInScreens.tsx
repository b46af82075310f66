import { QueryClientProvider } from '@tanstack/react-query'
import type { RequestId } from '@tessera/engine'
import { useEffect, useMemo, useState } from 'react'
import type { FrameState, WalletFrame } from '../../frame/createWalletFrame.js'
import { openPageWithOpener } from '../../messaging/openedPages.js'
import { reportSilently } from '../../reportSilently.js'
import { createScreenQueryClient } from '../../screens/createScreenQueryClient.js'
import { purgesIdleStorage } from '../../screens/home/purgesIdleStorage.js'
import LoggedInRoutes from '../../screens/LoggedInRoutes.js'
import { WalletContext, type WalletContextValue } from '../../screens/WalletContext.js'
import { userProfile } from '../../session/LoggedInUser.js'
import { createScreenServices } from './createScreenServices.js'
import { startPermissionPages } from './startPermissionPages.js'

/** The permission popup's size: the full approval view, roomier than the compact widget. */
const permissionPopupFeatures = 'popup,width=420,height=720'

/** SPEC §2 `/:appId/permission` for one waiting request, on the wallet origin. */
const permissionPath = (appId: string, id: RequestId) =>
  `${globalThis.location.origin}/${encodeURIComponent(appId)}/permission?request=${encodeURIComponent(String(id))}`

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
  const [chosenTheme, setChosenTheme] = useState(() => frame.themeChoice.chosen())
  const [isBackupNoteShown, setBackupNoteShown] = useState(
    () => user.hasMfa === true && purgesIdleStorage(navigator.userAgent),
  )
  const data = useMemo(
    () =>
      createScreenServices({
        address: user.address,
        ratesUrl: frame.config.ratesUrl,
        gatewayUrl: frame.config.gatewayUrl,
        onRamp: frame.config.onRamp,
        email: user.email,
        sellRedirectUrl: `${globalThis.location.origin}/${frame.appId}/sell/transak`,
        recordOrder: engine.activities.recordOrder,
        reportSilently,
        sell: { walletOrigin: globalThis.location.origin, engine },
      }),
    [user.address, user.email, frame, engine],
  )
  // Listeners and the realtime channel start here, not in useMemo: a copy StrictMode discards
  // would keep listening (issue #20 review).
  useEffect(() => data.start(), [data])
  // The permission popups the approvals open (SPEC §2 `/:appId/permission`), one listener a login.
  useEffect(
    () =>
      startPermissionPages({
        walletOrigin: globalThis.location.origin,
        appName: frame.appConfig.name,
        engine,
      }),
    [frame, engine],
  )
  // The cache of the engine's queries, one per login: nothing of one account reaches another.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new engine is a new login
  const queryClient = useMemo(() => createScreenQueryClient(reportSilently), [engine])

  const value = useMemo((): WalletContextValue => {
    const { sdkVersion, walletPosition } = frame.hostInfo()
    const { name, logo } = frame.appConfig
    return {
      engine,
      address: user.address,
      user: userProfile(user),
      revealPrivateKey: () => user.privateKey,
      appName: name,
      hostOrigin: frame.hostOrigin,
      ...(logo === undefined ? {} : { appLogo: logo }),
      openRequestWindow: (id) =>
        openPageWithOpener(permissionPath(frame.appId, id), permissionPopupFeatures),
      openHostPopup: frame.openHostPopup,
      appMode,
      presentation: frame.presentation,
      ...(frame.closeWallet ? { closeWallet: frame.closeWallet } : {}),
      sdkVersion,
      walletPosition,
      theme: frame.theme(),
      themeChoice: {
        chosen: chosenTheme,
        choose: (choice) => {
          frame.themeChoice.choose(choice)
          setChosenTheme(choice)
        },
      },
      setIframeStyle: frame.setIframeStyle,
      subscribeToExpand: frame.subscribeToExpand,
      securityNag: {
        isShown: isNagShown,
        skip: () => {
          frame.securityNag.skip()
          setNagShown(false)
        },
        dismiss: () => {
          frame.securityNag.dismiss()
          setNagShown(false)
        },
      },
      backupNote: { isShown: isBackupNoteShown, dismiss: () => setBackupNoteShown(false) },
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
  }, [engine, user, appMode, frame, isNagShown, isTourShown, isBackupNoteShown, chosenTheme, data])

  return (
    <QueryClientProvider client={queryClient}>
      <WalletContext.Provider value={value}>
        <LoggedInRoutes />
      </WalletContext.Provider>
    </QueryClientProvider>
  )
}
