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
  /** The connection was refused for good (Pusher close codes 4000–4099, e.g. 4001 unknown app key). */
  readonly onError?: (error: Error) => void
  /** Wait before opening a dropped connection again (Pusher codes 4100–4199 ask for one). */
  readonly reconnectDelayMs?: number
}

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
  const listeners = new Map<string, Set<ChannelListener>>()
  let socket: RealtimeSocket | undefined
  let isConnected = false
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined

  const send = (event: string, data: object) => socket?.send(JSON.stringify({ event, data }))

  function open() {
    const url = new URL(parameters.url)
    url.searchParams.set('protocol', protocolVersion)
    url.searchParams.set('client', 'tessera')
    const opened = createSocket(url.href)
    socket = opened
    opened.onmessage = (message) => {
      const parsed = parseMessage(message.data)
      if (!parsed) return
      if (parsed.event === 'pusher:connection_established') {
        isConnected = true
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
      reconnectTimer = setTimeout(
        () => {
          reconnectTimer = undefined
          if (listeners.size > 0 && !socket) open()
        },
        code >= 4200 && code < 4300 ? 0 : reconnectDelayMs,
      )
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

function parseMessage(data: unknown): ServerMessage | undefined {
  if (typeof data !== 'string') return undefined
  try {
    const parsed = JSON.parse(data) as Partial<ServerMessage>
    return typeof parsed.event === 'string' ? (parsed as ServerMessage) : undefined
  } catch {
    return undefined
  }
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
