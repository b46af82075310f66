import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { tokenLogosPlugin } from './tokenLogosPlugin.js'

/**
 * The wallet SPA. Served from the origin root (`base: '/'`, HOST-PROTOCOL §A1); every route
 * but the login frame is a lazy chunk, so the frame a host embeds stays small (issue #6 budget:
 * ≤ 150 KB min+gzip for `/:appId/v2/login`).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react(), tokenLogosPlugin()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
})
