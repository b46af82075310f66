import { MfaError } from '@tessera/keys'
import { describe, expect, test, vi } from 'vitest'
import { createRecoveryPrompt } from './createRecoveryPrompt.js'

describe('createRecoveryPrompt: a login waiting for the PIN, and the restore screen', () => {
  test('default: S-045: a restore announces itself once, waits for the answer, then clears', async () => {
    const onAsk = vi.fn()
    const prompt = createRecoveryPrompt({ onAsk })
    const seen: unknown[] = []
    prompt.subscribe(() => seen.push(prompt.current()))
    const first = prompt.ask({ error: undefined })
    expect(onAsk).toHaveBeenCalledTimes(1)
    expect(prompt.current()).toEqual({ attempt: 1, error: undefined })
    prompt.answer({ kind: 'pin', pin: '1111' })
    await expect(first).resolves.toEqual({ kind: 'pin', pin: '1111' })
    expect(prompt.current()).toBeNull()

    // a wrong PIN asks again with the code and the attempts left; no new announcement.
    const wrong = new MfaError('recovery_secret_wrong', 'wrong', { attemptsLeft: 3 })
    const second = prompt.ask({ error: wrong })
    expect(onAsk).toHaveBeenCalledTimes(1)
    expect(prompt.current()).toEqual({
      attempt: 1,
      error: { code: 'recovery_secret_wrong', attemptsLeft: 3 },
    })
    // X-025 (W-121): cancelling answers undefined.
    prompt.answer(undefined)
    await expect(second).resolves.toBeUndefined()
    expect(seen.length).toBe(4)
  })

  test('behavior: the state holds no secret: only the code and the attempts left', async () => {
    const prompt = createRecoveryPrompt()
    const pending = prompt.ask({
      error: new MfaError('recovery_secret_wrong', 'message', { attemptsLeft: 2 }),
    })
    expect(JSON.stringify(prompt.current())).not.toContain('message')
    prompt.answer({ kind: 'pin', pin: '9876' })
    await pending
    expect(JSON.stringify(prompt.current())).not.toContain('9876')
  })
})
