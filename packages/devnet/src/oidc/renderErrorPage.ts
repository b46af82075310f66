import { escapeHtml } from '../escapeHtml.js'
import { pageLayout } from './pageLayout.js'

/** A provider error page: what went wrong in one sentence, escaped, with no internals. */
export function renderErrorPage({ title, message }: { title: string; message: string }): string {
  return pageLayout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p class="muted">Start signing in again from the app.</p>`,
  )
}
