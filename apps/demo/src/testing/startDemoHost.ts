import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { DemoRuntimeConfig } from '../config/DemoRuntimeConfig.js'
import { type StaticServer, startStaticServer } from './startStaticServer.js'

/** A Tessera-style app id (HOST-PROTOCOL §H: 40 hex chars, no `0x`). */
export const testAppId = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'

const json = (value: unknown) => ({ contentType: 'application/json', body: JSON.stringify(value) })

/**
 * The wallet stand-in: a penpal 6 child (HOST-PROTOCOL §B) that completes the handshake, says
 * nobody is logged in, and answers every `sendRequest` with EIP-1193 4100 through the parent's
 * `onMethodResponse`, as the wallet does before login (§C). Enough for both SDKs' `init()`.
 */
const walletStandInPage = `<!doctype html><meta charset="utf-8"><title>wallet stand-in</title>
<script src="/penpal.js"></script>
<script>
  const connection = Penpal.connectToParent({ methods: {
    isLoggedIn: () => false,
    sendRequest: async (request) => {
      const parent = await connection.promise
      const error = { code: 4100, message: 'unauthorized' }
      parent.onMethodResponse(request.method, { jsonrpc: '2.0', id: request.id, error })
    },
  } })
</script>`

export type DemoHost = {
  /** The demo's origin, serving the built pages and `/demo-config.json`. */
  readonly demoUrl: string
  readonly config: DemoRuntimeConfig
  close(): Promise<void>
}

export type StartDemoHostParameters = {
  distDir: string
  /** Leave out `/demo-config.json`, to see how the pages cope. */
  withoutConfig?: boolean
}

/**
 * Serves a built demo beside stand-ins for the gateway (the app calls of HOST-PROTOCOL §G) and
 * the wallet (a penpal child at every path), each on its own origin, like `npm start` does.
 */
export async function startDemoHost({
  distDir,
  withoutConfig = false,
}: StartDemoHostParameters): Promise<DemoHost> {
  const servers: StaticServer[] = []
  const start = async (parameters: Parameters<typeof startStaticServer>[0]) => {
    const server = await startStaticServer(parameters)
    servers.push(server)
    return server
  }
  const gateway = await start({
    routes: {
      '/api/v1/get-app-theme/': json({ theme: 'light', logo: {} }),
      '/api/v1/get-app-config/': json({ name: 'Tessera Demo', chain_type: 'evm', global: false }),
    },
  })
  const penpalFile = createRequire(import.meta.url).resolve('penpal/dist/penpal.min.js')
  const wallet = await start({
    routes: {
      '/penpal.js': { contentType: 'text/javascript', body: await readFile(penpalFile, 'utf8') },
    },
    fallback: { contentType: 'text/html', body: walletStandInPage },
  })
  const config: DemoRuntimeConfig = {
    appId: testAppId,
    walletUrl: wallet.url,
    gatewayUrl: gateway.url,
    authUrl: gateway.url,
    chains: [
      { id: 31_337, name: 'Tessera Local', rpcUrl: 'http://127.0.0.1:8545' },
      { id: 31_338, name: 'Tessera Local 2', rpcUrl: 'http://127.0.0.1:8546' },
    ],
  }
  const demo = await start({
    root: distDir,
    routes: withoutConfig ? {} : { '/demo-config.json': json(config) },
  })
  return {
    demoUrl: demo.url,
    config,
    close: async () => {
      await Promise.all(servers.map((server) => server.close()))
    },
  }
}
