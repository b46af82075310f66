import { expect, test } from 'vitest'
import { loginHelperChannelName } from './helperBroadcast.js'

test('default: the channel is named after the app (SPEC §7)', () => {
  expect(loginHelperChannelName('a1b2')).toBe('a1b2_login_helper')
})
