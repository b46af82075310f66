import {
  type CreateWalletEngineParameters,
  createWalletEngine,
  type WalletEngine,
} from '@tessera/engine'
import { startedForFile, waitForPending, wireErrorOf } from '@tessera/engine/testing'
import { describe, expect, test } from 'vitest'
import type { Activity } from '../activities/Activity.js'
import type { ChainAdapter } from '../adapter/ChainAdapter.js'
import type { AssetEntry } from '../assets/AssetEntry.js'
import type { Hex } from '../Hex.js'
import type { NetworkConfig } from '../networks/NetworkConfig.js'
import { formatUnits } from '../units/formatUnits.js'

/** A running node of the family with an account that holds its native coin. */
export type ConformanceNode = {
  readonly network: NetworkConfig
  /** The funded account's key, as the wallet gets it. */
  readonly privateKey: Hex
  stop(): Promise<void>
}

export type AdapterConformanceParameters = {
  readonly adapter: ChainAdapter
  /** Starts the node for the suite; stopped after it. */
  readonly start: () => Promise<ConformanceNode>
  /** The key of a new, empty account of the family. */
  readonly freshPrivateKey: () => Hex
  /** SPEC §9: the family's native decimals. */
  readonly nativeDecimals: number
  /** Base units of the native coin to send to a new account (enough to create one). */
  readonly sendAmount: bigint
  /** The family's wallet methods of SPEC §7 (`@tessera/protocol`). */
  readonly familyMethods: readonly string[]
  /** The params of one request of every method that needs approval, for the funded account. */
  readonly approvalRequests: (
    engine: WalletEngine,
    node: ConformanceNode,
  ) => Promise<Readonly<Record<string, unknown>>>
  /**
   * Sets the engine up for one approval request, e.g. disconnects the app before a request that
   * asks to connect it (EIP-2255). Requests that use the account come first, while connected.
   */
  readonly beforeApprovalRequest?: (engine: WalletEngine, method: string) => void
  /** What the engine of the approval requests needs beyond one network (more networks, gasless). */
  readonly approvalEngine?: (
    node: ConformanceNode,
  ) => Partial<Omit<CreateWalletEngineParameters, 'adapter' | 'privateKey'>>
}

/** The newest activity once the family has told everything of it (the log keeps asking). */
async function settled(engine: WalletEngine, network: NetworkConfig): Promise<Activity> {
  let latest: Activity | undefined
  await expect
    .poll(
      () => {
        latest = engine.activities.list(network.id)[0]
        return latest && latest.status !== 'Pending' && latest.isAwaitingDetails !== true
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true)
  if (!latest) throw new Error('no activity')
  return latest
}

/**
 * What every chain adapter must do (STYLE §B3), run through the engine against a real node of
 * its family: network ids, addresses, assets, a native transfer followed to its end, approval
 * descriptions, and the method table of SPEC §7.
 */
export function adapterConformance(name: string, parameters: AdapterConformanceParameters): void {
  const { adapter } = parameters
  describe(`${name} adapter conformance`, () => {
    const node = startedForFile(parameters.start)
    const engineOf = (
      privateKey: Hex,
      options: Partial<Omit<CreateWalletEngineParameters, 'adapter' | 'privateKey'>> = {},
    ) =>
      createWalletEngine({
        adapter,
        privateKey,
        chains: [node().network],
        selectedNetworkId: node().network.id,
        appMode: 'full',
        isKeyExportAllowed: false,
        onEvent: () => undefined,
        ...options,
      })

    test('behavior: the network id and the host chain id map to each other', () => {
      const { id } = node().network
      expect(adapter.networkIdOf(String(adapter.hostChainIdOf(id)))).toBe(id)
    })

    test('behavior: the account’s address parses back to itself; garbage does not parse', () => {
      const address = adapter.addressOf(adapter.accountOf(node().privateKey))
      expect(adapter.parseAddress(address)).toBe(address)
      expect(adapter.isSameAddress(address, address)).toBe(true)
      for (const garbage of ['', 'not an address', '0x1234', `${address}00`])
        expect(adapter.parseAddress(garbage)).toBeUndefined()
    })

    test('behavior: assets list the native coin first, with the family’s decimals', async () => {
      const [native] = await engineOf(node().privateKey).balances.read(node().network.id)
      expect(native).toMatchObject({ address: 'native', decimals: parameters.nativeDecimals })
      expect(native?.balance).toBeGreaterThan(parameters.sendAmount)
    })

    test('behavior: the native coin sent to a new address arrives; its activity settles as Success', async () => {
      const { network } = node()
      const engine = engineOf(node().privateKey)
      const [native] = await engine.balances.read(network.id)
      const recipientKey = parameters.freshPrivateKey()
      const recipient = adapter.addressOf(adapter.accountOf(recipientKey))
      const transfer = engine.transfers.parse({
        networkId: network.id,
        asset: native as AssetEntry,
        recipient,
        amount: formatUnits(parameters.sendAmount, parameters.nativeDecimals),
      })
      const quote = await engine.transfers.quote(transfer)
      const [option] = quote.options
      expect(option?.maxFee).toBeGreaterThanOrEqual(option?.fee ?? 0n)
      if (!option) throw new Error('a transfer quote has at least one option')
      const txHash = await engine.transfers.send({ transfer, fee: option.choice })
      const [received] = await engineOf(recipientKey).balances.read(network.id)
      expect(received?.balance).toBe(parameters.sendAmount)
      const activity = await settled(engine, network)
      expect(activity).toMatchObject({ txHash, operation: 'Send', status: 'Success' })
      expect(activity.transaction.fee).not.toBeNull()
    })

    test('behavior: every method of the family’s SPEC §7 list is in the method table', () => {
      expect(Object.keys(adapter.methods)).toEqual(
        expect.arrayContaining([...parameters.familyMethods]),
      )
    })

    test('behavior: every method that needs approval describes itself, and a rejection is user_deny', async () => {
      const engine = engineOf(node().privateKey, parameters.approvalEngine?.(node()) ?? {})
      const requests = await parameters.approvalRequests(engine, node())
      const needing = Object.entries(adapter.methods)
        .filter(([, row]) => row.needsApproval)
        .toSorted(
          ([, a], [, b]) => Number(b.needsAccount ?? false) - Number(a.needsAccount ?? false),
        )
        .map(([method]) => method)
      expect(Object.keys(requests).sort()).toEqual([...needing].sort())
      for (const [index, method] of needing.entries()) {
        const id = index + 1
        parameters.beforeApprovalRequest?.(engine, method)
        const answer = engine.request({ id, method, params: requests[method] })
        const { description } = await Promise.race([
          waitForPending(engine, id),
          answer.then(
            () => Promise.reject(new Error(`${method} was answered without approval`)),
            (error: unknown) =>
              Promise.reject(new Error(`${method} was refused`, { cause: error })),
          ),
        ])
        expect([method, description.method, typeof description.kind]).toEqual([
          method,
          method,
          'string',
        ])
        engine.approvals.reject(id)
        expect(await wireErrorOf(answer)).toMatchObject({ code: 4001, data: { code: 'user_deny' } })
      }
    })
  })
}
