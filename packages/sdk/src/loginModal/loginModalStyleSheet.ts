/** Light and dark colours; every text colour meets WCAG AA (4.5:1) on the surface it sits on. */
const themes = `
dialog {
  color-scheme: light;
  --bg: #ffffff; --fg: #16171d; --muted: #555a66; --line: #d5d8df; --surface: #f3f4f7;
  --surface-hover: #e7e9ee; --accent: #3049c9; --on-accent: #ffffff; --danger: #b3261e;
}
dialog[data-theme='dark'] {
  color-scheme: dark;
  --bg: #17181d; --fg: #f3f4f6; --muted: #a9adb8; --line: #3a3d46; --surface: #24262d;
  --surface-hover: #2e3139; --accent: #93a6ff; --on-accent: #0c0e14; --danger: #ff9d92;
}`

const layout = `
:host { all: initial; }
*, *::before, *::after { box-sizing: border-box; }
[hidden] { display: none !important; }
dialog {
  width: min(400px, calc(100vw - 24px)); max-height: calc(100dvh - 24px); overflow: auto;
  margin: auto; padding: 24px; border: 1px solid var(--line); border-radius: 20px;
  background: var(--bg); color: var(--fg); box-shadow: 0 24px 64px rgb(0 0 0 / 0.3);
  font: 15px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
}
dialog::backdrop { background: rgb(8 10 18 / 0.55); }
.header {
  position: relative; display: flex; flex-direction: column; align-items: center; gap: 12px;
  margin-bottom: 20px; padding: 0 32px; text-align: center;
}
h2 { margin: 0; font-size: 20px; line-height: 1.3; font-weight: 650; overflow-wrap: anywhere; }
.close {
  position: absolute; top: -10px; right: -10px; display: grid; place-items: center;
  width: 40px; height: 40px; border: 0; border-radius: 50%; background: transparent;
  color: var(--muted);
}
.close:hover { background: var(--surface); color: var(--fg); }
.logo { width: 56px; height: 56px; border-radius: 14px; object-fit: contain; }
.monogram {
  display: grid; place-items: center; background: var(--accent); color: var(--on-accent);
  font-size: 26px; font-weight: 700; text-transform: uppercase;
}
form, .providers, .social { display: grid; gap: 10px; }
label { font-size: 14px; font-weight: 600; }
input {
  width: 100%; height: 48px; padding: 0 14px; border: 1px solid var(--line); border-radius: 12px;
  background: var(--bg); color: var(--fg); font: inherit; font-size: 16px;
}
input::placeholder { color: var(--muted); }
input[aria-invalid='true'] { border-color: var(--danger); }
button { font: inherit; cursor: pointer; }
button[aria-disabled='true'] { cursor: progress; }
.primary, .provider {
  display: flex; align-items: center; justify-content: center; gap: 10px; width: 100%;
  min-height: 48px; padding: 8px 16px; border-radius: 12px; font-weight: 600;
}
.primary { border: 0; background: var(--accent); color: var(--on-accent); }
.provider { border: 1px solid var(--line); background: var(--surface); color: var(--fg); }
.provider:hover { background: var(--surface-hover); }
.provider svg, .wallet-icon { flex: none; }
.link {
  min-height: 40px; padding: 8px 0; border: 0; background: none; color: var(--accent);
  font-weight: 600; text-decoration: underline; text-underline-offset: 3px;
}
.link[aria-disabled='true'] { color: var(--muted); text-decoration: none; cursor: default; }
.links { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 16px; }
.hint, .status, .alert { margin: 0; font-size: 14px; }
.hint, .status { color: var(--muted); }
.alert { color: var(--danger); font-weight: 500; }
.hint:empty { display: none; }
/* An empty live region stays in the accessibility tree (or its first message is not announced),
   out of the layout. */
.status:empty, .alert:empty {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
}
.divider {
  display: flex; align-items: center; gap: 12px; margin: 20px 0; color: var(--muted);
  font-size: 13px;
}
.divider::before, .divider::after { content: ''; flex: 1; border-top: 1px solid var(--line); }
.footer { margin: 20px 0 0; color: var(--muted); font-size: 12px; text-align: center; }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
@media (max-width: 420px) { dialog { padding: 20px 16px; } }`

/**
 * The modal's styles as a constructable style sheet for its shadow root: the host page's CSS
 * cannot reach the modal, and a page whose CSP forbids inline styles still styles it.
 */
export function loginModalStyleSheet(): CSSStyleSheet {
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(themes + layout)
  return sheet
}
