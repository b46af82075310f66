import type { IncomingMessage, ServerResponse } from 'node:http'
import { respondHtml, respondJson } from '../respond.js'
import type { Mailbox } from './createMailbox.js'
import { renderInbox } from './renderInbox.js'

type Answer =
  | { readonly status: number; readonly html: string }
  | { readonly status: number; readonly json: unknown; readonly allow?: string }

const messagePath = /^\/api\/messages\/([^/]+)$/
const notFound: Answer = { status: 404, json: { error: 'not found' } }
const onlyAllow = (allow: string): Answer => ({
  status: 405,
  json: { error: 'method not allowed' },
  allow,
})

/** Routes one request of the mail sink's web server: the HTML inbox and the JSON API. */
export function handleMailWebRequest(
  mailbox: Mailbox,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  const url = new URL(request.url ?? '/', 'http://mail-sink.invalid')
  const answer = answerMailWebRequest(mailbox, request.method ?? 'GET', url)
  if ('html' in answer) {
    respondHtml(response, answer.status, answer.html)
    return
  }
  if (answer.allow) response.setHeader('allow', answer.allow)
  respondJson(response, answer.status, answer.json)
}

function answerMailWebRequest(mailbox: Mailbox, method: string, url: URL): Answer {
  if (url.pathname === '/')
    return method === 'GET' ? { status: 200, html: renderInbox(mailbox.list()) } : onlyAllow('GET')
  if (url.pathname === '/health') return { status: 200, json: { ok: true } }
  if (url.pathname === '/api/messages') {
    if (method === 'GET') {
      const to = url.searchParams.get('to') ?? undefined
      return { status: 200, json: { messages: mailbox.list({ to }) } }
    }
    if (method === 'DELETE') return { status: 200, json: { deleted: mailbox.clear() } }
    return onlyAllow('GET, DELETE')
  }
  const id = messagePath.exec(url.pathname)?.[1]
  if (id === undefined) return notFound
  if (method !== 'GET') return onlyAllow('GET')
  const mail = mailbox.find(id)
  return mail ? { status: 200, json: mail } : notFound
}
