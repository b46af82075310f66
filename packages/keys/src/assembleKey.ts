import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { dealShares } from './dealShares.js'
import type { KeyCurve } from './KeyCurve.js'
import type { KeyNetwork } from './KeyNetwork.js'
import type { KeyShare } from './KeyShare.js'
import { publicKeyFromCommitments } from './publicKeyFromCommitments.js'
import { publicKeyOfSecret } from './publicKeyOfSecret.js'
import { reconstructSecret } from './reconstructSecret.js'
import { type NodeAnswer, requestShare } from './requestShare.js'

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
}

export type AssembleKeyReturnType = {
  readonly secret: bigint
  readonly publicKey: Hex
  /** True when this login created the key (first login). */
  readonly created: boolean
  /** Nodes that were down, slow, or answered a share that does not verify. */
  readonly failedNodes: readonly { readonly index: number; readonly reason: string }[]
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
  const account = privateKeyToAccount(oneTimePrivateKey)
  const oneTimeKey = { account, privateKey: oneTimePrivateKey, publicKey: account.publicKey }
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

  let round = await lookupAll()
  const assembled = rebuild(curve, network.threshold, round)
  if (assembled) return { ...assembled, created: false, failedNodes: failures(round) }

  const reachable = round.filter(({ answer }) => answer.kind !== 'failed')
  if (reachable.length < network.threshold) throw notEnoughNodes(network, round)
  if (reachable.some(({ answer }) => answer.kind === 'share')) {
    // Some nodes already hold a key but too few answered it yet: another device is creating it.
    round = await waitForKey(lookupAll, curve, network.threshold)
    const found = rebuild(curve, network.threshold, round)
    if (!found) throw notEnoughNodes(network, round)
    return { ...found, created: false, failedNodes: failures(round) }
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
    return { ...found, created: false, failedNodes: failures(round) }
  }
  const stored = await Promise.all(
    others.map((node) => ask(node, 'store', proposalFor(node.index))),
  )
  round = [
    { node: sequencer, answer: first },
    ...others.map((node, i) => ({ node, answer: stored[i] as NodeAnswer })),
  ]
  const created = rebuild(curve, network.threshold, round)
  if (!created) throw notEnoughNodes(network, round)
  return { ...created, created: true, failedNodes: failures(round) }
}

type Round = { node: KeyNetwork['nodes'][number]; answer: NodeAnswer }[]

/** The key from ≥ threshold verified shares that agree on their commitments, or null. */
function rebuild(curve: KeyCurve, threshold: number, round: Round) {
  const groups = new Map<string, { commitments: readonly Hex[]; shares: KeyShare[] }>()
  for (const { answer } of round) {
    if (answer.kind !== 'share') continue
    const key = answer.commitments.join(',')
    const group = groups.get(key) ?? { commitments: answer.commitments, shares: [] }
    group.shares.push(answer.share)
    groups.set(key, group)
  }
  for (const group of groups.values()) {
    if (group.shares.length < threshold) continue
    const secret = reconstructSecret({ curve, shares: group.shares.slice(0, threshold) })
    const publicKey = publicKeyFromCommitments({ curve, commitments: [...group.commitments] })
    if (publicKeyOfSecret(curve, secret) !== publicKey) continue
    return { secret, publicKey }
  }
  return null
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
