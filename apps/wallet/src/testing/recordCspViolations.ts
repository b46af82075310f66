import type { BrowserContext } from 'playwright-core'

/** One `securitypolicyviolation` a page of the context reported. */
export type CspViolation = {
  /** The page (or frame) whose policy was violated. */
  readonly documentUri: string
  readonly directive: string
  readonly blockedUri: string
}

const bindingName = '__tesseraReportCspViolation'

/**
 * Records every Content-Security-Policy violation any page or frame of `context` reports, from
 * the first script on (issue #15 finding 7: the wallet must work under its policy). Chromium fires
 * `securitypolicyviolation` for blocked loads, connections, scripts and evals alike.
 */
export async function recordCspViolations(
  context: BrowserContext,
  violations: CspViolation[],
): Promise<void> {
  await context.exposeBinding(bindingName, (_source, violation: CspViolation) => {
    violations.push(violation)
  })
  await context.addInitScript((name) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>)[name]
      report?.({
        documentUri: event.documentURI,
        directive: event.effectiveDirective,
        blockedUri: event.blockedURI,
      })
    })
  }, bindingName)
}
