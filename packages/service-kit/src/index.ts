export { addressOfPublicKey } from './addressOfPublicKey.js'
export { applyCors } from './applyCors.js'
export { createSqlDatabase, type SqlDatabase } from './createSqlDatabase.js'
export { HttpError } from './HttpError.js'
export { isSignedByPublicKey } from './isSignedByPublicKey.js'
export { jsonErrorHandler } from './jsonErrorHandler.js'
export { firebaseVerifier } from './jwtLogin/firebaseVerifier.js'
export {
  type JwtLogin,
  JwtLoginError,
  type JwtVerifierConfig,
  type VerifyJwtLoginOptions,
  verifyJwtLogin,
} from './jwtLogin/verifyJwtLogin.js'
export { nativeKeyAgreement } from './nativeKeyAgreement.js'
export { nativeSymmetricSeal } from './nativeSymmetricSeal.js'
export { parseEnv } from './parseEnv.js'
export { parseRequest } from './parseRequest.js'
export {
  databaseAnswers,
  probePaths,
  probeRoutes,
  type ReadinessChecks,
} from './probeRoutes.js'
export {
  createChannelRateLimitStore,
  type RateLimitChannel,
  serveRateLimitStore,
} from './rateLimit/channelRateLimitStore.js'
export { clientAddressKey } from './rateLimit/clientAddressKey.js'
export { createLocalRateLimitStore } from './rateLimit/createLocalRateLimitStore.js'
export {
  createMemoryRateLimitStore,
  type MemoryRateLimitStore,
} from './rateLimit/createMemoryRateLimitStore.js'
export {
  assertValidRule,
  createRateLimiter,
  type RateLimitDecision,
  type RateLimiter,
  type RateLimitRule,
} from './rateLimit/createRateLimiter.js'
export {
  type CreateRedisRateLimitStoreOptions,
  createRedisRateLimitStore,
  type RedisRateLimitStore,
} from './rateLimit/createRedisRateLimitStore.js'
export type { RateLimitHit, RateLimitStore } from './rateLimit/RateLimitStore.js'
export { recoverSignerAddress } from './recoverSignerAddress.js'
export { requestLogSummary } from './requestLogSummary.js'
export { runHttpService } from './runHttpService.js'
export { runMigrations } from './runMigrations.js'
export { type LogLevel, portField, scaleRule, serviceEnvFields } from './serviceEnv.js'
export { sha256Hex } from './sha256Hex.js'
export { sweepExpired } from './sweepExpired.js'
export {
  type TelegramLoginFieldValues,
  telegramBotIdOf,
  telegramLoginHash,
} from './telegramLoginHash.js'
export {
  readTrustProxy,
  type TrustProxySetting,
  trustProxyField,
  trustProxyOption,
} from './trustProxy.js'
export { isServerCheckedVerifier } from './verifierConfig/isServerCheckedVerifier.js'
export { loadOperatorKey, type OperatorKey } from './verifierConfig/loadOperatorKey.js'
export { signVerifierConfig } from './verifierConfig/signVerifierConfig.js'
export type { AppVerifiers, VerifierConfig } from './verifierConfig/verifierConfigSchema.js'
export {
  VerifierConfigError,
  verifySignedVerifierConfig,
} from './verifierConfig/verifySignedVerifierConfig.js'
export { verifySecp256k1ShareNatively } from './verifySecp256k1ShareNatively.js'
export { type WalletPagePolicyParameters, walletPagePolicy } from './walletPagePolicy.js'
