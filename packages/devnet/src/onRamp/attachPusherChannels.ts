import { randomInt } from 'node:crypto'
import type { Server } from 'node:http'
import { acceptWebSocket, type WebSocketPeer } from './acceptWebSocket.js'

/** Transak's public Pusher Channels app key (cluster ap2, shared/notes §4e). */
export const transakPusherKey = '1d9ffac87de599c61283'

export type PusherChannels = {
  /** Sends app event `event` with `data` (JSON, sent as a string, as Pusher does) to `channel`'s subscribers. */
  publish(channel: string, event: string, data: unknown): void
  /** How many connections are subscribed to `channel` now. */
  subscriberCount(channel: string): number
  /** Drops every connection (the server is stopping). */
  closeAll(): void
}

/** Pusher's error codes of the protocol (4001: unknown app, 4009: subscription refused). */
const errors = {
  unknownApp: 4001,
  unauthorised: 4009,
} as const

/**
 * A stand-in for Pusher Channels, the card on-ramp's realtime order channel, on `server`'s
 * `/app/{key}` WebSocket upgrades (protocol 7): `pusher:connection_established` with a socket id
 * and `activity_timeout`, public channels by `pusher:subscribe` /
 * `pusher_internal:subscription_succeeded` and `pusher:unsubscribe`, `pusher:ping` →
 * `pusher:pong`, app events as `{event, channel, data}` with `data` a JSON string. Private and
 * presence channels need an auth signature this stand-in has no secret for: refused with 4009.
 */
export function attachPusherChannels(server: Server, appKey: string): PusherChannels {
  const subscribers = new Map<string, Set<WebSocketPeer>>()
  const peers = new Set<WebSocketPeer>()
  const channelsOf = new Map<WebSocketPeer, Set<string>>()

  const unsubscribe = (peer: WebSocketPeer, channel: string) => {
    channelsOf.get(peer)?.delete(channel)
    subscribers.get(channel)?.delete(peer)
    if (subscribers.get(channel)?.size === 0) subscribers.delete(channel)
  }

  server.on('upgrade', (request, socket) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname
    const match = /^\/app\/([^/]+)$/.exec(path)
    if (!match) {
      socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\n\r\n')
      return
    }
    const send = (message: object) => peer?.send(JSON.stringify(message))
    const peer = acceptWebSocket(request, socket, {
      onText(text) {
        if (!peer) return
        const message = parseMessage(text)
        const channel = message?.data?.channel
        if (message?.event === 'pusher:ping') return send({ event: 'pusher:pong', data: '{}' })
        if (message?.event === 'pusher:subscribe' && typeof channel === 'string') {
          if (/^(private|presence)-/.test(channel))
            return send({
              event: 'pusher:error',
              data: { code: errors.unauthorised, message: `Auth needed for ${channel}` },
            })
          channelsOf.get(peer)?.add(channel)
          subscribers.set(channel, (subscribers.get(channel) ?? new Set()).add(peer))
          return send({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' })
        }
        if (message?.event === 'pusher:unsubscribe' && typeof channel === 'string')
          return unsubscribe(peer, channel)
        send({ event: 'pusher:error', data: { code: null, message: `Unsupported: ${text}` } })
      },
      onClose() {
        if (!peer) return
        for (const channel of channelsOf.get(peer) ?? []) unsubscribe(peer, channel)
        channelsOf.delete(peer)
        peers.delete(peer)
      },
    })
    if (!peer) return
    if (decodeURIComponent(match[1] ?? '') !== appKey) {
      send({
        event: 'pusher:error',
        data: { code: errors.unknownApp, message: `App key ${match[1]} not in this cluster.` },
      })
      return peer.close(errors.unknownApp, 'Unknown app')
    }
    peers.add(peer)
    channelsOf.set(peer, new Set())
    const socketId = `${randomInt(1e9)}.${randomInt(1e9)}`
    send({
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: socketId, activity_timeout: 120 }),
    })
  })

  return {
    publish(channel, event, data) {
      const message = JSON.stringify({ event, channel, data: JSON.stringify(data) })
      for (const peer of subscribers.get(channel) ?? []) peer.send(message)
    },
    subscriberCount: (channel) => subscribers.get(channel)?.size ?? 0,
    closeAll() {
      for (const peer of peers) peer.destroy()
    },
  }
}

type ClientMessage = { event?: unknown; data?: { channel?: unknown } }

function parseMessage(text: string): ClientMessage | undefined {
  try {
    const parsed: unknown = JSON.parse(text)
    return typeof parsed === 'object' && parsed !== null ? (parsed as ClientMessage) : undefined
  } catch {
    return undefined
  }
}
