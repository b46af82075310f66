import { describe, expect, test } from 'vitest'
import {
  initialWidgetState,
  nextWidgetState,
  type WidgetEvent,
  type WidgetState,
} from './widgetView.js'

/** App mode Full: the collapsed button rests on screen. */
const collapsed: WidgetState = { view: 'collapsed', rest: 'collapsed', isOpenedByRequest: false }
const expanded: WidgetState = { view: 'expanded', rest: 'collapsed', isOpenedByRequest: false }
const compactByRequest: WidgetState = { ...collapsed, view: 'compact', isOpenedByRequest: true }
const expandedByRequest: WidgetState = { ...compactByRequest, view: 'expanded' }
/** App mode Widget: nothing rests on screen. */
const hidden: WidgetState = { view: 'hidden', rest: 'hidden', isOpenedByRequest: false }
const hiddenExpanded: WidgetState = { ...hidden, view: 'expanded' }
const hiddenCompact: WidgetState = { ...hidden, view: 'compact', isOpenedByRequest: true }

describe('nextWidgetState', () => {
  test('default: Full starts collapsed, Widget starts hidden', () => {
    expect(initialWidgetState('collapsed')).toEqual(collapsed)
    expect(initialWidgetState('hidden')).toEqual(hidden)
  })

  test.each<[string, WidgetState, WidgetEvent, WidgetState]>([
    ['R-039: the arrow expands a collapsed wallet', collapsed, { type: 'toggle' }, expanded],
    ['R-039: the arrow collapses an expanded wallet', expanded, { type: 'toggle' }, collapsed],
    ['R-040: a long drag collapses', expanded, { type: 'dragCollapse' }, collapsed],
    ['the host expands', collapsed, { type: 'expand' }, expanded],
    [
      'S-042: a request while collapsed opens compact',
      collapsed,
      { type: 'requestArrived' },
      compactByRequest,
    ],
    ['a request while expanded keeps the view', expanded, { type: 'requestArrived' }, expanded],
    [
      'S-008: View Details expands the compact view',
      compactByRequest,
      { type: 'viewDetails' },
      expandedByRequest,
    ],
    [
      'S-042: collapses again once handled',
      compactByRequest,
      { type: 'requestsSettled' },
      collapsed,
    ],
    [
      'S-042: collapses after handling in details',
      expandedByRequest,
      { type: 'requestsSettled' },
      collapsed,
    ],
    ['stays open when the user had opened it', expanded, { type: 'requestsSettled' }, expanded],
    [
      'a failed decision keeps the wallet open for its error',
      compactByRequest,
      { type: 'decisionFailed' },
      expanded,
    ],
    [
      'Widget: a request shows the hidden wallet compact',
      hidden,
      { type: 'requestArrived' },
      hiddenCompact,
    ],
    ['Widget: hides again once handled', hiddenCompact, { type: 'requestsSettled' }, hidden],
    ['Widget: the host shows the hidden wallet', hidden, { type: 'expand' }, hiddenExpanded],
    ['Widget: the arrow hides it again', hiddenExpanded, { type: 'toggle' }, hidden],
    ['Widget: a long drag hides it', hiddenExpanded, { type: 'dragCollapse' }, hidden],
  ])('behavior: %s', (_name, state, event, next) => {
    expect(nextWidgetState(state, event)).toEqual(next)
  })
})
