import type { Activity } from '@tessera/chains'
import { startTransakServer, type TransakServer } from '@tessera/devnet'
import { findFreePortBase } from '@tessera/test-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import { createPusherClient, type RealtimeSocket } from './createPusherClient.js'
import { followTransakOrder, type TransakOrder, transakOrderChannel } from './followTransakOrder.js'
import { trackTransakBuy } from './trackTransakBuy.js'

const apiKey = 'local-key'

describe('the realtime order channel client against the card on-ramp stand-in', () => {
  let server: TransakServer
  const sockets: WebSocket[] = []
  beforeAll(async () => {
    server = await startTransakServer({ port: await findFreePortBase(1), apiKey })
  })
  afterAll(() => server.stop())

  /** A client on the stand-in whose sockets the test can watch (Node 20 has no global WebSocket). */
  const newClient = (parameters: { onError?: (error: Error) => void } = {}) =>
    createPusherClient({
      url: server.realtimeUrl,
      reconnectDelayMs: 0,
      createSocket: (url) => {
        const socket = new WebSocket(url)
        // A browser's WebSocket reports a refused connection by its close event alone.
        socket.on('error', () => {})
        sockets.push(socket)
        return socket as unknown as RealtimeSocket
      },
      ...parameters,
    })

  /** Places an order in the widget, as its 'Place order' button does; returns its id. */
  async function placeOrder(fields: Record<string, string> = {}): Promise<string> {
    const response = await fetch(`${server.apiUrl}/orders`, {
      method: 'POST',
      body: new URLSearchParams({
        apiKey,
        network: 'tessera_local',
        walletAddress: '0xabc',
        ...fields,
      }),
      redirect: 'manual',
    })
    return (response.headers.get('location') ?? '').split('/')[2] ?? ''
  }

  const advance = (id: string, status: string) =>
    fetch(`${server.apiUrl}/orders/${id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    })

  const isOpen = (socket: WebSocket | undefined) => socket?.readyState === WebSocket.OPEN

  test("O-005, S-035: an order's channel delivers its status events with transactionHash and transactionLink; COMPLETED ends the subscription and the socket closes", async () => {
    const id = await placeOrder()
    const orders: TransakOrder[] = []
    const client = newClient()
    followTransakOrder({
      client,
      channel: transakOrderChannel(id),
      onOrder: (order) => orders.push(order),
    })
    await expect.poll(() => server.channels.subscriberCount(id)).toBe(1)
    await advance(id, 'PROCESSING')
    await advance(id, 'PENDING_DELIVERY_FROM_TRANSAK')
    await advance(id, 'COMPLETED')
    await expect
      .poll(() => orders.map((order) => order.status))
      .toEqual(['PROCESSING', 'PENDING_DELIVERY_FROM_TRANSAK', 'COMPLETED'])
    const completed = orders[2]
    expect(completed?.transactionHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(completed?.transactionLink).toBe(`${server.apiUrl}/tx/${completed?.transactionHash}`)
    expect(orders[0]).toMatchObject({
      id,
      isBuyOrSell: 'BUY',
      fiatAmount: 100,
      cryptoCurrency: 'ETH',
    })
    await expect.poll(() => server.channels.subscriberCount(id)).toBe(0)
    await expect.poll(() => sockets.at(-1)?.readyState).toBe(WebSocket.CLOSED)
  })

  test('S-035: after a final status (FAILED) later events are ignored, while another order on the same socket still arrives', async () => {
    const [failing, other] = [await placeOrder(), await placeOrder()]
    const seen: string[] = []
    const client = newClient()
    followTransakOrder({
      client,
      channel: failing,
      onOrder: (order) =>
        seen.push(`${order.id === failing ? 'failing' : 'other'} ${order.status}`),
    })
    await expect.poll(() => server.channels.subscriberCount(failing)).toBe(1)
    // A channel added on the open connection is subscribed at once.
    const stopOther = followTransakOrder({
      client,
      channel: other,
      onOrder: (order) => seen.push(`other ${order.status}`),
    })
    await expect.poll(() => server.channels.subscriberCount(other)).toBe(1)
    expect(sockets.filter(isOpen)).toHaveLength(1)
    await advance(failing, 'FAILED')
    await expect.poll(() => server.channels.subscriberCount(failing)).toBe(0)
    server.channels.publish(failing, 'ORDER_COMPLETED', { id: failing, status: 'COMPLETED' })
    await advance(other, 'PROCESSING')
    await expect.poll(() => seen).toEqual(['failing FAILED', 'other PROCESSING'])
    const socket = sockets.at(-1)
    expect(isOpen(socket)).toBe(true)
    stopOther()
    await expect.poll(() => socket?.readyState).toBe(WebSocket.CLOSED)
  })

  test('S-027, S-028, S-029, S-030: a Buy opened with a partnerOrderId is recorded once the widget creates its order, then follows it to Success', async () => {
    const recorded: Activity[] = []
    trackTransakBuy({
      client: newClient(),
      apiKey,
      partnerOrderId: 'buy-1',
      networkId: 'eip155:31337',
      walletAddress: '0xabc',
      record: (activity) => recorded.push(activity),
      now: () => 1_700_000_000_000,
    })
    await expect.poll(() => server.channels.subscriberCount(`${apiKey}_buy-1`)).toBe(1)
    const id = await placeOrder({ partnerOrderId: 'buy-1' })
    await expect.poll(() => recorded.length).toBe(1)
    for (const status of [
      'PAYMENT_DONE_MARKED_BY_USER',
      'PROCESSING',
      'PENDING_DELIVERY_FROM_TRANSAK',
      'COMPLETED',
    ])
      await advance(id, status)
    await expect
      .poll(() => recorded.map((activity) => activity.status))
      .toEqual(['Unapproved', 'Unapproved', 'Processing', 'Pending', 'Success'])
    const success = recorded.at(-1)
    expect(success).toMatchObject({
      operation: 'Buy',
      networkId: 'eip155:31337',
      date: 1_700_000_000_000,
      address: { from: 'Transak', to: '0xabc' },
      explorerUrl: `${server.apiUrl}/tx/${success?.txHash}`,
      order: {
        orderId: id,
        provider: 'transak',
        crypto: { amount: '0.05', currency: 'ETH' },
        fiat: { amount: '100', currency: 'USD', fee: '2.5' },
      },
    })
    await expect.poll(() => server.channels.subscriberCount(`${apiKey}_buy-1`)).toBe(0)
  })

  test('behavior: a dropped connection is opened again and its channels subscribed again', async () => {
    const id = await placeOrder()
    const statuses: string[] = []
    const stop = followTransakOrder({
      client: newClient(),
      channel: id,
      onOrder: (order) => statuses.push(order.status),
    })
    await expect.poll(() => server.channels.subscriberCount(id)).toBe(1)
    const first = sockets.at(-1)
    first?.terminate()
    await expect.poll(() => sockets.at(-1) !== first && server.channels.subscriberCount(id)).toBe(1)
    await advance(id, 'PROCESSING')
    await expect.poll(() => statuses).toEqual(['PROCESSING'])
    stop()
    await expect.poll(() => sockets.at(-1)?.readyState).toBe(WebSocket.CLOSED)
  })

  test('error: a refused app key (4001) is reported and not retried', async () => {
    const errors: Error[] = []
    const attempts: WebSocket[] = []
    const client = createPusherClient({
      url: server.realtimeUrl.replace(/[^/]+$/, 'unknown-key'),
      // No wait before a retry: one that would come is made at once.
      reconnectDelayMs: 0,
      createSocket: (url) => {
        const socket = new WebSocket(url)
        socket.on('error', () => {})
        attempts.push(socket)
        return socket as unknown as RealtimeSocket
      },
      onError: (error) => errors.push(error),
    })
    const stop = client.subscribe('any', () => {})
    await expect
      .poll(() => errors.map((error) => error.message))
      .toEqual(['The realtime channel refused the connection (4001)'])
    // A whole connection and subscription of another client, begun after the refusal, outlasts
    // any retry of it: by then a retry would have opened its socket.
    const stopOther = newClient().subscribe('after-refusal', () => {})
    await expect.poll(() => server.channels.subscriberCount('after-refusal')).toBe(1)
    expect(attempts).toHaveLength(1)
    stop()
    stopOther()
  })
})
