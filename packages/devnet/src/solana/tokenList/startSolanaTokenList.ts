import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { type RunningService, serveOnLoopback } from '@tessera/stack'
import { respondJson } from '../../respond.js'
import { solanaFixtureTokens } from '../fixtures/solanaFixtureTokens.js'
import {
  fixtureLogoPath,
  type SolanaTokenListEntry,
  solanaTokenListDocument,
  solanaTokenListTokens,
} from './solanaTokenList.js'
import { tokenLogoSvg } from './tokenLogoSvg.js'

/** How a mirror answers: the list, HTTP 500, or the list with no tokens. */
export type MirrorBehavior = 'serve' | 'fail' | 'empty'
export type Mirror = 'primary' | 'fallback'
const behaviors: readonly MirrorBehavior[] = ['serve', 'fail', 'empty']

export type StartSolanaTokenListParameters = {
  readonly port: number
  /** Defaults to `solanaTokenListTokens` (fixture mints on devnet, a few mainnet tokens). */
  readonly tokens?: readonly SolanaTokenListEntry[]
}

export type SolanaTokenList = RunningService & {
  readonly url: string
  /** Stands in for `cdn.jsdelivr.net/gh/solana-labs/token-list@main/src/tokens/solana.tokenlist.json`. */
  readonly primaryUrl: string
  /** Stands in for `raw.githubusercontent.com/solana-labs/token-list/main/src/tokens/solana.tokenlist.json`. */
  readonly fallbackUrl: string
  /** Test control: how `mirror` answers from now on (also `POST /control {primary?, fallback?}`). */
  setMirror(mirror: Mirror, behavior: MirrorBehavior): void
}

const paths: Readonly<Record<Mirror, string>> = {
  primary: '/jsdelivr/solana.tokenlist.json',
  fallback: '/github/solana.tokenlist.json',
}

/** The two mirror URLs of a token list served at `url`: the first, then the fallback (SPEC §7). */
export function solanaTokenListMirrors(url: string): readonly [primary: string, fallback: string] {
  return [`${url}${paths.primary}`, `${url}${paths.fallback}`]
}

/**
 * A local stand-in for the legacy Solana token list (third-party-apis §6) at two mirror URLs on
 * one server, so a wallet's fallback and its SPEC §8 texts ('Token list is empty', 'Failed to
 * fetch token list') can be tested: each mirror can be told to fail (500) or to serve no tokens.
 * It serves the fixture tokens' logos too. CORS is open; the wallet page fetches it.
 */
export async function startSolanaTokenList(
  parameters: StartSolanaTokenListParameters,
): Promise<SolanaTokenList> {
  const { port } = parameters
  const url = `http://127.0.0.1:${port}`
  const tokens = parameters.tokens ?? solanaTokenListTokens(url)
  const state: Record<Mirror, MirrorBehavior> = { primary: 'serve', fallback: 'serve' }
  const logos = new Map(
    Object.values(solanaFixtureTokens).map((token) => [
      fixtureLogoPath(token.mint),
      tokenLogoSvg(token.symbol, token.color),
    ]),
  )
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('access-control-allow-origin', '*')
    const path = new URL(request.url ?? '/', url).pathname
    if (path === '/control') {
      if (request.method === 'POST' && !applyControl(await readJson(request), state))
        return respondJson(response, 400, {
          error: 'expected {primary?, fallback?}: serve|fail|empty',
        })
      return respondJson(response, 200, state)
    }
    const mirror = (Object.keys(paths) as Mirror[]).find((name) => paths[name] === path)
    const logo = logos.get(path)
    if (request.method !== 'GET' || (!mirror && !logo))
      return respondJson(response, 404, { error: 'not found' })
    if (logo) return void response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(logo)
    const behavior = mirror ? state[mirror] : 'serve'
    if (behavior === 'fail') return respondJson(response, 500, { error: 'mirror unavailable' })
    respondJson(response, 200, solanaTokenListDocument(behavior === 'empty' ? [] : tokens))
  }
  const server = createServer((request, response) => {
    // The client went away mid-request: there is no one to answer.
    handle(request, response).catch(() => response.destroy())
  })
  const [primaryUrl, fallbackUrl] = solanaTokenListMirrors(url)
  return {
    url,
    primaryUrl,
    fallbackUrl,
    setMirror: (mirror, behavior) => {
      state[mirror] = behavior
    },
    ...(await serveOnLoopback(server, port)),
  }
}

/** Applies `{ primary?, fallback? }`; false when the body is anything else. */
function applyControl(body: unknown, state: Record<Mirror, MirrorBehavior>): boolean {
  if (typeof body !== 'object' || body === null) return false
  const asked = Object.entries(body)
  const isValid = asked.every(
    ([mirror, behavior]) =>
      Object.hasOwn(paths, mirror) && behaviors.includes(behavior as MirrorBehavior),
  )
  if (isValid) for (const [mirror, behavior] of asked) state[mirror as Mirror] = behavior
  return isValid
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    // Not JSON: the caller answers 400.
    return undefined
  }
}
