import {
  factorPublicPoint,
  type Hex,
  isSignedByWalletKey,
  reshareRequestMessage,
  verifyShare,
} from '@tessera/keys'
import type { NodeErrorCode } from '../nodeErrors.js'

/** A reshare as the node sees it: the row it holds now and what the client proposes. */
export type ReshareInput = {
  readonly nodeIndex: number
  readonly requestId: string
  readonly issuedAt: number
  readonly curve: 'secp256k1' | 'ed25519'
  readonly held: {
    /** The wallet's public key K: never changes. */
    readonly publicKey: Hex
    /** The commitments the held share lies on (the key's deal, or the network factor's). */
    readonly commitments: readonly Hex[]
    readonly isMfaOn: boolean
    /** The factor line the node holds (empty before MFA). */
    readonly factorCommitments: readonly Hex[]
  }
  readonly share: { readonly value: Hex; readonly commitments: readonly Hex[] }
  readonly factorCommitments: readonly Hex[]
  /** The line the client saw at this node: the reshare is taken only while it still holds it. */
  readonly previousFactorCommitments: readonly Hex[]
  readonly keySignature: Hex
}

type ReshareCheck = (input: ReshareInput) => NodeErrorCode | undefined

/** The text both keys sign; the node rebuilds it from what it is about to store. */
export function reshareMessageOf(
  input: Pick<
    ReshareInput,
    | 'nodeIndex'
    | 'requestId'
    | 'issuedAt'
    | 'share'
    | 'factorCommitments'
    | 'previousFactorCommitments'
  >,
): string {
  return reshareRequestMessage({
    nodeIndex: input.nodeIndex,
    requestId: input.requestId,
    issuedAt: input.issuedAt,
    value: input.share.value,
    commitments: input.share.commitments,
    factorCommitments: input.factorCommitments,
    previousFactorCommitments: input.previousFactorCommitments,
  })
}

/**
 * Only who holds the wallet key (or two of its factors) may replace the shares: a login token
 * alone, which the auth service can mint, could otherwise overwrite an MFA user's network factor.
 */
const signedByWalletKey: ReshareCheck = (input) =>
  isSignedByWalletKey({
    curve: input.curve,
    publicKey: input.held.publicKey,
    message: reshareMessageOf(input),
    signature: input.keySignature,
  })
    ? undefined
    : 'proof_invalid'

/**
 * The new shares must be of a factor, not of the key: a deal whose C_0 is the wallet's key would
 * put the whole key back on the nodes, which turns MFA off (SPEC: it cannot be).
 */
const isNotThePlainKey: ReshareCheck = ({ share, held }) =>
  share.commitments[0]?.toLowerCase() === held.publicKey.toLowerCase()
    ? held.isMfaOn
      ? 'mfa_cannot_be_disabled'
      : 'reshare_invalid'
    : undefined

/**
 * Compare-and-swap on the factor line: the node still holds the line the client saw, so of two
 * setups that saw the same line only the first to reach a node changes it (the client asks the
 * lowest-index node first, which decides between them for all nodes).
 */
const keepsTheLineItSaw: ReshareCheck = ({ held, previousFactorCommitments }) =>
  sameLine(held.factorCommitments, previousFactorCommitments) ? undefined : 'mfa_line_changed'

/** The network's threshold stays what it was: as many commitments as the held deal. */
const keepsThreshold: ReshareCheck = ({ share, held }) =>
  share.commitments.length === held.commitments.length ? undefined : 'reshare_invalid'

/**
 * The factor line starts at the wallet's key (so the address stays), and the new deal's secret is
 * the line's point at index 1, the network factor: C_0 = K + A.
 */
const dealsTheNetworkFactorOfThisKey: ReshareCheck = ({
  curve,
  share,
  held,
  factorCommitments,
}) => {
  if (factorCommitments[0]?.toLowerCase() !== held.publicKey.toLowerCase()) return 'reshare_invalid'
  try {
    const networkPoint = factorPublicPoint({ curve, commitments: factorCommitments, index: 1 })
    return share.commitments[0]?.toLowerCase() === networkPoint ? undefined : 'reshare_invalid'
  } catch {
    // Commitments that are not points: the proposal is invalid.
    return 'reshare_invalid'
  }
}

/** The node's own new share lies on the new deal (Feldman). */
const shareVerifies: ReshareCheck = ({ curve, nodeIndex, share }) =>
  verifyShare({
    curve,
    share: { index: nodeIndex, value: share.value },
    commitments: share.commitments,
  })
    ? undefined
    : 'reshare_invalid'

/** In order; the first that fails names the refusal. */
export const reshareChecks: readonly ReshareCheck[] = [
  signedByWalletKey,
  isNotThePlainKey,
  keepsTheLineItSaw,
  keepsThreshold,
  dealsTheNetworkFactorOfThisKey,
  shareVerifies,
]

/** Two factor lines as the same points, whatever the hex case. */
function sameLine(a: readonly Hex[], b: readonly Hex[]): boolean {
  return a.length === b.length && a.every((point, i) => point.toLowerCase() === b[i]?.toLowerCase())
}
