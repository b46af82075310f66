import { connect } from 'node:net'

const pingTimeoutMs = 1_000

/** True when a Redis server on 127.0.0.1:`port` answers PING, spoken over a raw socket. */
export function pingRedis(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' })
    let reply = ''
    const finish = (isAnswered: boolean) => {
      socket.destroy()
      resolve(isAnswered)
    }
    socket.setTimeout(pingTimeoutMs, () => finish(false))
    socket.once('error', () => finish(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.on('data', (chunk) => {
      reply += chunk.toString()
      if (reply.includes('\r\n')) finish(reply.startsWith('+PONG'))
    })
  })
}
