import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'

/** One accepted WebSocket (RFC 6455), text messages only, as the Pusher protocol uses. */
export type WebSocketPeer = {
  send(text: string): void
  /** Sends a close frame with `code` and ends the connection. */
  close(code: number, reason: string): void
  /** Drops the connection at once (server shutdown). */
  destroy(): void
}

export type WebSocketHandlers = {
  readonly onText: (text: string) => void
  readonly onClose: () => void
}

const handshakeGuid = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'
const opcodes = { text: 0x1, close: 0x8, ping: 0x9, pong: 0xa } as const

/**
 * Completes the HTTP upgrade of `request` and speaks WebSocket frames on `socket`: masked client
 * frames are read (text, ping, close; fragmented frames are refused with 1003), unmasked text
 * frames are sent. A request that is no WebSocket handshake is answered 400 and gets no peer.
 */
export function acceptWebSocket(
  request: IncomingMessage,
  socket: Duplex,
  handlers: WebSocketHandlers,
): WebSocketPeer | undefined {
  const key = request.headers['sec-websocket-key']
  if (request.headers.upgrade?.toLowerCase() !== 'websocket' || typeof key !== 'string') {
    socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n')
    return undefined
  }
  const accept = createHash('sha1')
    .update(key + handshakeGuid)
    .digest('base64')
  socket.write(
    `HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: Upgrade\r\nsec-websocket-accept: ${accept}\r\n\r\n`,
  )
  let closed = false
  const write = (opcode: number, payload: Buffer) => {
    if (!closed) socket.write(Buffer.concat([frameHeader(opcode, payload.length), payload]))
  }
  const peer: WebSocketPeer = {
    send: (text) => write(opcodes.text, Buffer.from(text)),
    close(code, reason) {
      const payload = Buffer.alloc(2)
      payload.writeUInt16BE(code)
      write(opcodes.close, Buffer.concat([payload, Buffer.from(reason)]))
      closed = true
      socket.end()
    },
    destroy() {
      closed = true
      socket.destroy()
    },
  }
  let pending = Buffer.alloc(0)
  socket.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk])
    for (let frame = readFrame(pending); frame; frame = readFrame(pending)) {
      pending = pending.subarray(frame.length)
      if (!frame.isFinal || frame.opcode === 0) return peer.close(1003, 'fragments unsupported')
      if (frame.opcode === opcodes.text) handlers.onText(frame.payload.toString('utf8'))
      else if (frame.opcode === opcodes.ping) write(opcodes.pong, frame.payload)
      else if (frame.opcode === opcodes.close) return peer.close(1000, '')
    }
  })
  socket.on('error', () => socket.destroy())
  // The HTTP server's sockets are half-open: a peer gone without a close frame ends ours too.
  socket.on('end', () => socket.end())
  socket.on('close', () => {
    closed = true
    handlers.onClose()
  })
  return peer
}

function frameHeader(opcode: number, length: number): Buffer {
  const first = 0x80 | opcode
  if (length < 126) return Buffer.from([first, length])
  if (length < 0x10000) {
    const header = Buffer.from([first, 126, 0, 0])
    header.writeUInt16BE(length, 2)
    return header
  }
  const header = Buffer.alloc(10)
  header[0] = first
  header[1] = 127
  header.writeBigUInt64BE(BigInt(length), 2)
  return header
}

/** The first whole frame of `buffer`, unmasked; undefined while more bytes are needed. */
function readFrame(buffer: Buffer) {
  if (buffer.length < 2) return undefined
  const [first, second] = [buffer.readUInt8(0), buffer.readUInt8(1)]
  const isFinal = (first & 0x80) !== 0
  const opcode = first & 0x0f
  const isMasked = (second & 0x80) !== 0
  let length = second & 0x7f
  let offset = 2
  if (length === 126) {
    if (buffer.length < 4) return undefined
    length = buffer.readUInt16BE(2)
    offset = 4
  } else if (length === 127) {
    if (buffer.length < 10) return undefined
    length = Number(buffer.readBigUInt64BE(2))
    offset = 10
  }
  const maskOffset = offset
  if (isMasked) offset += 4
  if (buffer.length < offset + length) return undefined
  const payload = Buffer.from(buffer.subarray(offset, offset + length))
  if (isMasked)
    for (let index = 0; index < payload.length; index++)
      payload.writeUInt8(
        payload.readUInt8(index) ^ buffer.readUInt8(maskOffset + (index % 4)),
        index,
      )
  return { isFinal, opcode, payload, length: offset + length }
}
