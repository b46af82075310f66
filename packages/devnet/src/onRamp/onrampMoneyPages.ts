import { formatEther, type Hash } from 'viem'
import { escapeHtml } from '../escapeHtml.js'
import type { OnrampMoneyBuy } from './onrampMoneyBuyRequest.js'

/** The hosted buy page: what it was opened with, what the user gets, and a Buy button. */
export function onrampMoneyBuyPage(buy: OnrampMoneyBuy, amountWei: bigint): string {
  const fields = {
    appId: buy.appId,
    walletAddress: buy.walletAddress,
    coinCode: buy.coinCode,
    network: buy.network,
  }
  const rows = Object.entries(fields)
    .map(([name, value]) => `<tr><th scope="row">${name}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('')
  return page(
    'Buy crypto',
    `<p>Local stand-in for Onramp.money. No payment is taken: Buy sends test ETH on the local chain.</p>
<table><caption>Buy request</caption><tbody>${rows}</tbody></table>
<p>You receive <strong>${formatEther(amountWei)} ETH</strong> on chain ${buy.chain.id}.</p>
<form method="post" action="/main/buy/">${hidden}<button type="submit">Buy</button></form>`,
  )
}

/** After Buy: the coin was delivered in transaction `hash`. */
export function onrampMoneyPaidPage(buy: OnrampMoneyBuy, amountWei: bigint, hash: Hash): string {
  return page(
    'Order completed',
    `<p>${formatEther(amountWei)} ETH sent to <code>${buy.walletAddress}</code> on chain ${buy.chain.id}.</p>
<p>Transaction: <code>${hash}</code></p>`,
  )
}

/** A request the stand-in refuses (400) or could not deliver (502), with every reason. */
export function onrampMoneyErrorPage(title: string, problems: readonly string[]): string {
  const items = problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('')
  return page(title, `<ul role="alert">${items}</ul>`)
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} · Onramp.money (local)</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}th{text-align:left;padding-right:1rem}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
}
