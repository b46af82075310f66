import { launchChromium } from '@tessera/test-utils'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { startTestStack, type TestStack } from '../../../../scripts/testing/startTestStack.js'

/** What a demo end-to-end suite drives: the whole local stack and one Chromium. */
export type StackInChromium = { readonly stack: TestStack; readonly browser: Browser }

/**
 * For the suite it is called in: the whole local stack and one Chromium, started before its first
 * test and stopped after its last. Read them inside tests and hooks only; before the suite's
 * `beforeAll` they throw.
 */
export function useStackInChromium(): StackInChromium {
  let stack: TestStack | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    stack = await startTestStack()
    browser = await launchChromium()
  }, 180_000)
  afterAll(async () => {
    try {
      await browser?.close()
    } finally {
      await stack?.stop()
    }
  }, 60_000)
  const started = <T>(part: T | undefined, name: string): T => {
    if (part === undefined) throw new Error(`the suite's ${name} is not started yet`)
    return part
  }
  return {
    get stack() {
      return started(stack, 'stack')
    },
    get browser() {
      return started(browser, 'Chromium')
    },
  }
}
