// @tessera/keys: the client side of the key network (issue #4). Pure cryptography over audited
// primitives (@noble/curves, @noble/hashes, @scure/base, WebCrypto); runs in browsers and Node.

/** Bytes as 0x-prefixed hex: keys, signatures. */
export type { Hex } from 'viem'
export { addressOfSecret } from './addressOfSecret.js'
export {
  type AssembleKeyParameters,
  type AssembleKeyReturnType,
  assembleKey,
  type MfaFactorRequest,
} from './assembleKey.js'
export { createOneTimeKey, type OneTimeKey } from './createOneTimeKey.js'
export { curveOfFamily } from './curveOfFamily.js'
export {
  type DealSharesParameters,
  type DealSharesReturnType,
  dealShares,
} from './dealShares.js'
export { decryptWithPrivateKey } from './decryptWithPrivateKey.js'
export {
  encryptForPublicKey,
  type KeyAgreement,
  type SymmetricSeal,
} from './encryptForPublicKey.js'
export { evmAddressOfSecret } from './evmAddressOfSecret.js'
export { type FetchPublicKeyParameters, fetchPublicKey } from './fetchPublicKey.js'
export {
  type GenerateKeyForFamilyParameters,
  generateKeyForFamily,
} from './generateKeyForFamily.js'
export type { KeyCurve } from './KeyCurve.js'
export type { KeyFamily } from './KeyFamily.js'
export type { KeyNetwork, KeyNode } from './KeyNetwork.js'
export type { KeyShare } from './KeyShare.js'
export {
  type LoginKeySignInMessageParameters,
  loginKeySignInMessage,
} from './loginKeySignInMessage.js'
export type { RecoverySecretParams } from './mfa/agreeOnRecoveryParams.js'
export {
  type CombineFactorsExpected,
  combineFactors,
} from './mfa/combineFactors.js'
export {
  type DealNetworkFactorParameters,
  dealNetworkFactor,
} from './mfa/dealNetworkFactor.js'
export {
  type FactorPublicPointParameters,
  factorPublicPoint,
} from './mfa/factorPublicPoint.js'
export {
  type IsSignedByWalletKeyParameters,
  isSignedByWalletKey,
} from './mfa/isSignedByWalletKey.js'
export { createKeyNodeLogin, type KeyNodeLogin } from './mfa/KeyNodeLogin.js'
export { MfaError, type MfaErrorCode } from './mfa/MfaError.js'
export type { MfaFactor, MfaFactorIndex } from './mfa/MfaFactor.js'
export { MfaSetupError } from './mfa/MfaSetupError.js'
export type { NodeLines } from './mfa/NodeLines.js'
export { type NewPinProblem, newPinProblem } from './mfa/newPinProblem.js'
export {
  type OpenRecoveryFactorParameters,
  openRecoveryFactor,
} from './mfa/openRecoveryFactor.js'
export { openRecoveryFactorAtNodes } from './mfa/openRecoveryFactorAtNodes.js'
export { parseSealedRecoveryFactor } from './mfa/parseSealedRecoveryFactor.js'
export type {
  PasskeyRecoverySecret,
  RecoveryPasskey,
  RecoverySecret,
} from './mfa/RecoverySecret.js'
export {
  type RecoveryRequestMessageParameters,
  type RecoveryRequestMode,
  recoveryRequestMessage,
} from './mfa/recoveryRequestMessage.js'
export { recoveryVerifierTag } from './mfa/recoveryVerifierTag.js'
export {
  type ReshareRequestMessageParameters,
  reshareRequestMessage,
} from './mfa/reshareRequestMessage.js'
export type { SealedRecoveryFactor } from './mfa/SealedRecoveryFactor.js'
export {
  type SealRecoveryFactorForNodesReturnType,
  type SealRecoveryFactorParameters,
  sealRecoveryFactor,
  sealRecoveryFactorForNodes,
} from './mfa/sealRecoveryFactor.js'
export { type SetUpMfaParameters, setUpMfa } from './mfa/setUpMfa.js'
export { signWithWalletKey } from './mfa/signWithWalletKey.js'
export {
  type SplitForMfaOptions,
  type SplitForMfaReturnType,
  splitForMfa,
} from './mfa/splitForMfa.js'
export { multiversxAddress } from './multiversxAddress.js'
export { multiversxShardOf } from './multiversxShardOf.js'
export { nearImplicitAccount } from './nearImplicitAccount.js'
export { isSignedByNode, nodeAnswerMessage, nodeSignatureHeader } from './nodeAnswer.js'
export {
  type PublicKeyFromCommitmentsParameters,
  publicKeyFromCommitments,
} from './publicKeyFromCommitments.js'
export { type PublicKeyOfSecretOptions, publicKeyOfSecret } from './publicKeyOfSecret.js'
export { type RandomBytes, type RandomScalarOptions, randomScalar } from './randomScalar.js'
export { type ReconstructSecretParameters, reconstructSecret } from './reconstructSecret.js'
export { type NodeAnswer, type RequestShareParameters, requestShare } from './requestShare.js'
export { secretToHex } from './secretToHex.js'
export {
  type ShareProposal,
  type ShareRequestMode,
  shareRequestMessage,
} from './shareRequestMessage.js'
export { signEd25519WithScalar } from './signEd25519WithScalar.js'
export { solanaAddress } from './solanaAddress.js'
export { type VerifyShareParameters, verifyShare } from './verifyShare.js'
