import { invalidParams } from '../params/invalidParams.js'

const allowedSchemes = ['http:', 'https:', 'ws:', 'wss:'] // SPEC §5
export const unsupportedProtocolScheme = 'unsupported protocol scheme' // SPEC §5

/** SPEC §5: an RPC URL must be http(s) or ws(s), else 'unsupported protocol scheme'. */
export function assertRpcUrlScheme(rpcUrl: string): void {
  const scheme = URL.canParse(rpcUrl) ? new URL(rpcUrl).protocol : ''
  if (!allowedSchemes.includes(scheme)) throw invalidParams(unsupportedProtocolScheme)
}
