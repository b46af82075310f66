/**
 * The demo pages: an EVM app and a Solana app, each through both host SDKs driving one wallet,
 * and two dapps of the EVM app written with viem and with ethers (issue #17).
 */
export const demoPages = [
  { id: 'tessera', href: '/', label: 'Tessera SDK' },
  { id: 'arcana', href: '/arcana.html', label: '@arcana/auth (unmodified)' },
  { id: 'solana', href: '/solana.html', label: 'Solana · Tessera SDK' },
  { id: 'arcana-solana', href: '/arcana-solana.html', label: 'Solana · @arcana/auth' },
  { id: 'viem', href: '/viem.html', label: 'Dapp · viem' },
  { id: 'ethers', href: '/ethers.html', label: 'Dapp · ethers' },
] as const

export type DemoPageId = (typeof demoPages)[number]['id']

export type PageHeaderProps = { current: DemoPageId; sdkName: string }

/** Title, the SDK in use and the switch between the pages. */
export function PageHeader({ current, sdkName }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div>
        <h1>Tessera demo</h1>
        <p className="muted">
          A host app driving the wallet through <strong data-testid="sdk-name">{sdkName}</strong>
        </p>
      </div>
      <nav aria-label="Demo pages">
        {demoPages.map((page) => (
          <a key={page.id} href={page.href} aria-current={page.id === current ? 'page' : undefined}>
            {page.label}
          </a>
        ))}
      </nav>
    </header>
  )
}
