import { WalletError } from '@tessera/errors'
import { describe, expect, test } from 'vitest'
import {
  initialRequestState,
  type RequestEvent,
  type RequestState,
  toApprovedRequest,
  transition,
} from './requestMachine.js'

const shown = '0xaa'
const other = '0xbb'
const pending: RequestState = { status: 'pending', shownDigest: shown }
const skipped: RequestState = { status: 'skipped', shownDigest: shown }
const approve: RequestEvent = { type: 'approve', digest: shown, edits: {} }

describe('transition', () => {
  // SPEC §4: pending → approved | rejected; pending → skipped → approved | rejected.
  test.each<[string, RequestState, RequestEvent, RequestState]>([
    ['pending + approve', pending, approve, { status: 'approved', shownDigest: shown, edits: {} }],
    [
      'pending + reject',
      pending,
      { type: 'reject' },
      { status: 'rejected', shownDigest: shown, reason: 'user_deny' },
    ],
    ['pending + skip', pending, { type: 'skip' }, skipped],
    ['skipped + approve', skipped, approve, { status: 'approved', shownDigest: shown, edits: {} }],
    [
      'skipped + reject',
      skipped,
      { type: 'reject' },
      { status: 'rejected', shownDigest: shown, reason: 'user_deny' },
    ],
    [
      'pending + approve of a changed request',
      pending,
      { ...approve, digest: other },
      { status: 'rejected', shownDigest: shown, reason: 'W-130' },
    ],
    [
      'pending + logout',
      pending,
      { type: 'boundary', kind: 'logout' },
      { status: 'rejected', shownDigest: shown, reason: 'user_deny' },
    ],
    [
      'skipped + logout',
      skipped,
      { type: 'boundary', kind: 'logout' },
      { status: 'rejected', shownDigest: shown, reason: 'user_deny' },
    ],
    [
      'pending + chain change, same digest',
      pending,
      { type: 'boundary', kind: 'chainChanged', digest: shown },
      pending,
    ],
    [
      'pending + chain change, new digest',
      pending,
      { type: 'boundary', kind: 'chainChanged', digest: other },
      { status: 'rejected', shownDigest: shown, reason: 'W-130' },
    ],
    [
      'skipped + account type change, new digest',
      skipped,
      { type: 'boundary', kind: 'accountTypeChanged', digest: other },
      { status: 'rejected', shownDigest: shown, reason: 'W-130' },
    ],
  ])('table: %s', (_name, state, event, next) => {
    expect(transition(state, event)).toEqual(next)
  })

  test('error: W-130 for a decision on a request already decided', () => {
    const approved = transition(pending, approve)
    const rejected = transition(pending, { type: 'reject' })
    for (const state of [approved, rejected])
      for (const event of [approve, { type: 'reject' }, { type: 'skip' }] as const)
        expect(() => transition(state, event)).toThrowError(
          expect.objectContaining({ code: 'W-130' }),
        )
  })

  test('error: W-130 for skipping a skipped request', () => {
    expect(() => transition(skipped, { type: 'skip' })).toThrow(WalletError)
  })

  test('behavior: a boundary leaves decided requests as they are (processing continues)', () => {
    const approved = transition(pending, approve)
    expect(transition(approved, { type: 'boundary', kind: 'logout' })).toBe(approved)
  })

  test('behavior: invariant 2: approving succeeds only with the digest shown', () => {
    expect(transition(pending, { ...approve, digest: other }).status).toBe('rejected')
    expect(transition(pending, approve).status).toBe('approved')
  })
})

describe('initialRequestState', () => {
  test('default: a request needing approval starts pending, others approved (SPEC §4)', () => {
    expect(initialRequestState({ needsApproval: true, digest: shown }).status).toBe('pending')
    expect(initialRequestState({ needsApproval: false, digest: shown }).status).toBe('approved')
  })
})

describe('toApprovedRequest', () => {
  test('behavior: invariant 3: only an approved state gives an ApprovedRequest', () => {
    const request = { id: 1, method: 'personal_sign', params: ['0x00'] }
    expect(() => toApprovedRequest(pending, request)).toThrowError(
      expect.objectContaining({ code: 'W-130' }),
    )
    const approved = toApprovedRequest(transition(pending, { ...approve, edits: {} }), request)
    expect(approved).toMatchObject({ id: 1, method: 'personal_sign', edits: {} })
  })
})
