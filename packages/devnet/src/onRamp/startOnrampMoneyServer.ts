import { createServer, type IncomingMessage } from 'node:http'
import { type RunningService, serveOnLoopback } from '@tessera/stack'
import { parseEther } from 'viem'
import { onRampAccount } from '../devnetAccounts.js'
import { createEthSender, type FaucetChain } from '../faucet/createEthSender.js'
import { readFormBody } from '../oidc/readFormBody.js'
import { respondHtml } from '../respond.js'
import { readOnrampMoneyBuy } from './onrampMoneyBuyRequest.js'
import {
  onrampMoneyBuyPage,
  onrampMoneyErrorPage,
  onrampMoneyPaidPage,
} from './onrampMoneyPages.js'

export type StartOnrampMoneyServerParameters = {
  readonly port: number
  /** The local chains it sells test ETH on. */
  readonly chains: readonly FaucetChain[]
  /** What one Buy delivers; 0.1 ETH unless told. */
  readonly amountWei?: bigint
}

export type OnrampMoneyServer = RunningService & {
  /** The hosted buy page without query, as it would be `https://onramp.money/main/buy/`. */
  readonly buyUrl: string
}

const buyPath = '/main/buy/'

/**
 * A local stand-in for the second on-ramp, Onramp.money's hosted buy page (issue #20; SPEC §7,
 * shared/notes §5): `GET /main/buy/?appId=…&walletAddress=…&coinCode=…&network=…` shows what it
 * was opened with and a Buy button; it refuses (400, every reason listed) a missing or malformed
 * `walletAddress`, a network that is not a local chain (`onrampMoneyLocalNetwork`) or a coin other
 * than `eth`. Buy (a form post, pages run no script) delivers the coin as the real service would:
 * it sends test ETH on that local chain to `walletAddress` from its own devnet account
 * (`createEthSender`) and answers once it is mined (502 when the chain refuses it). Buy posted by
 * another site (neither `Sec-Fetch-Site: same-origin` nor its own `Origin`) pays nothing (403).
 */
export async function startOnrampMoneyServer(
  parameters: StartOnrampMoneyServerParameters,
): Promise<OnrampMoneyServer> {
  const { port, chains } = parameters
  const amountWei = parameters.amountWei ?? parseEther('0.1')
  const url = `http://127.0.0.1:${port}`
  const sender = createEthSender(onRampAccount)
  const server = createServer(async (request, response) => {
    const { pathname, searchParams } = new URL(request.url ?? '/', url)
    if (pathname !== buyPath || (request.method !== 'GET' && request.method !== 'POST'))
      return respondHtml(
        response,
        404,
        onrampMoneyErrorPage('Not found', [`${pathname} is not a page here`]),
      )
    if (request.method === 'POST' && !isPostedByOwnPage(request, url))
      return respondHtml(
        response,
        403,
        onrampMoneyErrorPage('Cannot buy', ['Buy is taken only from this page']),
      )
    const query =
      request.method === 'POST' ? await readFormBody(request).catch(() => undefined) : searchParams
    if (!query)
      return respondHtml(
        response,
        400,
        onrampMoneyErrorPage('Cannot buy', ['the form is too large']),
      )
    const read = readOnrampMoneyBuy(query, chains)
    if ('problems' in read)
      return respondHtml(response, 400, onrampMoneyErrorPage('Cannot buy', read.problems))
    const { buy } = read
    if (request.method === 'GET')
      return respondHtml(response, 200, onrampMoneyBuyPage(buy, amountWei))
    try {
      const hash = await sender.send(buy.chain, buy.walletAddress, amountWei)
      respondHtml(response, 200, onrampMoneyPaidPage(buy, amountWei, hash))
    } catch (error) {
      respondHtml(
        response,
        502,
        onrampMoneyErrorPage('Not delivered', [
          `the local chain refused the payment: ${error instanceof Error ? error.message : String(error)}`,
        ]),
      )
    }
  })
  return { buyUrl: `${url}${buyPath}`, ...(await serveOnLoopback(server, port)) }
}

/** Whether a Buy came from the stand-in's own page: no other site may spend its test ETH. */
function isPostedByOwnPage(request: IncomingMessage, ownOrigin: string): boolean {
  return request.headers['sec-fetch-site'] === 'same-origin' || request.headers.origin === ownOrigin
}
