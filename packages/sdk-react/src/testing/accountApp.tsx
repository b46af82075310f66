// The host app of the React browser test: real react-dom, the hooks, the SDK against the test
// wallet whose origin comes in the query (`?walletUrl=`).
import { Tessera } from '@tessera/sdk'
import { createRoot } from 'react-dom/client'
import { TesseraProvider } from '../TesseraProvider.js'
import { useAccount } from '../useAccount.js'
import { useConnect } from '../useConnect.js'
import { useLogout } from '../useLogout.js'
import { useTessera } from '../useTessera.js'

function AccountView() {
  const { status, address, chainId } = useAccount()
  const tessera = useTessera()
  const connect = useConnect()
  const logout = useLogout()
  const customLogin = () =>
    tessera.loginWithCustomProvider({ token: 'jwt', userID: 'user-1', provider: 'test' })
  return (
    <main>
      <output aria-label="status">{status}</output>
      <output aria-label="address">{address ?? ''}</output>
      <output aria-label="chain">{chainId ?? ''}</output>
      <output aria-label="error">
        {connect.error ? String((connect.error as { code?: number }).code) : ''}
      </output>
      <button type="button" onClick={customLogin}>
        custom login
      </button>
      <button type="button" onClick={connect.run}>
        connect
      </button>
      <button type="button" onClick={logout.run} disabled={logout.isPending}>
        log out
      </button>
    </main>
  )
}

const walletUrl = new URLSearchParams(location.search).get('walletUrl') ?? ''
const tessera = new Tessera({ appId: 'ab12cd34ab12cd34ab12cd34ab12cd34ab12cd34', walletUrl })
const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <TesseraProvider tessera={tessera}>
      <AccountView />
    </TesseraProvider>,
  )
