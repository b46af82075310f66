import { connect } from 'node:net'
import { describe, expect, test } from 'vitest'
import { isPortFree } from './findFreePortBase.js'
import { startRedis } from './startRedis.js'

/** Sends raw RESP commands over one socket and resolves with the replies once `count` lines came. */
function sendRaw(port: number, commands: string, count: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => socket.write(commands))
    let received = ''
    socket.on('data', (chunk) => {
      received += chunk.toString()
      const lines = received.split('\r\n').filter(Boolean)
      if (lines.length >= count) {
        socket.end()
        resolve(lines)
      }
    })
    socket.once('error', reject)
  })
}

describe('startRedis', () => {
  test('default: a real server stores values, and stop frees its port', async () => {
    const redis = await startRedis()
    const port = Number(new URL(redis.url).port)
    expect(redis.url).toBe(`redis://127.0.0.1:${port}`)
    try {
      // RESP: +OK for SET, then a bulk string ($5, hello) for GET.
      const replies = await sendRaw(port, 'SET greeting hello\r\nGET greeting\r\n', 3)
      expect(replies).toEqual(['+OK', '$5', 'hello'])
    } finally {
      await redis.stop()
    }
    expect(await isPortFree(port)).toBe(true)
    await expect(redis.stop()).resolves.toBeUndefined()
  })

  test('behavior: two servers are independent', async () => {
    const [first, second] = await Promise.all([startRedis(), startRedis()])
    try {
      const portOf = (url: string) => Number(new URL(url).port)
      await sendRaw(portOf(first.url), 'SET only-here 1\r\n', 1)
      expect(await sendRaw(portOf(second.url), 'EXISTS only-here\r\n', 1)).toEqual([':0'])
    } finally {
      await Promise.all([first.stop(), second.stop()])
    }
  })
})
