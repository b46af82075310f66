import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type OidcProvider, startOidcProvider } from '@tessera/devnet'
import {
  loadOperatorKey,
  signVerifierConfig,
  type VerifierConfig,
  verifySignedVerifierConfig,
} from '@tessera/service-kit'
import { findFreePortBase } from '@tessera/test-utils'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type SocialLoginTestbed,
  socialLoginTestbed,
} from '../../../server/src/testing/socialLoginTestbed.js'
import { createNodeContext } from '../createNodeContext.js'
import { signInAtProvider } from '../testing/signInAtProvider.js'
import { startTestNetwork, type TestNetwork } from '../testing/startTestNetwork.js'
import { verifierConfigRecheckMs } from './watchPinnedVerifiers.js'

const folder = mkdtempSync(join(tmpdir(), 'tessera-pinned-'))
const stranger = loadOperatorKey(join(folder, 'stranger-key'), { create: true })
/** Long enough for every node to have looked at its file again. */
const afterARecheck = () =>
  new Promise((resolve) => setTimeout(resolve, verifierConfigRecheckMs * 2.5))

/**
 * Issue #15, finding 1: each key node holds its own copy of every app's login settings, signed
 * by the network operator, and never reads them from the auth server.
 */
describe('key nodes pin the verifier config the network operator signed', () => {
  let bed: SocialLoginTestbed
  let evil: OidcProvider
  let net: TestNetwork
  /** An app made after the nodes started; the operator signs it in the second test. */
  let lateId: string

  beforeAll(async () => {
    bed = await socialLoginTestbed()
    // An issuer the attacker runs, with a client for the app's redirect URI.
    evil = await startOidcProvider({
      port: await findFreePortBase(1),
      clients: [{ clientId: 'evil', clientSecret: 'evil-secret', redirectUris: [bed.redirectUri] }],
    })
    net = await startTestNetwork({ server: bed.server })
  })
  afterAll(async () => {
    await net?.close()
    await evil?.stop()
    await bed?.stop()
  })

  /** The config in force at the nodes, as the operator signed it. */
  const pinned = () =>
    verifySignedVerifierConfig(
      readFileSync(net.verifierConfigFile, 'utf8'),
      net.operatorKey.publicKey,
    )
  /** Puts `text` where the nodes read their config, at once. */
  const replaceFile = (text: string) => {
    const pending = `${net.verifierConfigFile}.next`
    writeFileSync(pending, text)
    renameSync(pending, net.verifierConfigFile)
  }
  /** Puts `config`, signed by `signer`, where the nodes read theirs. */
  const replaceConfig = (config: VerifierConfig, signer = net.operatorKey.privateKey) =>
    replaceFile(JSON.stringify(signVerifierConfig(config, signer)))
  /** A login token of a new email user of `appId`, and every node's answer to it. */
  const emailLogin = async (appId: string) => {
    const { token, oneTimePrivateKey } = await net.login(`user-${Date.now()}@example.com`, {
      appId,
    })
    return net.askEveryNode(token, oneTimePrivateKey)
  }

  test('error: #15 a gateway copy the server changed (an issuer added) does not change what the nodes accept', async () => {
    const { logins } = bed.app
    const evilProvider = {
      name: 'evil',
      issuer: evil.issuer,
      clientId: 'evil',
      clientSecret: 'evil-secret',
    }
    await bed.server.context.apps.update(bed.app.id, {
      logins: { ...logins, social: [...logins.social, evilProvider] },
    })
    const gateway = await bed.server.app.inject({ url: `/api/v1/key-verifiers/${bed.app.id}` })
    expect(gateway.json().oidc).toContainEqual(expect.objectContaining({ issuer: evil.issuer }))

    // A real sign-in at the attacker's issuer: a valid ID token bound to the attacker's key.
    const signIn = await signInAtProvider(bed, 'victim@example.com', 'evil')
    const app = { appId: bed.app.id, curve: 'secp256k1' } as const
    expect(await net.askEveryNode(signIn.idToken, signIn.oneTimePrivateKey, app)).toEqual(
      Array(6).fill('token_invalid'),
    )
    expect(await net.askEveryNode(signIn.token, signIn.oneTimePrivateKey)).toEqual(
      Array(6).fill('token_invalid'),
    )
    const { sub, verifier } = decodeJwt(signIn.token) as { sub: string; verifier: string }
    expect(await net.nodesHolding({ keyspace: bed.app.id, verifier, userId: sub })).toEqual([])
    expect(pinned().apps[bed.app.id]?.oidc.map(({ issuer }) => issuer)).toEqual([
      bed.provider.issuer,
    ])
  })

  test('behavior: #15 a newer config the operator signed is taken without a restart', async () => {
    const late = await bed.server.context.apps.create({
      name: 'Late',
      chainType: 'evm',
      origins: ['https://late.example'],
      logins: { passwordless: true },
    })
    lateId = late.id
    expect(await emailLogin(late.id)).toEqual(Array(6).fill('token_invalid'))
    const { serial } = await net.publishVerifierConfig()
    await net.waitForVerifierConfig(serial)
    expect(await emailLogin(late.id)).toEqual([
      'share_not_found',
      'share',
      'share_not_found',
      'share',
      'share_not_found',
      'share',
    ])
    const health = await fetch(`${net.node(1).url}/health`)
    expect(await health.json()).toMatchObject({ verifierConfigSerial: serial })
  })

  test('error: #15 an older serial, or a config signed by another key, is refused: the nodes keep the one in force', async () => {
    const inForce = readFileSync(net.verifierConfigFile, 'utf8')
    const current = pinned()
    const { [lateId]: _, ...withoutLate } = current.apps
    replaceConfig({ ...current, serial: current.serial - 1, apps: withoutLate })
    await afterARecheck()
    replaceConfig(
      { ...current, serial: current.serial + 1, apps: withoutLate },
      stranger.privateKey,
    )
    await afterARecheck()
    for (const index of [1, 2, 3])
      expect(net.node(index).context.verifiers.current().serial).toBe(current.serial)
    expect(await emailLogin(lateId)).toContain('share')
    replaceFile(inForce)
  })

  test('error: #15 a node restarted on an older serial than it took does not start', async () => {
    const current = pinned()
    replaceConfig({ ...current, serial: current.serial - 1 })
    await net.stopNode(1)
    await expect(net.restartNode(1)).rejects.toThrow(
      `serial ${current.serial - 1} is below ${current.serial}, which this node took before (no rollback)`,
    )
    const { serial } = await net.publishVerifierConfig(current.serial + 1)
    await net.restartNode(1)
    await net.waitForVerifierConfig(serial)
  })

  test('error: #15 a node given a config signed by another key does not start', async () => {
    const file = join(folder, 'stranger-config.json')
    writeFileSync(file, JSON.stringify(signVerifierConfig(pinned(), stranger.privateKey)))
    const config = {
      ...net.node(2).context.config,
      dataDir: mkdtempSync(join(tmpdir(), 'tessera-keynode-stranger-')),
      verifierConfigFile: file,
    }
    await expect(createNodeContext(config)).rejects.toThrow(
      'the signature does not verify with the operator public key',
    )
    // As deployed: the process exits at once and says why in one line.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('../main.ts', import.meta.url))],
      {
        env: {
          ...process.env,
          NODE_INDEX: '2',
          PORT: String(await findFreePortBase(1)),
          DATA_DIR: config.dataDir,
          AUTH_JWKS_URL: config.authJwksUrl,
          AUTH_ISSUER: config.authIssuer,
          VERIFIER_CONFIG_FILE: file,
          OPERATOR_PUBLIC_KEY: net.operatorKey.publicKey,
          LOG_LEVEL: 'silent',
        },
      },
    )
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    const code = await new Promise((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    expect(stderr).toBe(
      `key node 2 did not start: verifier config ${file} refused: the signature does not verify with the operator public key\n`,
    )
  })
})
