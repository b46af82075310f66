import { expect, test } from 'vitest'
import { describeExit } from './spawnService.js'

test('behavior: a Node crash is described by its error line, not by the version footer', () => {
  const output = [
    'file:///app/main.ts:12',
    '    throw new Error("boom")',
    'Error: listen EADDRINUSE: address already in use 127.0.0.1:8551',
    '    at Server.setupListenHandle (node:net:1908:16) {',
    "  code: 'EADDRINUSE'",
    '}',
    '',
    'Node.js v20.20.2',
  ].join('\n')
  expect(describeExit({ code: 1, signal: null, output })).toBe(
    'exit code 1: Error: listen EADDRINUSE: address already in use 127.0.0.1:8551',
  )
})

test('default: other output ends with its last lines', () => {
  expect(describeExit({ code: 3, signal: null, output: 'starting\nconfig missing\n' })).toBe(
    'exit code 3: starting | config missing',
  )
  expect(describeExit({ code: null, signal: 'SIGKILL', output: '' })).toBe('signal SIGKILL')
})
