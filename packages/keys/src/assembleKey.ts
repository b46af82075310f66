import type { Hex } from 'viem'
import { curveGroup } from './curveGroup.js'
import { dealShares } from './dealShares.js'
import type { KeyCurve } from './KeyCurve.js'
import type { KeyNetwork } from './KeyNetwork.js'
import type { KeyShare } from './KeyShare.js'
import {
  agreeOnRecoveryParams,
  type RecoverySecretParams,
  recoverySecretParamsOf,
} from './mfa/agreeOnRecoveryParams.js'
import { combineFactors } from './mfa/combineFactors.js'
import { factorPublicPoint } from './mfa/factorPublicPoint.js'
import { createKeyNodeLogin, type KeyNodeLogin } from './mfa/KeyNodeLogin.js'
import { MfaError } from './mfa/MfaError.js'
import { type MfaFactor, mfaFactorIndex } from './mfa/MfaFactor.js'
import type { NodeLines } from './mfa/NodeLines.js'
import { openRecoveryFactorAtNodes } from './mfa/openRecoveryFactorAtNodes.js'
import type { RecoverySecret } from './mfa/RecoverySecret.js'
import { publicKeyFromCommitments } from './publicKeyFromCommitments.js'
import { publicKeyOfSecret } from './publicKeyOfSecret.js'
import { reconstructSecret } from './reconstructSecret.js'
import { type NodeAnswer, requestShare } from './requestShare.js'
import { secretToHex } from './secretToHex.js'

const defaultNodeTimeoutMs = 5_000
const waitForOtherDeviceMs = 10_000
const pollIntervalMs = 100

export type AssembleKeyParameters = {
  readonly network: KeyNetwork
  /**
   * The login token from the auth service, or a token of the app's own issuers (then with
   * `appId`): the provider's OpenID ID token bound to the one-time key (its `nonce`), or the app's
   * custom or Firebase JWT, which each node binds to the first one-time key that presents it.
   */
  readonly token: string
  /** The app an ID token or app JWT signs in to; absent for login tokens. */
  readonly appId?: string | undefined
  readonly curve: KeyCurve
  /** The one-time secp256k1 key the token names; never leaves memory. */
  readonly oneTimePrivateKey: Hex
  /** Makes a new key the first time (MultiversX: one in the app's shard, SPEC §5). */
  readonly newSecret: () => bigint
  readonly nodeTimeoutMs?: number
  /**
   * MFA identities only (issue #16): the second factor beside the network factor the nodes'
   * shares rebuild. The device factor from this device's store, or the recovery factor opened
   * with the PIN or answers (`request.openRecoveryFactor`, which asks the nodes under their
   * attempt limit); undefined when this device has none: then `MfaError('device_factor_missing')`
   * (LOCAL_SHARE_MISSING). Absent: every MFA identity is `device_factor_missing`.
   */
  readonly secondFactor?:
    | ((request: MfaFactorRequest) => Promise<MfaFactor | undefined>)
    | undefined
}

/** What `secondFactor` is asked for: the wallet's line, and a way to open the recovery factor. */
export type MfaFactorRequest = {
  /** The wallet's public key K (unchanged by MFA). */
  readonly publicKey: Hex
  /** [K, A]: a device factor of this line has public point K + 2·A (`factorPublicPoint`). */
  readonly factorCommitments: readonly Hex[]
  /**
   * What the restore screen asks for (the secret's kind, the questions), as the nodes agree on it;
   * counts no attempt.
   */
  readonly recoveryParams: () => Promise<RecoverySecretParams>
  /** Gets the sealed recovery factor from the nodes with this login and opens it. */
  readonly openRecoveryFactor: (secret: RecoverySecret) => Promise<MfaFactor>
}

export type AssembleKeyReturnType = {
  readonly secret: bigint
  readonly publicKey: Hex
  /** True when this login created the key (first login). */
  readonly created: boolean
  /** Nodes that were down, slow, or answered a share that does not verify. */
  readonly failedNodes: readonly { readonly index: number; readonly reason: string }[]
  /**
   * The MFA factor line each node answered (a node that did not answer: the line rebuilt), what
   * an MFA setup of this login compares at each node (`setUpMfa`).
   */
  readonly nodeLines: NodeLines
  /**
   * MFA on: the factor line, and after a restore with the recovery factor the device factor of
   * this line for the new device to keep (wrapped, never in the clear).
   */
  readonly mfa?:
    | { readonly factorCommitments: readonly Hex[]; readonly deviceFactor?: MfaFactor | undefined }
    | undefined
}

/**
 * Rebuilds the user's key from any `threshold` honest key nodes (ARCHITECTURE trust model): all
 * nodes are asked at once, every share is verified against the Feldman commitments, and the key is
 * rebuilt in memory only. On first login it deals a new key, stores it at the lowest-index node
 * first (which settles a race between two devices), then at the others. Fewer than `threshold`
 * usable nodes is an error that names each failed node; nothing is stored then.
 */
export async function assembleKey(
  parameters: AssembleKeyParameters,
): Promise<AssembleKeyReturnType> {
  const { network, token, curve, appId, oneTimePrivateKey } = parameters
  const timeoutMs = parameters.nodeTimeoutMs ?? defaultNodeTimeoutMs
  const login = createKeyNodeLogin({ network, token, appId, curve, oneTimePrivateKey, timeoutMs })
  const { oneTimeKey } = login
  const ask = (
    node: KeyNetwork['nodes'][number],
    mode: 'lookup' | 'store',
    proposal?: KeyShare & { commitments: Hex[] },
  ) =>
    requestShare({
      node,
      mode,
      token,
      curve,
      appId,
      oneTimeKey,
      timeoutMs,
      proposal: proposal && { value: proposal.value, commitments: proposal.commitments },
    })
  const lookupAll = async () => {
    const answers = await Promise.all(network.nodes.map((node) => ask(node, 'lookup')))
    return network.nodes.map((node, i) => ({ node, answer: answers[i] as NodeAnswer }))
  }

  const finish = async (found: Rebuilt, round: Round): Promise<AssembleKeyReturnType> => {
    const seen = { failedNodes: failures(round), nodeLines: nodeLinesOf(found, round) }
    if (found.kind === 'key') return { ...found.key, created: false, ...seen }
    return { ...(await withSecondFactor(found, login, parameters.secondFactor)), ...seen }
  }

  let round = await lookupAll()
  const assembled = rebuild(curve, network.threshold, round)
  if (assembled) return finish(assembled, round)

  const reachable = round.filter(({ answer }) => answer.kind !== 'failed')
  if (reachable.length < network.threshold) throw notEnoughNodes(network, round)
  if (reachable.some(({ answer }) => answer.kind === 'share')) {
    // Some nodes already hold a key but too few answered it yet: another device is creating it.
    round = await waitForKey(lookupAll, curve, network.threshold)
    const found = rebuild(curve, network.threshold, round)
    if (!found) throw notEnoughNodes(network, round)
    return finish(found, round)
  }

  // One share per node index, up to the highest index the network lists.
  const deal = dealShares({
    curve,
    threshold: network.threshold,
    count: Math.max(...network.nodes.map((node) => node.index)),
    secret: parameters.newSecret(),
  })
  const proposalFor = (index: number) => {
    const share = deal.shares[index - 1]
    if (!share) throw new Error(`no share dealt for node index ${index}`)
    return { ...share, commitments: deal.commitments }
  }
  const [sequencer, ...others] = reachable
    .map(({ node }) => node)
    .toSorted((a, b) => a.index - b.index)
  if (!sequencer) throw notEnoughNodes(network, round)
  const first = await ask(sequencer, 'store', proposalFor(sequencer.index))
  const won = first.kind === 'share' && sameCommitments(first.commitments, deal.commitments)
  if (!won) {
    round = await waitForKey(lookupAll, curve, network.threshold)
    const found = rebuild(curve, network.threshold, round)
    if (!found) throw notEnoughNodes(network, round)
    return finish(found, round)
  }
  const stored = await Promise.all(
    others.map((node) => ask(node, 'store', proposalFor(node.index))),
  )
  round = [
    { node: sequencer, answer: first },
    ...others.map((node, i) => ({ node, answer: stored[i] as NodeAnswer })),
  ]
  const created = rebuild(curve, network.threshold, round)
  if (created?.kind !== 'key') throw notEnoughNodes(network, round)
  return { ...created.key, created: true, failedNodes: failures(round), nodeLines: new Map() }
}

type Round = { node: KeyNetwork['nodes'][number]; answer: NodeAnswer }[]

/** What t agreeing shares rebuild: the key, or (MFA on) the network factor of its line. */
type Rebuilt =
  | { kind: 'key'; key: { secret: bigint; publicKey: Hex } }
  | { kind: 'mfa'; networkFactor: MfaFactor; factorCommitments: readonly Hex[] }

/**
 * The key (or the network factor) from ≥ threshold verified shares that agree on their
 * commitments and MFA line, or null.
 */
function rebuild(curve: KeyCurve, threshold: number, round: Round): Rebuilt | null {
  const groups = new Map<
    string,
    { commitments: readonly Hex[]; line: readonly Hex[] | undefined; shares: KeyShare[] }
  >()
  for (const { answer } of round) {
    if (answer.kind !== 'share') continue
    const line = answer.mfa?.factorCommitments
    const key = `${answer.commitments.join(',')}|${line?.join(',') ?? ''}`
    const group = groups.get(key) ?? { commitments: answer.commitments, line, shares: [] }
    group.shares.push(answer.share)
    groups.set(key, group)
  }
  for (const group of groups.values()) {
    if (group.shares.length < threshold) continue
    const secret = reconstructSecret({ curve, shares: group.shares.slice(0, threshold) })
    const publicKey = publicKeyFromCommitments({ curve, commitments: [...group.commitments] })
    if (publicKeyOfSecret(curve, secret) !== publicKey) continue
    if (!group.line) return { kind: 'key', key: { secret, publicKey } }
    // requestShare took the line only when its point of index 1 is this deal's C_0.
    return {
      kind: 'mfa',
      networkFactor: { curve, index: mfaFactorIndex.network, value: secretToHex(secret) },
      factorCommitments: group.line,
    }
  }
  return null
}

/**
 * MFA: the network factor and a second factor rebuild the key (`combineFactors` checks it against
 * the wallet's public key). A device factor of another line (a setup this device missed) counts as
 * none. After a restore with the recovery factor, the device factor of the same line is derived
 * for the new device: f(2) = 2·f(1) − k.
 */
async function withSecondFactor(
  found: Extract<Rebuilt, { kind: 'mfa' }>,
  login: KeyNodeLogin,
  secondFactor: AssembleKeyParameters['secondFactor'],
): Promise<Omit<AssembleKeyReturnType, 'failedNodes' | 'nodeLines'>> {
  const { curve } = login
  const [publicKey] = found.factorCommitments as [Hex, Hex]
  const isOnLine = (candidate: MfaFactor) =>
    publicKeyOfSecret(curve, BigInt(candidate.value)) ===
    factorPublicPoint({ curve, commitments: found.factorCommitments, index: candidate.index })
  const request: MfaFactorRequest = {
    publicKey,
    factorCommitments: found.factorCommitments,
    recoveryParams: async () => recoverySecretParamsOf((await agreeOnRecoveryParams(login)).params),
    openRecoveryFactor: (secret) =>
      openRecoveryFactorAtNodes(login, secret, { publicKey, isOnLine }),
  }
  const factor = await secondFactor?.(request)
  if (!factor || factor.index === mfaFactorIndex.network || !isOnLine(factor))
    throw new MfaError('device_factor_missing', 'this device holds no factor of the wallet key')
  const secret = combineFactors(found.networkFactor, factor, { publicKey })
  if (factor.index === mfaFactorIndex.device)
    return {
      secret,
      publicKey,
      created: false,
      mfa: { factorCommitments: found.factorCommitments },
    }
  const order = curveGroup(curve).order
  const network = BigInt(found.networkFactor.value)
  const device = (((2n * network - secret) % order) + order) % order
  return {
    secret,
    publicKey,
    created: false,
    mfa: {
      factorCommitments: found.factorCommitments,
      deviceFactor: { curve, index: mfaFactorIndex.device, value: secretToHex(device) },
    },
  }
}

async function waitForKey(lookupAll: () => Promise<Round>, curve: KeyCurve, threshold: number) {
  const deadline = Date.now() + waitForOtherDeviceMs
  let round = await lookupAll()
  while (!rebuild(curve, threshold, round) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, pollIntervalMs))
    round = await lookupAll()
  }
  return round
}

function sameCommitments(a: readonly Hex[], b: readonly Hex[]) {
  return a.length === b.length && a.every((value, i) => value === b[i])
}

/** Each node's line as it answered; a node that did not answer is taken to hold the rebuilt one. */
function nodeLinesOf(found: Rebuilt, round: Round): NodeLines {
  const rebuilt = found.kind === 'mfa' ? found.factorCommitments : undefined
  return new Map(
    round.flatMap(({ node, answer }) => {
      const line = answer.kind === 'share' ? answer.mfa?.factorCommitments : rebuilt
      return line ? [[node.index, line] as const] : []
    }),
  )
}

function failures(round: Round) {
  return round.flatMap(({ node, answer }) =>
    answer.kind === 'failed' ? [{ index: node.index, reason: answer.reason }] : [],
  )
}

function notEnoughNodes(network: KeyNetwork, round: Round): Error {
  const failed = failures(round)
    .map(({ index, reason }) => `node ${index}: ${reason}`)
    .join('; ')
  return new Error(
    `the key could not be rebuilt: fewer than ${network.threshold} of ${network.nodes.length} key nodes gave a valid share${failed ? ` (${failed})` : ''}`,
  )
}
