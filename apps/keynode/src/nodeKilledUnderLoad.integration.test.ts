import type { RunningService } from '@tessera/stack'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestNetwork, type TestNetwork } from './testing/startTestNetwork.js'

const walletCount = 24
const concurrency = 4
/** Node 3 is killed once this many wallets are made, with `concurrency` more in flight. */
const killAfter = 8

describe('#18 fault: a key node killed under load, then restarted', () => {
  let net: TestNetwork
  let node: RunningService

  beforeAll(async () => {
    net = await startTestNetwork()
    node = await net.restartNodeAsProcess(3, { workers: 1 })
  })
  afterAll(() => net.close())

  test('#18 fault: a node killed (SIGKILL) while wallets are being made loses no share it acknowledged; every wallet opens again', async () => {
    const users = Array.from(
      { length: walletCount },
      (_, i) => `load-${Date.now()}-${i}@example.com`,
    )
    const made: { user: string; secret: bigint; storedAtThree: boolean }[] = []
    let killed: Promise<unknown> | undefined
    const queue = [...users]
    const makeWallets = async () => {
      for (let user = queue.shift(); user; user = queue.shift()) {
        const key = await net.assemble(user)
        expect(key.created).toBe(true)
        made.push({
          user,
          secret: key.secret,
          storedAtThree: !key.failedNodes.some(({ index }) => index === 3),
        })
        if (made.length === killAfter && node.pid) {
          process.kill(node.pid, 'SIGKILL')
          killed = node.exited
        }
      }
    }
    await Promise.all(Array.from({ length: concurrency }, makeWallets))
    expect(await killed).toMatchObject({ signal: 'SIGKILL' })
    // The kill fell in the middle of the load: some wallets reached node 3, later ones could not.
    const stored = made.filter(({ storedAtThree }) => storedAtThree)
    expect(stored.length).toBeGreaterThanOrEqual(killAfter)
    expect(stored.length).toBeLessThan(walletCount)

    await net.restartNodeAsProcess(3, { workers: 1 })
    for (const { user, secret, storedAtThree } of made) {
      const again = await net.assemble(user)
      expect(again.secret).toBe(secret)
      // Every share node 3 said it stored is there after the crash, and verifies.
      if (storedAtThree) expect(again.failedNodes).toEqual([])
    }
  })
})
