import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { expect, test } from 'vitest'

const walletSource = resolve(import.meta.dirname, '..')
const messagingFolder = resolve(import.meta.dirname)

/** What only the messaging module may do: send or receive across windows. */
const crossWindowCalls = [
  /\.postMessage\(/,
  /addEventListener\(\s*['"]message['"]/,
  /\bonmessage\b/,
  /\bBroadcastChannel\(/,
  /from 'penpal'/,
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return entry === 'testing' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : []
  })
}

test('behavior: STYLE B3 every cross-window send and receive of the wallet goes through src/messaging', () => {
  const outside = sourceFiles(walletSource).filter((file) => !file.startsWith(messagingFolder))
  const violations = outside.flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    return crossWindowCalls
      .filter((pattern) => pattern.test(text))
      .map((pattern) => `${relative(walletSource, file)}: ${pattern}`)
  })
  expect(violations).toEqual([])
})
