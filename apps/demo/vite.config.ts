import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const root = import.meta.dirname

/**
 * `vite dev` only: answers `/demo-config.json` from the file named by `DEMO_CONFIG_FILE`, since
 * in production whoever serves `dist/` provides it.
 */
function demoConfigFromFile(): Plugin {
  return {
    name: 'tessera-demo-config-from-file',
    apply: 'serve',
    configureServer(server) {
      const file = process.env.DEMO_CONFIG_FILE
      if (!file) return
      server.middlewares.use('/demo-config.json', (_request, response) => {
        response.setHeader('content-type', 'application/json')
        response.end(readFileSync(file))
      })
    },
  }
}

/**
 * Six pages: `index.html` drives the EVM app's wallet with @tessera/sdk, `arcana.html` with
 * @arcana/auth; `solana.html` and `arcana-solana.html` do the same for the Solana app;
 * `viem.html` and `ethers.html` are dapps written with viem and with ethers v6 (issue #17).
 */
export default defineConfig({
  root,
  plugins: [react(), demoConfigFromFile()],
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    rolldownOptions: {
      input: Object.fromEntries(
        ['index', 'arcana', 'solana', 'arcana-solana', 'viem', 'ethers'].map((page) => [
          page,
          resolve(root, `${page}.html`),
        ]),
      ),
    },
  },
})
