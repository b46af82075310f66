import type { StandaloneMode } from '@tessera/protocol'

/**
 * How the wallet is shown, apart from the app mode. `embedded`: inside the host's iframe, which
 * the wallet sizes with `setIframeStyle` (HOST-PROTOCOL §A4, SPEC §4 widget sizes).
 * `standalone`: a page of its own, either with no parent window (a popup or tab) or in a frame
 * whose URL hash says standaloneMode 1 or 2 (HOST-PROTOCOL §A2): the host lays it out, and it
 * closes through `wallet_close` (SPEC §4). Only an embedded wallet sizes an iframe.
 */
export type Presentation = 'embedded' | 'standalone'

export function presentationOf(parameters: {
  readonly isFramed: boolean
  readonly standaloneMode: StandaloneMode
}): Presentation {
  return parameters.isFramed && parameters.standaloneMode === 0 ? 'embedded' : 'standalone'
}
