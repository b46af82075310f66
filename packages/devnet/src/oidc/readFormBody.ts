import type { IncomingMessage } from 'node:http'

// A login form holds one email address; anything bigger is not our form.
const maxFormBytes = 4 * 1024

/** Reads an `application/x-www-form-urlencoded` body; throws when it is too large. */
export async function readFormBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > maxFormBytes) throw new Error(`form body over ${maxFormBytes} bytes`)
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}
