import { describe, expect, it } from 'vitest'
import { callBatchPath, paths } from '../paths.js'
import { type CallBatchNavigationInput, callBatchNavigation } from './callBatchNavigation.js'

const onHome: CallBatchNavigationInput = {
  callBatchId: 'b1',
  pendingCount: 0,
  view: 'collapsed',
  pathname: paths.home,
  search: '',
}

describe('callBatchNavigation (wallet_showCallsStatus, issue #17)', () => {
  it('opens the batch from another screen, adding a history entry', () => {
    expect(callBatchNavigation(onHome)).toEqual({ to: callBatchPath('b1'), replace: false })
  })

  it('SPEC §4: ignores the batch while an approval waits', () => {
    expect(
      callBatchNavigation({
        ...onHome,
        pendingCount: 1,
        view: 'expanded',
        pathname: paths.requests,
      }),
    ).toBeNull()
  })

  it('SPEC §4: ignores the batch while the compact approval is shown', () => {
    expect(callBatchNavigation({ ...onHome, view: 'compact' })).toBeNull()
  })

  it('drops a repeat of the batch already shown', () => {
    const onBatch = { ...onHome, view: 'expanded' as const, pathname: paths.callBatch }
    expect(callBatchNavigation({ ...onBatch, search: '?id=b1' })).toBeNull()
  })

  it('replaces the history entry when another batch is shown', () => {
    const onOther = {
      ...onHome,
      view: 'expanded' as const,
      pathname: paths.callBatch,
      search: '?id=b0',
    }
    expect(callBatchNavigation(onOther)).toEqual({ to: callBatchPath('b1'), replace: true })
  })
})
