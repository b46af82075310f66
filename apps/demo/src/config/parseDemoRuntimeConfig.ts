import type { DemoChain, DemoRuntimeConfig, DemoSolanaApp } from './DemoRuntimeConfig.js'

/**
 * Checks the untrusted JSON of `/demo-config.json` and returns it typed, or throws an `Error`
 * naming the first field that is wrong.
 */
export function parseDemoRuntimeConfig(value: unknown): DemoRuntimeConfig {
  const record = asRecord(value, 'demo-config.json')
  const chains = record.chains
  if (!Array.isArray(chains) || chains.length === 0) throw invalid('chains', 'a non-empty array')
  return {
    appId: readString(record, 'appId'),
    // HOST-PROTOCOL §H: @arcana/auth hangs in init() on a wallet URL with a trailing slash.
    walletUrl: readOrigin(record, 'walletUrl'),
    gatewayUrl: readUrl(record, 'gatewayUrl'),
    authUrl: readUrl(record, 'authUrl'),
    chains: chains.map(parseChain),
    ...(record.appBackendUrl === undefined
      ? {}
      : { appBackendUrl: readUrl(record, 'appBackendUrl') }),
    ...(record.solana === undefined ? {} : { solana: parseSolanaApp(record.solana) }),
  }
}

function parseSolanaApp(value: unknown): DemoSolanaApp {
  const record = asRecord(value, 'solana')
  const chainId = record.chainId
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0)
    throw invalid('solana.chainId', 'a positive integer')
  return {
    appId: readString(record, 'appId'),
    chainId,
    rpcUrl: readUrl(record, 'rpcUrl'),
  }
}

function parseChain(value: unknown, index: number): DemoChain {
  const record = asRecord(value, `chains[${index}]`)
  const id = record.id
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
    throw invalid(`chains[${index}].id`, 'a positive integer')
  }
  return { id, name: readString(record, 'name'), rpcUrl: readUrl(record, 'rpcUrl') }
}

function asRecord(value: unknown, field: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid(field, 'an object')
  }
  return value as Record<string, unknown>
}

function readString(record: Record<string, unknown>, field: string): string {
  const value = record[field]
  if (typeof value !== 'string' || value === '') throw invalid(field, 'a non-empty string')
  return value
}

function readUrl(record: Record<string, unknown>, field: string): string {
  const value = readString(record, field)
  if (!URL.canParse(value)) throw invalid(field, 'an absolute URL')
  return value
}

function readOrigin(record: Record<string, unknown>, field: string): string {
  const value = readUrl(record, field)
  if (new URL(value).origin !== value)
    throw invalid(field, 'an origin without path or trailing slash')
  return value
}

function invalid(field: string, expected: string): Error {
  return new Error(`demo-config.json: ${field} must be ${expected}`)
}
