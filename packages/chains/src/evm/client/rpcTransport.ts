import { http, type Transport, webSocket } from 'viem'

/** A viem transport for an RPC URL: WebSocket for ws(s)://, HTTP otherwise. */
export function rpcTransport(rpcUrl: string): Transport {
  return /^wss?:\/\//i.test(rpcUrl) ? webSocket(rpcUrl) : http(rpcUrl)
}
