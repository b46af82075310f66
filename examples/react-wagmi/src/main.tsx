import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Tessera } from '@tessera/sdk'
import { TesseraProvider, useLogout } from '@tessera/sdk-react'
import { tessera as tesseraConnector } from '@tessera/sdk-wagmi'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'
import { createConfig, http, useConnect, useConnection, useSignMessage, WagmiProvider } from 'wagmi'

const env = import.meta.env
const chain = defineChain({
  id: Number(env.VITE_CHAIN_ID),
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [env.VITE_RPC_URL] } },
})
const tessera = new Tessera({
  appId: env.VITE_TESSERA_APP_ID,
  walletUrl: env.VITE_TESSERA_WALLET_URL,
})
const config = createConfig({
  chains: [chain],
  connectors: [tesseraConnector({ instance: tessera })],
  transports: { [chain.id]: http() },
})

function Wallet() {
  const { address } = useConnection()
  const connect = useConnect()
  const sign = useSignMessage()
  const logout = useLogout()
  if (!address)
    return (
      <button type="button" onClick={() => connect.mutate({ connector: config.connectors[0] })}>
        Log in
      </button>
    )
  return (
    <>
      <p data-testid="address">{address}</p>
      <button type="button" onClick={() => sign.mutate({ message: 'Hello from my app' })}>
        Sign a message
      </button>
      {sign.data && <p data-testid="signature">{sign.data}</p>}
      <button type="button" onClick={logout.run}>
        Log out
      </button>
    </>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <TesseraProvider tessera={tessera}>
    <WagmiProvider config={config}>
      <QueryClientProvider client={new QueryClient()}>
        <Wallet />
      </QueryClientProvider>
    </WagmiProvider>
  </TesseraProvider>,
)
