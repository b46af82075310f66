import type { ReactNode } from 'react'
import './OpenedPage.css'

/**
 * Where a wallet page the frame opened is (issue #20): asking the frame, refused (with the text
 * why), or at one of its own steps.
 */
export type OpenedPageStep<own> =
  | { readonly step: 'loading' }
  | { readonly step: 'refused'; readonly error: string }
  | own

/** What a wallet page the frame opened shows, and what its Approve and Reject do. */
export type OpenedPageViewProps<step> = {
  readonly state: step
  readonly onApprove: () => void
  readonly onReject: () => void
}

/** The page's step, its loading status and what it shows once the frame answered. */
export type OpenedPageProps = {
  readonly state: OpenedPageStep<{ readonly step: string }>
  /** The status shown while the page asks the frame. */
  readonly loadingText: string
  readonly children: ReactNode
}

/**
 * A wallet page the frame opened (SPEC §2 `/:appId/sell/transak` and `/:appId/permission`, issue
 * #20): only `loadingText` as a status while it asks the frame, then `children` in one column.
 */
export function OpenedPage({ state, loadingText, children }: OpenedPageProps) {
  if (state.step === 'loading') return <p role="status">{loadingText}</p>
  return <main className="ts-openedPage">{children}</main>
}
