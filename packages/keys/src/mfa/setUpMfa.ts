import type { Hex } from 'viem'
import type { KeyNode } from '../KeyNetwork.js'
import { callKeyNode } from './callKeyNode.js'
import { dealNetworkFactor } from './dealNetworkFactor.js'
import type { KeyNodeLogin } from './KeyNodeLogin.js'
import type { MfaFactor } from './MfaFactor.js'
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
   * Keeps the device factor on this device (wrapped, never in the clear). Called before any node
   * changes, so a setup that fails half-way never leaves the device without the factor of the
   * line the nodes may already hold.
   */
  readonly saveDeviceFactor: (factor: MfaFactor, factorCommitments: readonly Hex[]) => Promise<void>
  /** scrypt cost; only tests lower it (within `recoveryKdfBounds`). */
  readonly kdf?: { readonly N: number; readonly r: number; readonly p: number } | undefined
}

/** Thrown when a node did not take its part; names nodes and reasons, never a factor. */
export class MfaSetupError extends Error {
  override readonly name = 'MfaSetupError'
  readonly failedNodes: readonly { readonly index: number; readonly reason: string }[]

  constructor(step: string, failedNodes: MfaSetupError['failedNodes']) {
    super(
      `MFA setup failed at ${step}: ${failedNodes.map(({ index, reason }) => `node ${index}: ${reason}`).join('; ')}`,
    )
    this.failedNodes = failedNodes
  }
}

/**
 * Turns MFA on for the logged-in wallet (issue #16, `/mfa/setup`): splits the key 2-of-3, keeps
 * the device factor (`saveDeviceFactor`), reshares the network factor to **every** node in place
 * of its share of the key (signed by the wallet key), then seals the recovery factor under the PIN
 * or answers and stores it with every node beside its verifier tag. Any node that does not take
 * its part fails the setup (`MfaSetupError`, W-128); running it again is safe (a new line, all
 * nodes again). The address never changes.
 */
export async function setUpMfa(
  parameters: SetUpMfaParameters,
): Promise<{ readonly factorCommitments: readonly Hex[] }> {
  const { login, secret, publicKey, recoverySecret } = parameters
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

  const reshareAt = async (node: KeyNode) => {
    const share = deal.shares[node.index - 1]
    if (!share) return 'no share dealt'
    const requestId = newRequestId()
    const message = reshareRequestMessage({
      nodeIndex: node.index,
      requestId,
      value: share.value,
      commitments: deal.commitments,
      factorCommitments: split.commitments,
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
        proof: await login.oneTimeKey.account.signMessage({ message }),
        keySignature: signWithWalletKey(curve, secret, message),
        share: { value: share.value, commitments: deal.commitments },
        factorCommitments: split.commitments,
        ...(login.appId ? { appId: login.appId, curve } : {}),
      },
    })
    return reasonOf(call)
  }
  await onEveryNode('reshare', network.nodes, reshareAt)

  const envelope = JSON.stringify(sealed)
  await onEveryNode('storing the recovery factor', network.nodes, async (node) =>
    reasonOf(
      await postRecoveryRequest({
        login,
        node,
        mode: 'store',
        envelope,
        verifierTag: verifierTags.get(node.index),
        walletSecret: secret,
      }),
    ),
  )
  return { factorCommitments: split.commitments }
}

async function onEveryNode(
  step: string,
  nodes: readonly KeyNode[],
  run: (node: KeyNode) => Promise<string | undefined>,
) {
  const reasons = await Promise.all(nodes.map(run))
  const failed = nodes.flatMap((node, i) => {
    const reason = reasons[i]
    return reason ? [{ index: node.index, reason }] : []
  })
  if (failed.length > 0) throw new MfaSetupError(step, failed)
}

function reasonOf(call: Awaited<ReturnType<typeof callKeyNode>>): string | undefined {
  if (call.kind === 'failed') return call.reason
  if (call.status === 200) return undefined
  const code = (call.body.error as { code?: unknown } | undefined)?.code
  return `answered ${call.status} ${typeof code === 'string' ? code : ''}`.trim()
}
