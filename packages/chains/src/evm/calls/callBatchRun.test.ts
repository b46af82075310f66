import { describe, expect, test } from 'vitest'
import {
  batchAnswerOf,
  type CallBatchEvent,
  type CallBatchRun,
  nextCallBatch,
  startCallBatch,
} from './callBatchRun.js'

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const sent = (n: number): CallBatchEvent => ({ type: 'sent', hash: hash(n) })
const after = (callCount: number, ...events: CallBatchEvent[]): CallBatchRun =>
  events.reduce(nextCallBatch, startCallBatch(callCount))
/** The host's answer after each event, from the approved batch on. */
const answers = (callCount: number, ...events: CallBatchEvent[]) =>
  events.reduce(
    (seen, event) => {
      const run = nextCallBatch(seen.run, event)
      return { run, answers: [...seen.answers, batchAnswerOf(run)] }
    },
    { run: startCallBatch(callCount), answers: [] as string[] },
  ).answers

describe('callBatchRun', () => {
  test('default: #17 EIP-5792 the host gets {id} once the first call is sent, while the others are still to send', () => {
    expect(batchAnswerOf(startCallBatch(3))).toBe('wait')
    expect(answers(3, sent(1), sent(2), sent(3))).toEqual(['id', 'id', 'id'])
    expect(after(3, sent(1))).toEqual({ status: 'sending', callCount: 3, hashes: [hash(1)] })
    expect(after(3, sent(1), sent(2), sent(3))).toEqual({
      status: 'ended',
      callCount: 3,
      hashes: [hash(1), hash(2), hash(3)],
      reason: 'allSent',
    })
  })

  test('error: #17 EIP-5792 a first call that cannot be sent is the request error; a later one ends the batch after the id', () => {
    expect(answers(2, { type: 'callFailed' })).toEqual(['error'])
    expect(answers(2, sent(1), { type: 'callFailed' })).toEqual(['id', 'id'])
    expect(after(3, sent(1), { type: 'callFailed' })).toMatchObject({
      status: 'ended',
      hashes: [hash(1)],
      reason: 'callFailed',
    })
  })

  test('behavior: #17 EIP-5792 logout, a revoke or another network ends the batch with the calls sent so far; before the first, the host still gets its id', () => {
    for (const reason of ['logout', 'revoked', 'networkChanged'] as const) {
      expect(after(3, sent(1), { type: 'stopped', reason })).toEqual({
        status: 'ended',
        callCount: 3,
        hashes: [hash(1)],
        reason,
      })
      expect(answers(3, { type: 'stopped', reason })).toEqual(['id'])
    }
  })

  test('edge: #17 EIP-5792 an ended batch takes no more calls, and its answer never changes', () => {
    const stopped = after(3, sent(1), { type: 'stopped', reason: 'logout' })
    expect(nextCallBatch(stopped, sent(2))).toBe(stopped)
    expect(nextCallBatch(stopped, { type: 'callFailed' })).toBe(stopped)
    const failed = after(2, { type: 'callFailed' })
    expect(nextCallBatch(failed, sent(1))).toBe(failed)
    expect(
      answers(2, { type: 'callFailed' }, sent(1), { type: 'stopped', reason: 'revoked' }),
    ).toEqual(['error', 'error', 'error'])
  })
})
