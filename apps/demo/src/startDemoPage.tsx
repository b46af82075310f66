import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { WalletAdapter } from './adapters/WalletAdapter.js'
import { DemoApp } from './components/DemoApp/DemoApp.js'
import type { DemoPageId } from './components/PageHeader/PageHeader.js'
import { StartupError } from './components/StartupError/StartupError.js'
import type { DemoRuntimeConfig } from './config/DemoRuntimeConfig.js'
import { loadDemoRuntimeConfig } from './config/loadDemoRuntimeConfig.js'
import type { DemoFamily } from './families/DemoFamily.js'
import './demo.css'

export type StartDemoPageParameters<adapter extends WalletAdapter> = {
  page: DemoPageId
  /** The page's SDK for its app; throws when the config has no such app. */
  createAdapter: (config: DemoRuntimeConfig) => adapter
  family: DemoFamily<adapter>
}

/** Loads `/demo-config.json`, builds the page's SDK adapter and renders the demo into `#root`. */
export async function startDemoPage<adapter extends WalletAdapter>({
  page,
  createAdapter,
  family,
}: StartDemoPageParameters<adapter>): Promise<void> {
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  const root = createRoot(container)
  try {
    const config = await loadDemoRuntimeConfig()
    const adapter = createAdapter(config)
    root.render(
      <StrictMode>
        <DemoApp page={page} adapter={adapter} family={family} config={config} />
      </StrictMode>,
    )
  } catch (error) {
    root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />)
  }
}
