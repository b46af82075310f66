import type { RequestDescription } from '@tessera/chains'
import { WalletError } from '@tessera/errors'
import type { Hex } from 'viem'
import { describe, expect, test, vi } from 'vitest'
import { createRequestQueue, type QueuedRequest } from './requestQueue.js'

const description: RequestDescription = {
  kind: 'decrypt',
  method: 'eth_decrypt',
  from: '0x0000000000000000000000000000000000000001',
}

/** A request needing approval whose digest is whatever `digest.current` says at the time. */
function queued(id: number, method = `method_${id}`) {
  const digest: { current: Hex } = { current: '0x01' }
  const run = vi.fn(async () => `result ${id}`)
  const request: QueuedRequest = {
    request: { id, method, params: [] },
    parsed: [],
    approval: { describe: () => ({ description, digest: digest.current }) },
    run,
  }
  return { request, digest, run }
}

const code = (error: unknown) => (error instanceof WalletError ? error.code : error)

describe('createRequestQueue', () => {
  test('default: a request needing approval is pending and answered once approved (S-001)', async () => {
    const queue = createRequestQueue({ now: () => 42 })
    const { request, run } = queued(1)
    const answer = queue.submit(request)
    expect(queue.snapshot().pending).toMatchObject([
      { request: { id: 1 }, receivedTime: 42, description },
    ])
    expect(run).not.toHaveBeenCalled()
    queue.approve(1)
    await expect(answer).resolves.toBe('result 1')
    expect(queue.snapshot().pending).toEqual([])
  })

  test('behavior: a request needing no approval runs at once, never listed (S-006)', async () => {
    const queue = createRequestQueue({ now: Date.now })
    const { approval: _none, ...request } = queued(1).request
    await expect(queue.submit(request)).resolves.toBe('result 1')
    expect(queue.snapshot()).toEqual({ pending: [], skipped: [] })
  })

  test('behavior: reject answers user_deny and never runs the request (S-002)', async () => {
    const queue = createRequestQueue({ now: Date.now })
    const { request, run } = queued(1)
    const answer = queue.submit(request)
    queue.reject(1)
    await expect(answer.catch(code)).resolves.toBe('user_deny')
    expect(run).not.toHaveBeenCalled()
  })

  test('behavior: skip moves to the skipped list, the host still waits; decided later (S-003, S-004, S-005)', async () => {
    const queue = createRequestQueue({ now: Date.now })
    const first = queue.submit(queued(1).request)
    const second = queue.submit(queued(2).request)
    queue.skip(1)
    queue.skip(2)
    expect(queue.snapshot().pending).toEqual([])
    expect(queue.snapshot().skipped.map((p) => p.request.id)).toEqual([1, 2])
    queue.approve(1)
    queue.reject(2)
    await expect(first).resolves.toBe('result 1')
    await expect(second.catch(code)).resolves.toBe('user_deny')
    expect(queue.snapshot().skipped).toEqual([])
  })

  test('behavior: invariant 1, X-034: approve, reject and skip need a known id (W-130)', () => {
    const queue = createRequestQueue({ now: Date.now })
    queue.submit(queued(1).request)
    for (const decide of [queue.approve, queue.reject, queue.skip])
      expect(() => decide(99)).toThrowError(expect.objectContaining({ code: 'W-130' }))
    expect(queue.snapshot().pending).toHaveLength(1)
  })

  test('behavior: invariant 2: a request whose digest changed after it was shown is not run (W-130)', async () => {
    const queue = createRequestQueue({ now: Date.now })
    const { request, digest, run } = queued(1)
    const answer = queue.submit(request)
    digest.current = '0x02'
    expect(() => queue.approve(1)).toThrowError(expect.objectContaining({ code: 'W-130' }))
    await expect(answer.catch(code)).resolves.toBe('W-130')
    expect(run).not.toHaveBeenCalled()
  })

  test('behavior: invariant 4: logout rejects every pending and skipped request with user_deny', async () => {
    const queue = createRequestQueue({ now: Date.now })
    const answers = [1, 2, 3].map((id) => queue.submit(queued(id).request))
    queue.skip(2)
    queue.boundary('logout')
    expect(await Promise.all(answers.map((a) => a.catch(code)))).toEqual([
      'user_deny',
      'user_deny',
      'user_deny',
    ])
    expect(queue.snapshot()).toEqual({ pending: [], skipped: [] })
  })

  test('behavior: invariant 4: a context change rejects requests it changed (W-130), keeps the rest', async () => {
    const queue = createRequestQueue({ now: Date.now })
    const changed = queued(1)
    const unchanged = queued(2)
    const answer = queue.submit(changed.request)
    queue.submit(unchanged.request)
    changed.digest.current = '0x02'
    queue.boundary('chainChanged')
    await expect(answer.catch(code)).resolves.toBe('W-130')
    expect(queue.snapshot().pending.map((p) => p.request.id)).toEqual([2])
  })

  test('behavior: invariant 5: a second pending request of the same method gets W-130', async () => {
    const queue = createRequestQueue({ now: Date.now })
    queue.submit(queued(1, 'personal_sign').request)
    await expect(queue.submit(queued(2, 'personal_sign').request).catch(code)).resolves.toBe(
      'W-130',
    )
    expect(queue.snapshot().pending).toHaveLength(1)
  })

  test('error: W-130 for an id already waiting', async () => {
    const queue = createRequestQueue({ now: Date.now })
    queue.submit(queued(1).request)
    await expect(queue.submit(queued(1, 'other').request).catch(code)).resolves.toBe('W-130')
  })

  test('behavior: every request is answered: a failing run rejects the host call', async () => {
    const queue = createRequestQueue({ now: Date.now })
    const { request } = queued(1)
    const answer = queue.submit({
      ...request,
      run: async () => Promise.reject(new WalletError('W-108')),
    })
    queue.approve(1)
    await expect(answer.catch(code)).resolves.toBe('W-108')
  })

  test('behavior: edits refused by the request keep it pending (W-106 on the approval screen)', () => {
    const queue = createRequestQueue({ now: Date.now })
    const { request, run } = queued(1)
    const checkEdits = () => {
      throw new WalletError('W-106')
    }
    queue.submit({
      ...request,
      approval: { describe: () => ({ description, digest: '0x01' }), checkEdits },
    })
    expect(() => queue.approve(1)).toThrowError(expect.objectContaining({ code: 'W-106' }))
    expect(queue.snapshot().pending).toHaveLength(1)
    expect(run).not.toHaveBeenCalled()
  })

  test('behavior: #17 alerts: a waiting request answers its rows alerts, none without rules; W-130 when unknown', async () => {
    const queue = createRequestQueue({ now: Date.now })
    const plain = queued(1)
    const risky = queued(2)
    const alert = { rule: 'spenderWithoutCode', level: 'danger', reason: 'no code' } as const
    const answers = [
      queue.submit(plain.request),
      queue.submit({
        ...risky.request,
        approval: {
          describe: () => ({ description, digest: '0x01' }),
          alerts: async () => [alert],
        },
      }),
    ]
    await expect(queue.alerts(1)).resolves.toEqual([])
    await expect(queue.alerts(2)).resolves.toEqual([alert])
    await expect(queue.alerts(3).catch(code)).resolves.toBe('W-130')
    queue.reject(1)
    queue.reject(2)
    await Promise.allSettled(answers)
  })

  test('behavior: the snapshot object only changes when the queue changes (useSyncExternalStore)', () => {
    const queue = createRequestQueue({ now: Date.now })
    const listener = vi.fn()
    const unsubscribe = queue.subscribe(listener)
    const before = queue.snapshot()
    expect(queue.snapshot()).toBe(before)
    const answer = queue.submit(queued(1).request)
    expect(queue.snapshot()).not.toBe(before)
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    queue.reject(1)
    expect(listener).toHaveBeenCalledTimes(1)
    return expect(answer).rejects.toThrow(WalletError)
  })
})
