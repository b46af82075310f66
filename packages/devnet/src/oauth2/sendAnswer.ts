import type { ServerResponse } from 'node:http'
import { respondHtml, respondJson } from '../respond.js'

/** What the stand-in answers one request with, built by pure handlers and sent in one place. */
export type Answer =
  | { readonly status: number; readonly json: unknown }
  | { readonly status: number; readonly html: string }
  | { readonly status: number; readonly form: URLSearchParams }
  | { readonly status: 302; readonly location: string }
  | { readonly status: 200; readonly svg: string }

/** Ends `response` with `answer`. */
export function sendAnswer(response: ServerResponse, answer: Answer): void {
  if ('html' in answer) respondHtml(response, answer.status, answer.html)
  else if ('json' in answer) respondJson(response, answer.status, answer.json)
  else if ('location' in answer)
    response
      .writeHead(answer.status, { location: answer.location, 'cache-control': 'no-store' })
      .end()
  else if ('svg' in answer)
    response.writeHead(answer.status, { 'content-type': 'image/svg+xml' }).end(answer.svg)
  else
    response
      .writeHead(answer.status, {
        'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
        'cache-control': 'no-store',
      })
      .end(answer.form.toString())
}
