/** The part of a WebSocket the client uses (the browser's `WebSocket` has it). */
export type RealtimeSocket = {
  send(data: string): void
  close(): void
  onmessage: ((event: { readonly data: unknown }) => void) | null
  onclose: ((event: { readonly code: number }) => void) | null
}

/** A realtime channel's app event: its name and its `data`, JSON-parsed. */
export type ChannelListener = (event: string, data: unknown) => void

export type PusherClient = {
  /**
   * Listens to public channel `channel`; the socket opens with the first channel. The returned
   * function stops listening; the socket closes when no channel is left.
   */
  subscribe(channel: string, listener: ChannelListener): () => void
}

export type CreatePusherClientParameters = {
  /** The app's socket URL, `wss://ws-{cluster}.pusher.com/app/{key}` (`onRamp.realtimeUrl`). */
  readonly url: string
  /** Defaults to the global `WebSocket`. */
  readonly createSocket?: (url: string) => RealtimeSocket
  /**
   * The connection was refused for good (Pusher close codes 4000–4099, e.g. 4001 unknown app key),
   * could not be opened, or was dropped `maxReconnectAttempts` times in a row.
   */
  readonly onError?: (error: Error) => void
  /** The first wait before opening a dropped connection again; it doubles with each attempt. */
  readonly reconnectDelayMs?: number
  /** How many times in a row a dropped connection is opened again before giving up (default 8). */
  readonly maxReconnectAttempts?: number
}

/** The longest wait between two attempts. */
const maxReconnectDelayMs = 60_000

/** The protocol version the client speaks (Pusher Channels, as pusher-js 8 does). */
const protocolVersion = '7'

/**
 * A client of the Pusher Channels protocol, which the card on-ramp's realtime order channel speaks
 * (SPEC §7; shared/notes §4e): opens `{url}?protocol=7`, waits for
 * `pusher:connection_established`, then sends `pusher:subscribe` per channel (again after a
 * reconnect), answers `pusher:ping` with `pusher:pong`, hands app events of its channels to their
 * listeners, and sends `pusher:unsubscribe` for a channel nobody listens to any more. A dropped
 * connection is opened again while channels are left, unless the server refused it for good.
 */
export function createPusherClient(parameters: CreatePusherClientParameters): PusherClient {
  const createSocket =
    parameters.createSocket ?? ((url: string) => new WebSocket(url) as RealtimeSocket)
  const reconnectDelayMs = parameters.reconnectDelayMs ?? 1000
  const maxReconnectAttempts = parameters.maxReconnectAttempts ?? 8
  // Attempts since the last established connection.
  let reconnectAttempts = 0
  const listeners = new Map<string, Set<ChannelListener>>()
  let socket: RealtimeSocket | undefined
  let isConnected = false
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined

  const send = (event: string, data: object) => socket?.send(JSON.stringify({ event, data }))

  function open() {
    const url = new URL(parameters.url)
    url.searchParams.set('protocol', protocolVersion)
    url.searchParams.set('client', 'tessera')
    let opened: RealtimeSocket
    try {
      opened = createSocket(url.href)
    } catch (error) {
      return parameters.onError?.(
        new Error('The realtime channel could not be opened', { cause: error }),
      )
    }
    socket = opened
    opened.onmessage = (message) => {
      const parsed = parseMessage(message.data)
      if (!parsed) return
      if (parsed.event === 'pusher:connection_established') {
        isConnected = true
        reconnectAttempts = 0
        for (const channel of listeners.keys()) send('pusher:subscribe', { auth: '', channel })
      } else if (parsed.event === 'pusher:ping') send('pusher:pong', {})
      else if (parsed.channel !== undefined && !parsed.event.startsWith('pusher')) {
        for (const listener of listeners.get(parsed.channel) ?? [])
          listener(parsed.event, parseData(parsed.data))
      }
    }
    opened.onclose = ({ code }) => {
      if (socket !== opened) return
      socket = undefined
      isConnected = false
      if (listeners.size === 0) return
      if (code >= 4000 && code < 4100)
        return parameters.onError?.(
          new Error(`The realtime channel refused the connection (${code})`),
        )
      if (reconnectAttempts >= maxReconnectAttempts)
        return parameters.onError?.(
          new Error(
            `The realtime channel dropped ${reconnectAttempts + 1} times in a row (${code})`,
          ),
        )
      // Every code, 4200–4299 ('reconnect at once') too, waits and backs off: no reconnect storm.
      const delay = Math.min(reconnectDelayMs * 2 ** reconnectAttempts, maxReconnectDelayMs)
      reconnectAttempts += 1
      reconnectTimer = setTimeout(() => {
        reconnectTimer = undefined
        if (listeners.size > 0 && !socket) open()
      }, delay)
    }
  }

  function close() {
    clearTimeout(reconnectTimer)
    reconnectTimer = undefined
    const closing = socket
    socket = undefined
    isConnected = false
    closing?.close()
  }

  return {
    subscribe(channel, listener) {
      const channelListeners = listeners.get(channel) ?? new Set()
      const isNew = channelListeners.size === 0
      channelListeners.add(listener)
      listeners.set(channel, channelListeners)
      if (!socket && reconnectTimer === undefined) open()
      else if (isNew && isConnected) send('pusher:subscribe', { auth: '', channel })
      return () => {
        if (!channelListeners.delete(listener) || channelListeners.size > 0) return
        listeners.delete(channel)
        if (listeners.size === 0) return close()
        if (isConnected) send('pusher:unsubscribe', { channel })
      }
    },
  }
}

type ServerMessage = { event: string; channel?: string; data?: unknown }

/** The largest message read; an order event is a few hundred bytes. */
const maxMessageLength = 64 * 1024
/** Pusher's longest channel name (164); event names are kept shorter. */
const maxChannelLength = 164
const maxEventLength = 128

/**
 * A server message, validated: a JSON object with a bounded `event` name and, when present, a
 * bounded `channel` name; anything else is undefined and dropped.
 */
function parseMessage(data: unknown): ServerMessage | undefined {
  if (typeof data !== 'string' || data.length > maxMessageLength) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(data)
  } catch {
    return undefined
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined
  const { event, channel, data: payload } = parsed as Record<string, unknown>
  if (typeof event !== 'string' || event.length === 0 || event.length > maxEventLength)
    return undefined
  if (channel === undefined) return { event, data: payload }
  if (typeof channel !== 'string' || channel.length === 0 || channel.length > maxChannelLength)
    return undefined
  return { event, channel, data: payload }
}

/** Pusher sends `data` as a JSON string; anything else is passed as it came. */
function parseData(data: unknown): unknown {
  if (typeof data !== 'string') return data
  try {
    return JSON.parse(data)
  } catch {
    return data
  }
}
