import type { GasEstimate } from '@tessera/chains/evm'
import type {
  Activity,
  NetworkConfig,
  NetworkId,
  PendingRequest,
  RequestDescription,
} from '@tessera/engine'
import type { UserProfile } from '../../session/LoggedInUser.js'
import { type SolanaRequestFixture, solanaDescriptions } from './solanaFixtures.js'

// Sample data for screen tests: networks and one pending request of each EVM approval kind (the
// Solana ones are in solanaFixtures.ts).

export const walletAddress = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4' as const
/** A stand-in key the Profile screen reveals (not the key of walletAddress; screens never sign). */
export const walletPrivateKey =
  '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318' as const

/** The host page of the screens' app (WalletContext.hostOrigin), connected (EIP-2255, #17). */
export const hostOrigin = 'https://demo.example'
/** When the screens' app was connected: fixed, so screenshots do not change. */
export const connectedAt = Date.UTC(2026, 0, 15, 9, 30)

/** Who is logged in, by login kind (SPEC §1); the social picture is inline, so nothing loads. */
export const userFixtures = {
  google: {
    loginType: 'google',
    id: '108943',
    name: 'Alice Example',
    email: 'alice@example.com',
    picture:
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%3E%3Crect width='1' height='1' fill='%232750c9'/%3E%3C/svg%3E",
  },
  passwordless: { loginType: 'passwordless', id: 'p-17', email: 'bob@example.com' },
  custom: { loginType: 'acme-jwt', id: 'user-42' },
} as const satisfies Record<string, UserProfile>
const appAddress = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984' as const
const nftAddress = '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D' as const

/** The network id of an EVM chain id (CAIP-2), as scenarios and recordings name networks. */
export const evmId = (chainId: number): NetworkId => `eip155:${chainId}`

const network = (
  chainId: number,
  chainName: string,
  symbol: string,
  isCustom = false,
): NetworkConfig => ({
  id: evmId(chainId),
  chainName,
  rpcUrls: [`http://localhost:8545/${chainId}`],
  blockExplorerUrls: [],
  nativeCurrency: { symbol, decimals: 18, name: symbol },
  isCustom,
  chainType: 'evm_secp256k1',
})

export const networks: readonly NetworkConfig[] = [
  network(1, 'Ethereum Mainnet', 'ETH'),
  network(31337, 'Tessera Devnet', 'ETH'),
  network(31338, 'Tessera Devnet 2', 'ETH'),
  network(40404, 'Tessera Network', 'XAR', true),
]

const gwei = 10n ** 9n

/**
 * What the fake node estimates for any transaction: 21000 gas at a 20 gwei base fee. The fake
 * engine turns it into the fee panel's quote with the EVM family's own rules (`evmFeeQuote`).
 */
export const gasEstimate: GasEstimate = {
  gasLimit: 21_000n,
  baseFeePerGas: 20n * gwei,
  gasPrice: 21n * gwei,
  isEstimated: true,
}

const mainnet = { networkId: evmId(1), chainName: 'Ethereum Mainnet' }
const devnet = { networkId: evmId(31337), chainName: 'Tessera Devnet' }

const descriptions = {
  sendTransaction: {
    kind: 'sendTransaction',
    method: 'eth_sendTransaction',
    chain: mainnet,
    from: walletAddress,
    to: appAddress,
    value: 125n * 10n ** 16n,
    data: '0xa9059cbb0000000000000000000000001f9840a85d5af5bf1d1762f925bdaddc4201f98400000000000000000000000000000000000000000000000000000000000f4240',
    gas: null,
    gasPrice: null,
    maxFeePerGas: null,
    maxPriorityFeePerGas: null,
    nonce: null,
    isEip1559: true,
  },
  personalSign: {
    kind: 'signMessage',
    method: 'personal_sign',
    from: walletAddress,
    message: 'Welcome to the Demo app!\n\nSign this message to prove you own this wallet.',
    isHex: false,
    isSignIn: false,
    warnings: ['paramsSwapped'],
  },
  ethSign: {
    kind: 'signMessage',
    method: 'eth_sign',
    from: walletAddress,
    message: '0x879a053d4800c6354e76c7985a865d2922c82fb5b3f4577b2fe08b998954f2e0',
    isHex: true,
    isSignIn: false,
    warnings: ['deprecatedMethod'],
  },
  typedData: {
    kind: 'signTypedData',
    method: 'eth_signTypedData_v4',
    from: walletAddress,
    chain: mainnet,
    domain: [
      { name: 'name', type: 'string', value: 'Ether Mail' },
      { name: 'version', type: 'string', value: '1' },
      { name: 'chainId', type: 'uint256', value: '1' },
      { name: 'verifyingContract', type: 'address', value: appAddress },
    ],
    primaryType: 'Mail',
    message: [
      {
        name: 'from',
        type: 'Person',
        children: [
          { name: 'name', type: 'string', value: 'Cow' },
          { name: 'wallet', type: 'address', value: walletAddress },
        ],
      },
      { name: 'contents', type: 'string', value: 'Hello, Bob!' },
    ],
  },
  decrypt: { kind: 'decrypt', method: 'eth_decrypt', from: walletAddress },
  addChain: {
    kind: 'addChain',
    method: 'wallet_addEthereumChain',
    network: {
      chainId: 137,
      chainName: 'Polygon Mainnet',
      rpcUrl: 'https://polygon-rpc.example',
      nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
      blockExplorerUrl: 'https://polygonscan.example',
    },
    replacesExisting: false,
  },
  switchChain: {
    kind: 'switchChain',
    method: 'wallet_switchEthereumChain',
    from: mainnet,
    to: devnet,
  },
  watchToken: {
    kind: 'watchAsset',
    method: 'wallet_watchAsset',
    chain: mainnet,
    asset: { type: 'erc20', address: appAddress, symbol: 'UNI', decimals: 18, image: null },
  },
  watchNft: {
    kind: 'watchAsset',
    method: 'wallet_watchAsset',
    chain: mainnet,
    asset: {
      type: 'erc721',
      address: nftAddress,
      tokenId: 42n,
      collectionName: 'Bored Apes',
      tokenUrl: 'https://apes.example/42.json',
      balance: 1n,
    },
  },
  switchAccountType: {
    kind: 'switchAccountType',
    method: '_tessera_switchAccountType',
    from: 'eoa',
    to: 'scw',
  },
  connect: {
    kind: 'connect',
    method: 'wallet_requestPermissions',
    origin: hostOrigin,
    account: walletAddress,
  },
} as const satisfies Record<string, RequestDescription>

/**
 * EIP-5792 (issue #17): a batch of two calls, approved together; kept out of `requestFixtures`
 * (its own test checks its view with axe).
 */
const batchDescriptions = {
  sendCalls: {
    kind: 'sendCalls',
    method: 'wallet_sendCalls',
    chain: mainnet,
    from: walletAddress,
    calls: [
      { to: appAddress, value: 10n ** 17n, data: null },
      {
        to: nftAddress,
        value: 0n,
        data: '0xa22cb4650000000000000000000000001f9840a85d5af5bf1d1762f925bdaddc4201f9840000000000000000000000000000000000000000000000000000000000000001',
      },
    ],
  },
} as const satisfies Record<string, RequestDescription>

/** A pending request of the screen tests, of either family. */
export type RequestFixture =
  | keyof typeof descriptions
  | keyof typeof batchDescriptions
  | SolanaRequestFixture
/** The EVM request fixtures (on EVM networks). */
export const requestFixtures = Object.keys(descriptions) as (keyof typeof descriptions)[]

const allDescriptions: Readonly<Record<RequestFixture, RequestDescription>> = {
  ...descriptions,
  ...batchDescriptions,
  ...solanaDescriptions,
}

/** A pending entry of the given kind, with its own request id. */
export function pendingRequest(fixture: RequestFixture, id: string = fixture): PendingRequest {
  const description = allDescriptions[fixture]
  return {
    request: { id, method: description.method, params: [] },
    receivedTime: 1_700_000_000_000,
    description,
    digest: '0x00',
  }
}

/**
 * Token contracts the fake engine's lookup reads (a token without decimals reads like an NFT; a
 * contract that tells neither symbol nor decimals, like an ERC-1155, is no token).
 */
export const chainTokens: Readonly<
  Record<string, { symbol?: string; decimals?: number; name?: string }>
> = {
  '0x5FbDB2315678afecb367f032d93F642f64180aa3': { symbol: 'TUSD', decimals: 6, name: 'Test USD' },
  '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512': { symbol: 'TILE' },
  '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0': {},
}

/** USD Coin of the Ethereum-mainnet catalogue: W-143 on any other chain. */
export const mainnetTokenAddress = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

const hashOf = (byte: string) => `0x${byte.repeat(32)}` as const
const sentActivity: Activity = {
  networkId: evmId(1),
  operation: 'Send',
  txHash: hashOf('a1'),
  explorerUrl: `https://etherscan.io/tx/${hashOf('a1')}`,
  transaction: {
    hash: hashOf('a1'),
    amount: '0.5',
    nonce: 7,
    gasLimit: '21000',
    gasPrice: '30000000000',
    gasUsed: '21000',
    data: null,
    fee: '441000000000000',
  },
  status: 'Success',
  date: Date.UTC(2026, 10, 20, 9, 30),
  address: { from: walletAddress, to: appAddress },
  customToken: null,
}

/** The history of the wallet on Ethereum Mainnet, newest first: one of each status. */
export const activityFixtures: readonly [Activity, Activity, Activity] = [
  {
    ...sentActivity,
    operation: 'Contract Interaction',
    txHash: hashOf('c3'),
    explorerUrl: null,
    transaction: {
      ...sentActivity.transaction,
      hash: hashOf('c3'),
      amount: '0',
      nonce: 9,
      gasLimit: '60000',
      data: '0x1234abcd',
      gasUsed: '48000',
      fee: '1440000000000000',
    },
    status: 'Failed',
    date: Date.UTC(2026, 10, 21, 8, 0),
  },
  {
    ...sentActivity,
    txHash: hashOf('b2'),
    explorerUrl: `https://etherscan.io/tx/${hashOf('b2')}`,
    transaction: {
      ...sentActivity.transaction,
      hash: hashOf('b2'),
      amount: '12.5',
      nonce: 8,
      gasLimit: '90000',
      data: '0xa9059cbb',
      gasUsed: null,
      fee: null,
    },
    status: 'Pending',
    date: Date.UTC(2026, 10, 20, 17, 45),
    customToken: { address: mainnetTokenAddress, symbol: 'USDC', decimals: 6 },
  },
  sentActivity,
]
