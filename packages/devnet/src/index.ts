export * from './artifacts/FixtureMultiToken.js'
export * from './artifacts/FixtureNft.js'
export * from './artifacts/FixtureToken.js'
export * from './artifacts/Multicall3.js'
export { type DeployFixturesParameters, deployFixtures, nftTokenUris } from './deployFixtures.js'
export { deployerAccount, faucetAccount, testUserAccount } from './devnetAccounts.js'
export { type DevnetChainSpec, devnetChain, devnetChainSpecs } from './devnetChains.js'
export {
  create2DeployerAddress,
  type FixtureName,
  fixtureAddresses,
  multicall3Address,
} from './fixtureAddresses.js'
export {
  fixtureMultiTokenCollection,
  fixtureNftCollection,
  fixtureTokens,
} from './fixtureCollections.js'
export { fixtureMetadata, type TokenMetadata, tileSvg, toDataUri } from './fixtureMetadata.js'
export type { ReceivedMail } from './mail/createMailbox.js'
export { type MailSink, type StartMailSinkParameters, startMailSink } from './mail/startMailSink.js'
export type { AnkrNft } from './nftIndexer/readOwnedNfts.js'
export {
  type NftIndexer,
  type StartNftIndexerParameters,
  startNftIndexer,
} from './nftIndexer/startNftIndexer.js'
export {
  type Oauth2Client,
  type Oauth2Provider,
  type StartOauth2ProviderParameters,
  startOauth2Provider,
} from './oauth2/startOauth2Provider.js'
export { accountIdForEmail } from './oidc/accountIdForEmail.js'
export {
  type OidcClient,
  type OidcProvider,
  type StartOidcProviderParameters,
  startOidcProvider,
} from './oidc/startOidcProvider.js'
export { defaultTestUsers, type TestUser } from './oidc/testUsers.js'
export {
  type PusherChannels,
  transakPusherKey,
} from './onRamp/attachPusherChannels.js'
export {
  onrampMoneyLocalCoinCode,
  onrampMoneyLocalNetwork,
} from './onRamp/onrampMoneyBuyRequest.js'
export {
  type OnrampMoneyServer,
  type StartOnrampMoneyServerParameters,
  startOnrampMoneyServer,
} from './onRamp/startOnrampMoneyServer.js'
export {
  type StartTransakServerParameters,
  startTransakServer,
  type TransakServer,
} from './onRamp/startTransakServer.js'
export {
  devnetTransakNetwork,
  type TransakCurrency,
  transakCurrencies,
} from './onRamp/transakCurrencies.js'
export { transakDepositAddress } from './onRamp/transakOrders.js'
export { signTelegramLogin, type TelegramLoginFields } from './signTelegramLogin.js'
export type { SolanaCluster } from './solana/cluster/createSolanaCluster.js'
export type { ExecutionResult } from './solana/cluster/executeTransaction.js'
export {
  type FundSolanaWalletParameters,
  fundSolanaWallet,
} from './solana/fixtures/fundSolanaWallet.js'
export {
  type SolanaFixtureToken,
  solanaFixtureLamports,
  solanaFixtureTokens,
} from './solana/fixtures/solanaFixtureTokens.js'
export { solanaDevnetGenesisHash } from './solana/methods/getGenesisHash.js'
export {
  type SolanaDevnetKeyName,
  solanaDevnetAddresses,
  solanaDevnetSigner,
  solanaTestUserAddress,
  solanaTestUserSigner,
} from './solana/solanaDevnetKeys.js'
export { solanaProgramAddresses } from './solana/solanaProgramAddresses.js'
export {
  type SolanaRpc,
  type StartSolanaRpcParameters,
  startSolanaRpc,
} from './solana/startSolanaRpc.js'
export {
  type SolanaTokenListEntry,
  solanaTokenListChainIds,
  solanaTokenListDocument,
  solanaTokenListTokens,
} from './solana/tokenList/solanaTokenList.js'
export {
  type Mirror,
  type MirrorBehavior,
  type SolanaTokenList,
  type StartSolanaTokenListParameters,
  solanaTokenListMirrors,
  startSolanaTokenList,
} from './solana/tokenList/startSolanaTokenList.js'
export { readChainId, type StartAnvilParameters, startAnvil } from './startAnvil.js'
export {
  type AppBackend,
  appBackendAudience,
  appBackendFirebaseProject,
  appBackendLogins,
  appBackendTelegramBot,
  startAppBackend,
} from './startAppBackend.js'
export { type FixtureServer, startFixtureServer } from './startFixtureServer.js'
export {
  defaultExchangeRates,
  type RatesServer,
  type StartRatesServerParameters,
  startRatesServer,
} from './startRatesServer.js'
