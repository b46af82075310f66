import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createPusherClient, type RealtimeSocket } from './createPusherClient.js'

/** Sockets the test drives by hand: what the client sent, and the server's messages and closes. */
function fakeSockets() {
  const opened: (RealtimeSocket & { sent: string[] })[] = []
  const createSocket = () => {
    const socket = {
      sent: [] as string[],
      send(data: string) {
        socket.sent.push(data)
      },
      close() {},
      onmessage: null,
      onclose: null,
    } as RealtimeSocket & { sent: string[] }
    opened.push(socket)
    return socket
  }
  return { opened, createSocket }
}

const established = { data: JSON.stringify({ event: 'pusher:connection_established' }) }

describe('createPusherClient', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  test('#20 a dropped connection is opened again after a doubling wait, 4200 (reconnect now) too', async () => {
    const { opened, createSocket } = fakeSockets()
    const client = createPusherClient({
      url: 'wss://ws.test/app/key',
      createSocket,
      reconnectDelayMs: 100,
    })
    client.subscribe('order', () => {})
    opened[0]?.onclose?.({ code: 4200 })
    await vi.advanceTimersByTimeAsync(99)
    expect(opened).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(opened).toHaveLength(2)
    opened[1]?.onclose?.({ code: 1006 })
    await vi.advanceTimersByTimeAsync(199)
    expect(opened).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(opened).toHaveLength(3)
    // An established connection starts the count again.
    opened[2]?.onmessage?.(established)
    opened[2]?.onclose?.({ code: 4201 })
    await vi.advanceTimersByTimeAsync(100)
    expect(opened).toHaveLength(4)
  })

  test('#20 after maxReconnectAttempts drops in a row the client gives up and reports it', async () => {
    const { opened, createSocket } = fakeSockets()
    const errors: Error[] = []
    const client = createPusherClient({
      url: 'wss://ws.test/app/key',
      createSocket,
      reconnectDelayMs: 10,
      maxReconnectAttempts: 2,
      onError: (error) => errors.push(error),
    })
    client.subscribe('order', () => {})
    for (const socket of [0, 1, 2]) {
      opened[socket]?.onclose?.({ code: 4200 })
      await vi.advanceTimersByTimeAsync(60_000)
    }
    expect(opened).toHaveLength(3)
    expect(errors.map((error) => error.message)).toEqual([
      'The realtime channel dropped 3 times in a row (4200)',
    ])
  })

  test('#20 a socket that cannot be created is reported, not thrown', () => {
    const errors: Error[] = []
    const client = createPusherClient({
      url: 'wss://ws.test/app/key',
      createSocket: () => {
        throw new SyntaxError('bad URL')
      },
      onError: (error) => errors.push(error),
    })
    expect(() => client.subscribe('order', () => {})).not.toThrow()
    expect(errors.map((error) => error.message)).toEqual([
      'The realtime channel could not be opened',
    ])
  })

  test('#20 a message with an over-long channel or event name is dropped', () => {
    const { opened, createSocket } = fakeSockets()
    const events: string[] = []
    const client = createPusherClient({ url: 'wss://ws.test/app/key', createSocket })
    client.subscribe('order', (event) => events.push(event))
    const message = (event: string, channel: string) => ({
      data: JSON.stringify({ event, channel, data: '{}' }),
    })
    opened[0]?.onmessage?.(message('ORDER_PROCESSING', 'order'))
    opened[0]?.onmessage?.(message('E'.repeat(129), 'order'))
    opened[0]?.onmessage?.({ data: JSON.stringify([1]) })
    expect(events).toEqual(['ORDER_PROCESSING'])
  })
})
