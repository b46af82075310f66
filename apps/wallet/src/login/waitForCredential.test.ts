import { describe, expect, test } from 'vitest'
import { waitForCredential } from './waitForCredential.js'

function recorder(answers: (string | null | Error)[]) {
  const sleeps: number[] = []
  let polls = 0
  return {
    sleeps,
    polls: () => polls,
    sleep: async (ms: number) => {
      sleeps.push(ms)
    },
    poll: async () => {
      const answer = answers[polls++] ?? null
      if (answer instanceof Error) throw answer
      return answer
    },
  }
}

describe('waitForCredential (SPEC §7, §9 magic link)', () => {
  test('C-008 K-031 K-032: waits 3 s, then polls every 2 s until the credential is there', async () => {
    const r = recorder([null, null, 'sealed'])
    const signal = new AbortController().signal
    expect(await waitForCredential({ poll: r.poll, sleep: r.sleep, signal })).toBe('sealed')
    expect(r.sleeps).toEqual([3_000, 2_000, 2_000])
    expect(r.polls()).toBe(3)
  })

  test('behavior: a failed poll is retried at the next tick', async () => {
    const r = recorder([new Error('rate limited'), 'sealed'])
    const signal = new AbortController().signal
    expect(await waitForCredential({ poll: r.poll, sleep: r.sleep, signal })).toBe('sealed')
  })

  test('error: gives up when the link has expired', async () => {
    const r = recorder([])
    const signal = new AbortController().signal
    await expect(
      waitForCredential({ poll: r.poll, sleep: r.sleep, signal, giveUpAfterMs: 7_000 }),
    ).rejects.toThrow('expired')
    expect(r.polls()).toBe(3)
  })

  test('error: stops when aborted (logout)', async () => {
    const r = recorder([])
    const controller = new AbortController()
    controller.abort()
    await expect(
      waitForCredential({ poll: r.poll, sleep: r.sleep, signal: controller.signal }),
    ).rejects.toThrow()
    expect(r.polls()).toBe(0)
  })
})
