// The yardstick of `npm run bench:server`: a bare Fastify process answering one route with a
// fixed JSON body (BODY), no hooks, no logger, no lookups. What the gateway adds is measured
// against it in the same run, on the same machine.
import Fastify from 'fastify'

const body = JSON.parse(process.env.BODY ?? '{}') as unknown
const app = Fastify()
app.get('/bare', async () => body)
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) })
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
