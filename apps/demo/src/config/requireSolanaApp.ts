import type { DemoRuntimeConfig, DemoSolanaApp } from './DemoRuntimeConfig.js'

/** The Solana demo app of the config; the Solana pages cannot start without one. */
export function requireSolanaApp(config: DemoRuntimeConfig): DemoSolanaApp {
  if (!config.solana) throw new Error('demo-config.json has no solana app for this page')
  return config.solana
}
