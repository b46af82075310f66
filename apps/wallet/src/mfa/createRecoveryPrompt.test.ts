import { MfaError, type RecoverySecretParams } from '@tessera/keys'
import { describe, expect, test, vi } from 'vitest'
import { createRecoveryPrompt } from './createRecoveryPrompt.js'

const pinParams: RecoverySecretParams = { kind: 'pin', questionIds: [] }

describe('createRecoveryPrompt: a login waiting for the PIN or answers, and the restore screen', () => {
  test('default: S-045: a restore announces itself once, waits for the answer, then clears', async () => {
    const onAsk = vi.fn()
    const prompt = createRecoveryPrompt({ onAsk })
    const seen: unknown[] = []
    prompt.subscribe(() => seen.push(prompt.current()))
    const first = prompt.ask({ attempt: 1, error: undefined, params: pinParams })
    expect(onAsk).toHaveBeenCalledTimes(1)
    expect(prompt.current()).toEqual({ attempt: 1, params: pinParams, error: undefined })
    prompt.answer({ kind: 'pin', pin: '724113' })
    await expect(first).resolves.toEqual({ kind: 'pin', pin: '724113' })
    expect(prompt.current()).toBeNull()

    // a wrong PIN asks again with the code and the attempts left; no new announcement.
    const wrong = new MfaError('recovery_secret_wrong', 'wrong', { attemptsLeft: 3 })
    const second = prompt.ask({ attempt: 2, error: wrong, params: pinParams })
    expect(onAsk).toHaveBeenCalledTimes(1)
    expect(prompt.current()).toEqual({
      attempt: 2,
      params: pinParams,
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
      attempt: 2,
      error: new MfaError('recovery_secret_wrong', 'message', { attemptsLeft: 2 }),
      params: pinParams,
    })
    expect(JSON.stringify(prompt.current())).not.toContain('message')
    prompt.answer({ kind: 'pin', pin: '530917' })
    await pending
    expect(JSON.stringify(prompt.current())).not.toContain('530917')
  })

  test('args: answers: the screen learns the questions to ask, in order, on every try', async () => {
    const prompt = createRecoveryPrompt()
    const params: RecoverySecretParams = {
      kind: 'answers',
      questionIds: ['first-pet', 'birth-city', 'first-school'],
    }
    const first = prompt.ask({ attempt: 1, error: undefined, params })
    expect(prompt.current()?.params).toEqual(params)
    const answers = params.questionIds.map((questionId) => ({ questionId, answer: 'x' }))
    prompt.answer({ kind: 'answers', answers })
    await expect(first).resolves.toEqual({ kind: 'answers', answers })
    const wrong = new MfaError('recovery_secret_wrong', 'wrong', { attemptsLeft: 4 })
    const again = prompt.ask({ attempt: 2, error: wrong, params })
    expect(prompt.current()).toEqual({
      attempt: 2,
      params,
      error: { code: 'recovery_secret_wrong', attemptsLeft: 4 },
    })
    prompt.answer(undefined)
    await again
  })

  test('#16 review finding 7: a first ask without params (the device clock is off) announces the restore, with the offset, and can be retried', async () => {
    const onAsk = vi.fn()
    const prompt = createRecoveryPrompt({ onAsk })
    const clockOff = new MfaError('clock_off', 'expired', { clockOffsetMs: 7 * 60_000 })
    const first = prompt.ask({ attempt: 1, error: clockOff, params: undefined })
    expect(onAsk).toHaveBeenCalledTimes(1)
    expect(prompt.current()).toEqual({
      attempt: 1,
      params: undefined,
      error: { code: 'clock_off', clockOffsetMs: 7 * 60_000 },
    })
    prompt.answer('retry')
    await expect(first).resolves.toBe('retry')
  })
})
