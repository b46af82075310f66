import { describe, expect, test } from 'vitest'
import { processCpuMs } from './processCpuMs.js'

describe('processCpuMs', () => {
  test.runIf(process.platform === 'linux')('behavior: grows as this process burns CPU', () => {
    const before = processCpuMs(process.pid) ?? Number.NaN
    // Spin until the figure moves (however busy the machine), within a generous bound.
    const giveUpAt = performance.now() + 30_000
    let after = before
    while (after - before < 50 && performance.now() < giveUpAt)
      after = processCpuMs(process.pid) ?? after
    expect(after - before).toBeGreaterThanOrEqual(50)
  })

  test('args: no process, no figure', () => {
    expect(processCpuMs(undefined)).toBeUndefined()
    expect(processCpuMs(2 ** 30)).toBeUndefined()
  })
})
