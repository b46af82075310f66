import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { type AssembleKeyReturnType, assembleKey, randomScalar } from '@tessera/keys'
import { waitUntil } from '@tessera/stack'
import { ensureDebianPackage, findFreePortBase, isPortFree, pingRedis } from '@tessera/test-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { demoAppId, stackPortCount } from './stackConfig.js'
import { nginxPackage } from './startBalancer.js'
import { type ScaledStack, startScaledStack } from './startScaledStack.js'
import { mailLoginCode, sendLoginCode } from './testing/emailCodeLogin.js'

// Several processes on a busy 2-core machine, each compiled by tsx before it listens.
const startTimeoutMs = 240_000
const linkBackTimeoutMs = 10_000
const email = 'scaled@example.com'

let scaled: ScaledStack
const login = () => ({
  serverUrl: scaled.local.serverUrl,
  mailWebUrl: scaled.local.mailWebUrl,
  appId: demoAppId,
  email,
})

/** The login token of a one-time code `sendLoginCode` got, and the key it opens at the nodes. */
async function openKey(answer: Awaited<ReturnType<typeof sendLoginCode>>) {
  expect(answer.response.status).toBe(200)
  const { token } = (await answer.response.json()) as { token: string }
  return assembleKey({
    network: scaled.local.keyNetwork,
    token,
    curve: 'secp256k1',
    oneTimePrivateKey: answer.oneTimePrivateKey,
    newSecret: () => randomScalar('secp256k1'),
  })
}

/** An email-code login through the balancer, then the key from the key nodes. */
async function logIn(): Promise<AssembleKeyReturnType> {
  return openKey(await sendLoginCode(login(), await mailLoginCode(login())))
}

const portOf = (url: string) => Number(new URL(url).port)
const isUp = async (url: string) => (await fetch(`${url}/health`)).ok

beforeAll(async () => {
  ensureDebianPackage(nginxPackage)
  scaled = await startScaledStack(await findFreePortBase(stackPortCount))
}, startTimeoutMs)

afterAll(() => scaled?.stop(), startTimeoutMs)

describe('#18 npm run start:scaled', () => {
  let walletKey = ''

  test('#18 default: two servers behind nginx and three namespaced key nodes log a user in as one', async () => {
    expect(scaled.instances).toHaveLength(2)
    for (const { url } of scaled.instances) expect(await isUp(url)).toBe(true)
    // Each key node is on its own address, in its own namespace: nothing of it on this loopback.
    for (const node of scaled.local.keyNetwork.nodes) {
      const own = scaled.network.nodes.find(({ index }) => index === node.index)
      expect(node.url).toBe(`http://${own?.address}:${portOf(node.url)}`)
      expect(await isUp(node.url)).toBe(true)
      expect(await isPortFree(portOf(node.url))).toBe(true)
    }
    // The code is mailed by one instance and checked by the other (nginx takes turns).
    const key = await logIn()
    expect(key).toMatchObject({ created: true, failedNodes: [] })
    walletKey = key.publicKey
  })

  test('#18 fault: a key node cut off mid-run: the login goes on with 2 of 3 and names it; back, it is used again', async () => {
    const cut = scaled.network.nodes[1]
    if (!cut) throw new Error('no second key node')
    await scaled.network.setLink(cut.index, 'down')
    let whileCut: AssembleKeyReturnType
    try {
      whileCut = await logIn()
    } finally {
      await scaled.network.setLink(cut.index, 'up')
    }
    expect(whileCut).toMatchObject({
      publicKey: walletKey,
      created: false,
      failedNodes: [{ index: cut.index, reason: expect.any(String) }],
    })

    const url = scaled.local.keyNetwork.nodes.find(({ index }) => index === cut.index)?.url ?? ''
    await waitUntil(() => isUp(url), { timeoutMs: linkBackTimeoutMs })
    expect(await logIn()).toMatchObject({ publicKey: walletKey, created: false, failedNodes: [] })
  })

  test('#18 fault: a server instance killed mid-login: nginx passes over it and the user logs in once', async () => {
    const { serverUrl } = scaled.local
    const otp = await mailLoginCode(login())
    const [killed] = scaled.instances
    if (!killed?.service.pid) throw new Error('no first server instance')
    process.kill(killed.service.pid, 'SIGKILL')
    expect(await killed.service.exited).toMatchObject({ signal: 'SIGKILL' })

    // Requests keep coming through: each would take the dead instance's turn.
    const configs = await Promise.all(
      [1, 2, 3, 4].map(() => fetch(`${serverUrl}/api/v1/get-app-config/?id=${demoAppId}`)),
    )
    expect(configs.map(({ status }) => status)).toEqual([200, 200, 200, 200])
    expect(readFileSync(scaled.balancerErrorLog, 'utf8')).toMatch(
      new RegExp(`Connection refused\\) while connecting to upstream.*${killed.url}`),
    )
    // The wallet sends the code twice (a retry): one login, the other refused.
    const answers = await Promise.all([sendLoginCode(login(), otp), sendLoginCode(login(), otp)])
    const statuses = answers.map(({ response }) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    const refused = answers.find(({ response }) => response.status !== 200)
    expect(await refused?.response.json()).toMatchObject({ error: { code: 'otp_invalid' } })
    const loggedIn = answers.find(({ response }) => response.status === 200)
    if (!loggedIn) throw new Error('no login')
    expect(await openKey(loggedIn)).toMatchObject({ publicKey: walletKey, created: false })
  })

  test('#18 behavior: stopping takes down nginx, the servers, the namespaces and the databases', async () => {
    const { network, local } = scaled
    const postgresPort = portOf(scaled.postgresUrl)
    const redisPort = portOf(scaled.redisUrl)
    await scaled.stop()

    const namespaces = execFileSync('ip', ['netns', 'list'], { encoding: 'utf8' })
    for (const node of network.nodes) expect(namespaces).not.toContain(node.namespace)
    expect(existsSync(`/sys/class/net/${network.bridge}`)).toBe(false)
    for (const node of network.nodes)
      expect(existsSync(`/sys/class/net/${node.hostLink}`)).toBe(false)
    expect(await isPortFree(portOf(local.serverUrl))).toBe(true)
    for (const { url } of scaled.instances) expect(await isPortFree(portOf(url))).toBe(true)
    expect(await isPortFree(postgresPort)).toBe(true)
    expect(await pingRedis(redisPort)).toBe(false)
    expect(existsSync(scaled.dataDir)).toBe(false)
  })
})
