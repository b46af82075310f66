import { describe, expect, test } from 'vitest'
import {
  initialWidgetState,
  nextWidgetState,
  type WidgetEvent,
  type WidgetState,
} from './widgetView.js'

const collapsed: WidgetState = { view: 'collapsed', isOpenedByRequest: false }
const expanded: WidgetState = { view: 'expanded', isOpenedByRequest: false }
const compactByRequest: WidgetState = { view: 'compact', isOpenedByRequest: true }
const expandedByRequest: WidgetState = { view: 'expanded', isOpenedByRequest: true }

describe('nextWidgetState', () => {
  test('default: the widget starts collapsed', () => {
    expect(initialWidgetState).toEqual(collapsed)
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
  ])('behavior: %s', (_name, state, event, next) => {
    expect(nextWidgetState(state, event)).toEqual(next)
  })
})
