import { type Chain, type Client, createClient, http } from 'viem'

/** A viem client whose node cannot be reached (nothing listens on port 9); it never retries. */
export function unreachableClient(chain?: Chain): Client {
  return createClient({
    ...(chain && { chain }),
    transport: http('http://127.0.0.1:9', { retryCount: 0 }),
  })
}
