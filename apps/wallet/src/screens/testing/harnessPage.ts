import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** Reads a value from the page's `window.screensHarness` (e.g. 'engine.decisions'). */
export function readHarness<value>(tab: Page, path: string): Promise<value> {
  return tab.evaluate(`window.screensHarness.${path}`) as Promise<value>
}

/** Waits until the screens' router is at `path` (React renders after the click resolves). */
export function expectLocation(tab: Page, path: string): Promise<void> {
  return expect.poll(() => readHarness(tab, 'location')).toBe(path)
}
