import type { DemoRuntimeConfig } from './DemoRuntimeConfig.js'
import { parseDemoRuntimeConfig } from './parseDemoRuntimeConfig.js'

/** Where the server of the demo publishes its runtime config. */
export const demoConfigPath = '/demo-config.json'

/** Fetches and checks `/demo-config.json` from the demo's own origin. */
export async function loadDemoRuntimeConfig(): Promise<DemoRuntimeConfig> {
  const response = await fetch(demoConfigPath, { cache: 'no-store' })
  if (!response.ok) throw new Error(`GET ${demoConfigPath} answered ${response.status}`)
  return parseDemoRuntimeConfig(await response.json())
}
