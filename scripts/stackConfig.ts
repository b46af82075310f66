import { resolve } from 'node:path'
import { devnetChainSpecs } from '@tessera/devnet'

const repoRoot = resolve(import.meta.dirname, '..')

/** Default first port; every service listens at a fixed offset from it. */
export const defaultPortBase = 8_545

export type StackConfig = {
  /** Everything the stack keeps between runs lives here (`npm run reset` wipes it). */
  readonly dataDir: string
  readonly portBase: number
}

/** Reads `TESSERA_DATA_DIR` and `TESSERA_PORT_BASE`, with the defaults `npm start` uses. */
export function readStackConfig(env: NodeJS.ProcessEnv = process.env): StackConfig {
  const portBase = env.TESSERA_PORT_BASE ? Number(env.TESSERA_PORT_BASE) : defaultPortBase
  if (!Number.isInteger(portBase) || portBase < 1_024 || portBase > 65_000)
    throw new Error(
      `TESSERA_PORT_BASE must be a port between 1024 and 65000, got '${env.TESSERA_PORT_BASE}'`,
    )
  return { dataDir: resolve(repoRoot, env.TESSERA_DATA_DIR ?? '.data'), portBase }
}

/** Each service's port: the devnet chains first, in order, then the fixture server. */
export function stackPorts({ portBase }: StackConfig) {
  return {
    chains: devnetChainSpecs.map((_, index) => portBase + index),
    fixtures: portBase + devnetChainSpecs.length,
  }
}

/** The file `npm start` writes while it runs, so `npm run reset` can refuse to pull data away. */
export function pidFilePath(config: StackConfig): string {
  return resolve(config.dataDir, 'stack.pid')
}
