import { createBrowserRouter } from 'react-router'
import { LoginFrameRoute } from './routes/frame/LoginFrameRoute.js'
import { LoggedInRoute } from './routes/loggedin/LoggedInRoute.js'

const lazyRoute =
  <name extends string>(load: () => Promise<Record<name, () => React.ReactNode>>, name: name) =>
  async () => ({ Component: (await load())[name] })

/**
 * Every route of SPEC §2. The login frame and the logged-in shell share one wallet core per page
 * (`walletRuntime`); every other page is its own lazy chunk.
 */
export function createWalletRouter() {
  return createBrowserRouter([
    { path: '/:appId/v2/login', Component: LoginFrameRoute },
    { path: '/:appId/v2/init', Component: LoginFrameRoute },
    { path: '/:appId/init', Component: LoginFrameRoute },
    { path: '/loggedin/*', Component: LoggedInRoute },
    {
      path: '/:appId/login',
      lazy: lazyRoute(() => import('./routes/login/LoginRoute.js'), 'LoginRoute'),
    },
    {
      path: '/:appId/redirect',
      lazy: lazyRoute(() => import('./routes/redirect/RedirectRoute.js'), 'RedirectRoute'),
    },
    {
      path: '/global-redirect',
      lazy: lazyRoute(() => import('./routes/redirect/RedirectRoute.js'), 'RedirectRoute'),
    },
    {
      path: '/:appId/v1/reconnect',
      lazy: lazyRoute(() => import('./routes/reconnect/ReconnectRoute.js'), 'ReconnectRoute'),
    },
    {
      path: '/:appId/mfa/setup',
      lazy: lazyRoute(() => import('./routes/mfa/MfaSetupRoute.js'), 'MfaSetupRoute'),
    },
    {
      path: '/:appId/mfa/restore',
      lazy: lazyRoute(() => import('./routes/mfa/MfaRestoreRoute.js'), 'MfaRestoreRoute'),
    },
    {
      path: '/:appId/sell/transak',
      lazy: lazyRoute(() => import('./routes/sell/SellRoute.js'), 'SellRoute'),
    },
    {
      path: '/:appId/permission',
      lazy: lazyRoute(() => import('./routes/permission/PermissionRoute.js'), 'PermissionRoute'),
    },
  ])
}
