import type { Hex } from 'viem'
import type { KeyNode } from '../KeyNetwork.js'
import { callKeyNode, type KeyNodeCall } from './callKeyNode.js'
import { dealNetworkFactor } from './dealNetworkFactor.js'
import { firstClockOffset } from './deviceClockOffset.js'
import type { KeyNodeLogin } from './KeyNodeLogin.js'
import type { MfaFactor } from './MfaFactor.js'
import { MfaSetupError } from './MfaSetupError.js'
import type { NodeLines } from './NodeLines.js'
import { newRequestId } from './newRequestId.js'
import { postRecoveryRequest } from './postRecoveryRequest.js'
import type { RecoverySecret } from './RecoverySecret.js'
import { reshareRequestMessage } from './reshareRequestMessage.js'
import { sealRecoveryFactorForNodes } from './sealRecoveryFactor.js'
import { signWithWalletKey } from './signWithWalletKey.js'
import { splitForMfa } from './splitForMfa.js'

export type SetUpMfaParameters = {
  readonly login: KeyNodeLogin
  /** The wallet key, rebuilt by this login (`assembleKey`), and its public key (C_0). */
  readonly secret: bigint
  readonly publicKey: Hex
  readonly recoverySecret: RecoverySecret
  /**
   * The line each node held when this client last saw it (`assembleKey`'s `nodeLines`, or a failed
   * setup's `MfaSetupError.nodeLines`): a node takes the reshare only while it still holds it.
   */
  readonly nodeLines: NodeLines
  /**
   * Keeps the device factor on this device (wrapped, never in the clear). Called before any node
   * changes, so a setup that fails half-way never leaves the device without the factor of the
   * line the nodes may already hold.
   */
  readonly saveDeviceFactor: (factor: MfaFactor, factorCommitments: readonly Hex[]) => Promise<void>
  /** scrypt cost; only tests lower it (within `recoveryKdfBounds`). */
  readonly kdf?: { readonly N: number; readonly r: number; readonly p: number } | undefined
}

/**
 * Turns MFA on for the logged-in wallet (issue #16, `/mfa/setup`), in an order where every step
 * that can fail leaves the user able to log in or restore:
 *
 * 1. split the key 2-of-3, seal the recovery factor under the PIN or answers, keep the device
 *    factor (`saveDeviceFactor`): nothing at the nodes yet;
 * 2. store the sealed recovery factor, bound to the new line, at **every** node (a node answers
 *    it only once it holds that line, and refuses a reshare to a line without one);
 * 3. reshare the network factor at the lowest-index node, which settles a race between two
 *    setups (compare-and-swap on the line it held: the loser is refused `mfa_line_changed`), then
 *    at every other node.
 *
 * Any node that does not take its part fails the setup (`MfaSetupError`, W-128, with the lines
 * the nodes now hold); running it again with those lines completes it. The address never changes.
 */
export async function setUpMfa(
  parameters: SetUpMfaParameters,
): Promise<{ readonly factorCommitments: readonly Hex[] }> {
  const { login, secret, publicKey, recoverySecret, nodeLines } = parameters
  const { network, curve } = login
  const split = splitForMfa(secret, curve)
  const nodeIndices = network.nodes.map(({ index }) => index)
  const deal = dealNetworkFactor({
    networkFactor: split.network,
    threshold: network.threshold,
    count: Math.max(...nodeIndices),
  })
  // Sealing first: the slow scrypt run happens before any node changes.
  const { sealed, verifierTags } = await sealRecoveryFactorForNodes(
    split.recovery,
    recoverySecret,
    { publicKey, kdf: parameters.kdf, nodeIndices },
  )
  await parameters.saveDeviceFactor(split.device, split.commitments)

  const envelope = JSON.stringify(sealed)
  /** Every node answer, for the clock offset a failure names (`deviceClockOffset`). */
  const answered: KeyNodeCall[] = []
  const reasonOf = (call: KeyNodeCall) => {
    answered.push(call)
    return failureOf(call)
  }
  const storeAt = async (node: KeyNode) =>
    reasonOf(
      await postRecoveryRequest({
        login,
        node,
        mode: 'store',
        envelope,
        verifierTag: verifierTags.get(node.index),
        factorCommitments: split.commitments,
        walletSecret: secret,
      }),
    )
  const reshareAt = async (node: KeyNode) => {
    const share = deal.shares[node.index - 1]
    if (!share) return 'no share dealt'
    const requestId = newRequestId()
    const issuedAt = Date.now()
    const previousFactorCommitments = nodeLines.get(node.index) ?? []
    const message = reshareRequestMessage({
      nodeIndex: node.index,
      requestId,
      issuedAt,
      value: share.value,
      commitments: deal.commitments,
      factorCommitments: split.commitments,
      previousFactorCommitments,
    })
    const call = await callKeyNode({
      node,
      path: '/v1/reshare',
      requestId,
      timeoutMs: login.timeoutMs,
      body: {
        token: login.token,
        clientPublicKey: login.oneTimeKey.publicKey,
        requestId,
        issuedAt,
        proof: await login.oneTimeKey.account.signMessage({ message }),
        keySignature: signWithWalletKey(curve, secret, message),
        share: { value: share.value, commitments: deal.commitments },
        factorCommitments: split.commitments,
        previousFactorCommitments,
        ...(login.appId ? { appId: login.appId, curve } : {}),
      },
    })
    return reasonOf(call)
  }

  const lines = new Map(nodeLines)
  const onNodes = async (
    step: string,
    nodes: readonly KeyNode[],
    run: (node: KeyNode) => Promise<string | undefined>,
  ) => {
    const reasons = await Promise.all(nodes.map(run))
    const failed = nodes.flatMap((node, i) => {
      const reason = reasons[i]
      if (!reason && step === 'reshare') lines.set(node.index, split.commitments)
      return reason ? [{ index: node.index, reason }] : []
    })
    if (failed.length > 0)
      throw new MfaSetupError(step, failed, new Map(lines), firstClockOffset(answered, Date.now()))
  }
  await onNodes('storing the recovery factor', network.nodes, storeAt)
  const [sequencer, ...others] = network.nodes.toSorted((a, b) => a.index - b.index)
  if (sequencer) await onNodes('reshare', [sequencer], reshareAt)
  await onNodes('reshare', others, reshareAt)
  return { factorCommitments: split.commitments }
}

function failureOf(call: KeyNodeCall): string | undefined {
  if (call.kind === 'failed') return call.reason
  if (call.status === 200) return undefined
  const code = (call.body.error as { code?: unknown } | undefined)?.code
  return `answered ${call.status} ${typeof code === 'string' ? code : ''}`.trim()
}
