import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { WalletAdapter } from './adapters/WalletAdapter.js'
import { DemoApp } from './components/DemoApp/DemoApp.js'
import type { DemoPageId } from './components/PageHeader/PageHeader.js'
import { StartupError } from './components/StartupError/StartupError.js'
import type { DemoRuntimeConfig } from './config/DemoRuntimeConfig.js'
import { loadDemoRuntimeConfig } from './config/loadDemoRuntimeConfig.js'
import './demo.css'

export type StartDemoPageParameters = {
  page: DemoPageId
  createAdapter: (config: DemoRuntimeConfig) => WalletAdapter
}

/** Loads `/demo-config.json`, builds the page's SDK adapter and renders the demo into `#root`. */
export async function startDemoPage({
  page,
  createAdapter,
}: StartDemoPageParameters): Promise<void> {
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  const root = createRoot(container)
  try {
    const config = await loadDemoRuntimeConfig()
    const adapter = createAdapter(config)
    root.render(
      <StrictMode>
        <DemoApp page={page} adapter={adapter} config={config} />
      </StrictMode>,
    )
  } catch (error) {
    root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />)
  }
}
