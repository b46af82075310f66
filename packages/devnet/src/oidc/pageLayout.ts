import { escapeHtml } from '../escapeHtml.js'

const styles = `
body{font:15px/1.45 system-ui,sans-serif;background:#f1f3f4;color:#202124;margin:0}
main{max-width:26rem;margin:3rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:1.5rem;font-weight:400;margin:0 0 .25rem}
.muted{color:#5f6368;font-size:.9rem}
form{margin:1rem 0}
button{display:block;width:100%;padding:.7rem;margin:.5rem 0;border:1px solid #dadce0;border-radius:6px;background:#fff;font:inherit;cursor:pointer;text-align:left}
button:hover{background:#f8f9fa}
button.primary{background:#1a73e8;color:#fff;border-color:#1a73e8;text-align:center}
button.link{border:none;color:#1a73e8;text-align:center}
input{box-sizing:border-box;width:100%;padding:.7rem;border:1px solid #dadce0;border-radius:6px;font:inherit}
[role=alert]{color:#d93025}
`

/** The provider's page frame: a title, one card, no script. `body` must already be escaped. */
export function pageLayout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body><main>
${body}
</main></body>
</html>`
}
