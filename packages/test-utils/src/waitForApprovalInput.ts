import type { Frame, FrameLocator } from 'playwright-core'

/**
 * Waits until the approval the wallet frame shows takes the user's clicks: its Approve button is
 * enabled once the approval has been fully visible for `approveAfterVisibleMs` (issue #15 finding
 * 6). Until then Chromium also drops every click into the frame, Reject's included: a frame that
 * tracks its visibility (IntersectionObserver v2) gets no input for 500 ms after it moved or was
 * resized, as a wallet frame is when a request opens it. A user waits for the same thing.
 */
export async function waitForApprovalInput(frame: Frame | FrameLocator): Promise<void> {
  await frame.getByRole('button', { name: 'Approve', exact: true, disabled: false }).waitFor()
}
