import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { launchChromium, pageOfModule } from '@tessera/test-utils'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addVirtualPasskeyAuthenticator } from '../../testing/addVirtualPasskeyAuthenticator.js'

/** WebAuthn needs a secure context whose host is the RP ID: http://localhost is one. */
const rpId = 'localhost'

/** What the page runs: the wallet's passkey module and the key package's seal and open. */
const pageModule = `
  import {
    openRecoveryFactor,
    parseSealedRecoveryFactor,
    publicKeyOfSecret,
    randomScalar,
    sealRecoveryFactorForNodes,
    splitForMfa,
  } from '@tessera/keys'
  import { createRecoveryPasskey } from './createRecoveryPasskey.ts'
  import { readRecoveryPasskey } from './readRecoveryPasskey.ts'

  const rpId = ${JSON.stringify(rpId)}
  const newPasskey = () =>
    createRecoveryPasskey({ rpId, rpName: 'Tessera', userName: 'alice@example.com' })
  const passkeyOf = (envelope) => {
    const parsed = parseSealedRecoveryFactor(JSON.parse(envelope))
    if (parsed.kind !== 'passkey') throw new Error('not sealed with a passkey')
    return parsed.passkey
  }
  const codeOf = (promise) => promise.then(() => 'opened', (error) => error.code ?? error.name)

  globalThis.recoveryPasskeyTest = {
    /** Setup: a new passkey seals the recovery factor; the envelope is what the nodes keep. */
    async setUp() {
      const key = randomScalar('secp256k1')
      const { recovery } = splitForMfa(key, 'secp256k1')
      const publicKey = publicKeyOfSecret('secp256k1', key)
      const secret = await newPasskey()
      const { sealed } = await sealRecoveryFactorForNodes(recovery, secret, {
        publicKey,
        nodeIndices: [1, 2, 3],
      })
      return { envelope: JSON.stringify(sealed), publicKey, recovery }
    },
    /** Restore: the passkey the envelope names gives its PRF output again, which opens it. */
    async restore(envelope, publicKey) {
      const secret = await readRecoveryPasskey({ rpId, ...passkeyOf(envelope) })
      return openRecoveryFactor(JSON.parse(envelope), secret, { publicKey })
    },
    /** Another passkey, asked for the same PRF input, as itself and posing as the sealed one. */
    async openWithAnotherPasskey(envelope, publicKey) {
      const sealedWith = passkeyOf(envelope)
      const other = await newPasskey()
      const secret = await readRecoveryPasskey({ rpId, ...sealedWith, credentialId: other.credentialId })
      return {
        asItself: await codeOf(openRecoveryFactor(JSON.parse(envelope), secret, { publicKey })),
        posing: await codeOf(
          openRecoveryFactor(
            JSON.parse(envelope),
            { ...secret, credentialId: sealedWith.credentialId },
            { publicKey },
          ),
        ),
      }
    },
    /** What the setup screen gets where passkeys have no PRF. */
    createWithoutPrf: () => codeOf(newPasskey()),
  }
`

type Sealed = { envelope: string; publicKey: string; recovery: unknown }

/**
 * Issue #16: a passkey (WebAuthn PRF) as the recovery secret, in Chromium with its virtual
 * authenticator: setup seals the recovery factor with a new passkey's PRF output; a fresh page
 * with only that authenticator reads the output again and opens it; another passkey cannot.
 */
describe('a recovery passkey in Chromium', () => {
  let server: Server
  let browser: Browser
  let origin: string

  beforeAll(async () => {
    const page = await pageOfModule(pageModule, import.meta.dirname)
    server = createServer((_, response) => {
      response.setHeader('content-type', 'text/html')
      response.end(page)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://${rpId}:${(server.address() as AddressInfo).port}`
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    server?.close()
  })

  /** A fresh profile whose only authenticator is a virtual platform one (Touch ID-like). */
  const newDevice = async (options: { hasPrf: boolean; hasHmacSecret?: boolean }) => {
    const context: BrowserContext = await browser.newContext()
    const page: Page = await context.newPage()
    await page.goto(`${origin}/`)
    const { credentials } = await addVirtualPasskeyAuthenticator(
      await context.newCDPSession(page),
      options,
    )
    return { context, page, credentials }
  }

  const run = <result>(page: Page, call: string, ...args: string[]) =>
    page.evaluate(
      ({ call, args }) => {
        type Calls = Record<string, (...args: string[]) => Promise<unknown>>
        const called = (globalThis as unknown as { recoveryPasskeyTest: Calls })
          .recoveryPasskeyTest[call]
        if (!called) throw new Error(`the page has no ${call}`)
        return called(...args)
      },
      { call, args },
    ) as Promise<result>

  test('default: sealed with a new passkey, opened after a reload by its PRF output alone', async () => {
    const device = await newDevice({ hasPrf: true })
    const sealed = await run<Sealed>(device.page, 'setUp')
    expect(JSON.parse(sealed.envelope)).toMatchObject({
      kind: 'passkey',
      kdf: { name: 'hkdf-sha256' },
      passkey: { credentialId: expect.any(String), prfSalt: expect.any(String) },
    })
    const [credential] = await device.credentials()
    expect(credential?.rpId).toBe(rpId)
    // The PRF result came with the creation: one ceremony, one signature count.
    expect(credential?.signCount).toBe(1)
    // A new page: nothing of the setup is left in memory; the authenticator keeps the passkey, as
    // a synced passkey reaches a new phone. (Not a new context with WebAuthn.addCredential: an
    // imported credential carries its signing key but not its hmac-secret, so it gives no PRF.)
    await device.page.reload()
    expect(await run(device.page, 'restore', sealed.envelope, sealed.publicKey)).toEqual(
      sealed.recovery,
    )
    await device.context.close()
  })

  test('args: an authenticator with hmac-secret but no PRF at creation is asked once more', async () => {
    const device = await newDevice({ hasPrf: false, hasHmacSecret: true })
    const sealed = await run<Sealed>(device.page, 'setUp')
    const [credential] = await device.credentials()
    expect(credential?.signCount).toBe(2)
    await device.page.reload()
    expect(await run(device.page, 'restore', sealed.envelope, sealed.publicKey)).toEqual(
      sealed.recovery,
    )
    await device.context.close()
  })

  test("error: another passkey's PRF output opens nothing (recovery_secret_wrong)", async () => {
    const device = await newDevice({ hasPrf: true })
    const sealed = await run<Sealed>(device.page, 'setUp')
    expect(
      await run(device.page, 'openWithAnotherPasskey', sealed.envelope, sealed.publicKey),
    ).toEqual({ asItself: 'recovery_secret_wrong', posing: 'recovery_secret_wrong' })
    expect(await device.credentials()).toHaveLength(2)
    await device.context.close()
  })

  test('error: passkeys without PRF are passkey_unsupported, for the setup screen to offer a PIN', async () => {
    const device = await newDevice({ hasPrf: false })
    expect(await run(device.page, 'createWithoutPrf')).toBe('passkey_unsupported')
    await device.context.close()
  })
})
