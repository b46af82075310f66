import { escapeHtml } from '../escapeHtml.js'
import type { ReceivedMail } from './createMailbox.js'

const styles = `
body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:56rem;padding:0 1rem;color:#1b1f24}
header{display:flex;justify-content:space-between;align-items:baseline}
article{border:1px solid #d0d7de;border-radius:8px;padding:.75rem 1rem;margin:1rem 0}
h2{font-size:1.05rem;margin:.25rem 0}
.meta{color:#57606a;font-size:.85rem}
pre{white-space:pre-wrap;word-break:break-word;background:#f6f8fa;padding:.75rem;border-radius:6px}
`

/** The mail sink's HTML page: every mail newest first, with everything escaped. */
export function renderInbox(mails: readonly ReceivedMail[]): string {
  const list =
    mails.length === 0
      ? '<p>No mail yet. Send to the SMTP port and reload.</p>'
      : mails.map(renderMail).join('\n')
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Tessera mail sink</title><style>${styles}</style></head>
<body>
<header><h1>Tessera mail sink</h1><a href="/">Reload</a></header>
<p class="meta">${mails.length} mail(s), newest first. JSON: <a href="/api/messages">/api/messages</a></p>
${list}
</body>
</html>`
}

function renderMail(mail: ReceivedMail): string {
  return `<article>
<h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
<p class="meta">to ${escapeHtml(mail.to.join(', '))} · from ${escapeHtml(mail.from)} · <time datetime="${escapeHtml(mail.date)}">${escapeHtml(mail.date)}</time> · <a href="/api/messages/${encodeURIComponent(mail.id)}">JSON</a></p>
<pre>${escapeHtml(mail.text)}</pre>
</article>`
}
