import { findFreePortBase } from '@tessera/test-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import { transakPusherKey } from './attachPusherChannels.js'
import { startTransakServer, type TransakServer } from './startTransakServer.js'

type Message = { event: string; channel?: string; data?: unknown }

/** A raw protocol peer: each message the server sent, in order, and the close code. */
function connect(url: string) {
  const socket = new WebSocket(url)
  const received: Message[] = []
  const waiters: (() => void)[] = []
  let closeCode: number | undefined
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter()
  }
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)) as Message)
    wake()
  })
  socket.on('close', (code) => {
    closeCode = code
    wake()
  })
  const until = <value>(read: () => value | undefined) =>
    new Promise<value>((resolve) => {
      const check = () => {
        const value = read()
        if (value === undefined) waiters.push(check)
        else resolve(value)
      }
      check()
    })
  return {
    send: (message: object) => socket.send(JSON.stringify(message)),
    /** The next message not read yet. */
    next: (() => {
      let read = 0
      return () => until(() => (read < received.length ? received[read++] : undefined))
    })(),
    closed: () => until(() => closeCode),
    close: () => socket.close(),
  }
}

describe('the card on-ramp stand-in realtime channel (Pusher protocol 7)', () => {
  let server: TransakServer
  beforeAll(async () => {
    server = await startTransakServer({ port: await findFreePortBase(1), apiKey: 'local-key' })
  })
  afterAll(() => server.stop())

  test("O-005: Transak's public app key; connection_established, subscribe, events with JSON-string data, ping, unsubscribe", async () => {
    expect(server.realtimeUrl).toMatch(
      new RegExp(`^ws://127\\.0\\.0\\.1:\\d+/app/${transakPusherKey}$`),
    )
    const peer = connect(`${server.realtimeUrl}?protocol=7&client=js&version=8.4.0&flash=false`)
    const established = await peer.next()
    expect(established.event).toBe('pusher:connection_established')
    expect(JSON.parse(established.data as string)).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    })

    peer.send({ event: 'pusher:subscribe', data: { auth: '', channel: 'order-1' } })
    expect(await peer.next()).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'order-1',
      data: '{}',
    })
    expect(server.channels.subscriberCount('order-1')).toBe(1)
    const info = await fetch(`${server.apiUrl}/apps/local/channels/order-1`)
    expect(await info.json()).toEqual({ occupied: true, subscription_count: 1 })
    server.channels.publish('order-1', 'ORDER_COMPLETED', { id: 'order-1', status: 'COMPLETED' })
    expect(await peer.next()).toEqual({
      event: 'ORDER_COMPLETED',
      channel: 'order-1',
      data: '{"id":"order-1","status":"COMPLETED"}',
    })

    peer.send({ event: 'pusher:ping', data: {} })
    expect(await peer.next()).toMatchObject({ event: 'pusher:pong' })

    peer.send({ event: 'pusher:unsubscribe', data: { channel: 'order-1' } })
    peer.send({ event: 'pusher:ping', data: {} })
    expect(await peer.next()).toMatchObject({ event: 'pusher:pong' })
    expect(server.channels.subscriberCount('order-1')).toBe(0)
    peer.close()
    await peer.closed()
  })

  test('O-005: an order placed with a partnerOrderId is published on its partner-order channel, and each change on its own channel too', async () => {
    const peer = connect(server.realtimeUrl)
    await peer.next()
    const subscribe = async (channel: string) => {
      peer.send({ event: 'pusher:subscribe', data: { auth: '', channel } })
      expect(await peer.next()).toMatchObject({ event: 'pusher_internal:subscription_succeeded' })
    }
    await subscribe('local-key_p-1')
    await fetch(`${server.apiUrl}/orders`, {
      method: 'POST',
      body: new URLSearchParams({ apiKey: 'local-key', partnerOrderId: 'p-1' }),
    })
    const created = await peer.next()
    const order = JSON.parse(created.data as string) as { id: string; status: string }
    expect(created).toMatchObject({ event: 'ORDER_CREATED', channel: 'local-key_p-1' })
    expect(order.status).toBe('AWAITING_PAYMENT_FROM_USER')
    await subscribe(order.id)
    await fetch(`${server.apiUrl}/orders/${order.id}/status`, {
      method: 'POST',
      body: new URLSearchParams({ status: 'CANCELLED' }),
    })
    const events = [await peer.next(), await peer.next()]
    expect(events.map(({ event, channel }) => `${event} ${channel}`)).toEqual([
      `ORDER_FAILED ${order.id}`,
      'ORDER_FAILED local-key_p-1',
    ])
    expect(JSON.parse(events[0]?.data as string)).toMatchObject({ status: 'CANCELLED' })
    peer.close()
    await peer.closed()
  })

  test('error: an unknown app key gets pusher:error 4001 and the close; a private channel is refused with 4009', async () => {
    const unknown = connect(server.realtimeUrl.replace(transakPusherKey, 'other-key'))
    expect(await unknown.next()).toMatchObject({
      event: 'pusher:error',
      data: { code: 4001 },
    })
    expect(await unknown.closed()).toBe(4001)

    const peer = connect(server.realtimeUrl)
    await peer.next()
    peer.send({ event: 'pusher:subscribe', data: { auth: '', channel: 'private-orders' } })
    expect(await peer.next()).toMatchObject({ event: 'pusher:error', data: { code: 4009 } })
    expect(server.channels.subscriberCount('private-orders')).toBe(0)
    peer.close()
    await peer.closed()
  })

  test('behavior: a closed connection leaves its channels; the server stops with connections open', async () => {
    const peer = connect(server.realtimeUrl)
    await peer.next()
    peer.send({ event: 'pusher:subscribe', data: { auth: '', channel: 'order-2' } })
    await peer.next()
    peer.close()
    await peer.closed()
    await expect.poll(() => server.channels.subscriberCount('order-2')).toBe(0)

    const other = await startTransakServer({ port: await findFreePortBase(1), apiKey: 'k' })
    const open = connect(other.realtimeUrl)
    await open.next()
    await other.stop()
    expect(await open.closed()).toBe(1006)
  })
})
