import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { type RunningService, spawnService } from '@tessera/stack'
import { resolveAnvilBinary } from './resolveAnvilBinary.js'

const stateDumpIntervalS = 2

export type StartAnvilParameters = {
  readonly name: string
  readonly chainId: number
  readonly port: number
  /** Chain state is loaded from and saved to this file, so a restart keeps it. */
  readonly statePath: string
}

/** Starts anvil from the npm binary and resolves once it answers `eth_chainId`. */
export async function startAnvil(parameters: StartAnvilParameters): Promise<RunningService> {
  const { name, chainId, port, statePath } = parameters
  mkdirSync(dirname(statePath), { recursive: true })
  const rpcUrl = `http://127.0.0.1:${port}`
  return spawnService({
    name,
    port,
    command: resolveAnvilBinary(),
    args: [
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--chain-id',
      String(chainId),
      '--state',
      statePath,
      '--state-interval',
      String(stateDumpIntervalS),
      '--silent',
    ],
    isReady: async () => (await readChainId(rpcUrl)) === chainId,
  })
}

/** Asks a JSON-RPC node for its chain id. */
export async function readChainId(rpcUrl: string): Promise<number> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  const body = (await response.json()) as { result?: unknown }
  if (typeof body.result !== 'string') throw new Error('no chain id in the answer')
  return Number.parseInt(body.result, 16)
}
