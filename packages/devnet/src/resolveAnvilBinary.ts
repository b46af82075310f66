import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)

const platformPackages: Readonly<Record<string, string>> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/**
 * The anvil binary shipped inside the `@foundry-rs/anvil-<platform>` npm package (an optional
 * dependency of `@foundry-rs/anvil`), so nothing is downloaded at install or run time.
 */
export function resolveAnvilBinary(): string {
  const key = `${process.platform}-${process.arch}`
  const pkg = platformPackages[key]
  if (!pkg) throw new Error(`anvil: no npm binary package for ${key}`)
  let packageDir: string
  try {
    packageDir = dirname(require.resolve(`${pkg}/package.json`))
  } catch {
    throw new Error(`anvil: ${pkg} is not installed; run \`npm install\``)
  }
  const binary = join(packageDir, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
  if (!existsSync(binary)) throw new Error(`anvil: ${binary} is missing; run \`npm install\``)
  return binary
}
