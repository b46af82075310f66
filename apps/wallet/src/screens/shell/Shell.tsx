import { Outlet, useLocation, useNavigate } from 'react-router'
import { IconButton } from '../../design/IconButton/IconButton.js'
import { ThemeRoot } from '../../design/ThemeRoot/ThemeRoot.js'
import { ToastProvider } from '../../design/Toast/ToastProvider.js'
import { useApprovals } from '../hooks/useApprovals.js'
import { useIsMainnet } from '../hooks/useIsMainnet.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { paths } from '../paths.js'
import { CompactApproval } from '../requests/CompactApproval.js'
import { texts } from '../texts.js'
import { OrientationTour } from '../tour/OrientationTour.js'
import { useTour } from '../tour/useTour.js'
import { useWalletContext } from '../WalletContext.js'
import { CollapsedBar } from './CollapsedBar.js'
import { FooterNav } from './FooterNav.js'
import { NetworkSelector } from './NetworkSelector.js'
import { PendingStrip } from './PendingStrip.js'
import { PoweredBy } from './PoweredBy.js'
import { TestnetBanner } from './TestnetBanner.js'
import { useDragToCollapse } from './useDragToCollapse.js'
import { useWidget } from './useWidget.js'
import { WidgetDispatchContext } from './useWidgetDispatch.js'
import './Shell.css'

/**
 * The logged-in shell of SPEC §2: testnet banner, header (app, network, collapse arrow and drag
 * to collapse when embedded, a close button in standalone modes 1 and 2), the route, 'Powered
 * by', the orientation tour, footer navigation; collapsed and compact widget views; nothing
 * while hidden.
 */
export function Shell() {
  const { theme, presentation, appName, appLogo, sdkVersion, closeWallet } = useWalletContext()
  const { pending, skipped } = useApprovals()
  const network = useSelectedNetwork()
  const isMainnet = useIsMainnet(network.id)
  const { view, dispatch } = useWidget()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const dragHandlers = useDragToCollapse(() => dispatch({ type: 'dragCollapse' }))
  const isEmbedded = presentation === 'embedded'
  const isV3 = sdkVersion === 'v3'
  const firstPending = pending[0]
  const tour = useTour()

  return (
    <ThemeRoot theme={theme} className={`ts-shell ts-shell--${presentation} ts-shell--${view}`}>
      <WidgetDispatchContext.Provider value={dispatch}>
        <ToastProvider
          isShowingErrors={view === 'expanded' || view === 'compact'}
          dismissLabel={texts.shell.dismiss}
        >
          {view === 'collapsed' && (
            <CollapsedBar
              pendingCount={pending.length}
              onExpand={() => dispatch({ type: 'toggle' })}
            />
          )}
          {view === 'compact' && firstPending && (
            <main className="ts-shell__compact">
              {!isMainnet && <TestnetBanner />}
              <CompactApproval
                pending={firstPending}
                onViewDetails={() => {
                  dispatch({ type: 'viewDetails' })
                  navigate(paths.requests)
                }}
              />
            </main>
          )}
          {view === 'expanded' && (
            <div className="ts-shell__frame">
              <header className="ts-shell__top">
                {!isMainnet && <TestnetBanner />}
                <div className="ts-shell__header" {...(isEmbedded ? dragHandlers : {})}>
                  {isEmbedded && <span className="ts-shell__grip" aria-hidden="true" />}
                  <span className="ts-shell__app">
                    {appLogo && <img src={appLogo} alt="" className="ts-shell__logo" />}
                    <span className="ts-shell__appName">{appName}</span>
                  </span>
                  <NetworkSelector />
                  {isEmbedded && isV3 && (
                    <IconButton
                      icon="chevronDown"
                      label={texts.shell.collapse}
                      onClick={() => dispatch({ type: 'toggle' })}
                    />
                  )}
                  {closeWallet && (
                    <IconButton icon="close" label={texts.shell.close} onClick={closeWallet} />
                  )}
                </div>
              </header>
              {isV3 && pending.length > 0 && !pathname.startsWith(paths.requests) && (
                <PendingStrip count={pending.length} />
              )}
              <main className="ts-shell__main">
                <Outlet />
                <PoweredBy />
              </main>
              {tour.isOpen && <OrientationTour onSkip={tour.skip} onFinish={tour.finish} />}
              <FooterNav hasSkippedRequests={skipped.length > 0} />
            </div>
          )}
        </ToastProvider>
      </WidgetDispatchContext.Provider>
    </ThemeRoot>
  )
}
