import {
  type Address,
  concat,
  encodeDeployData,
  getContractAddress,
  type Hex,
  keccak256,
  toHex,
} from 'viem'
import { fixtureMultiTokenAbi, fixtureMultiTokenBytecode } from './artifacts/FixtureMultiToken.js'
import { fixtureNftAbi, fixtureNftBytecode } from './artifacts/FixtureNft.js'
import { fixtureTokenAbi, fixtureTokenBytecode } from './artifacts/FixtureToken.js'
import { deployerAccount, testUserAccount } from './devnetAccounts.js'
import { fixtureNftCollection, fixtureTokens } from './fixtureCollections.js'

/** The deterministic CREATE2 deployer anvil ships at genesis (Arachnid's proxy). */
export const create2DeployerAddress: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/** Where viem, ethers and wallets expect Multicall3 on every chain. */
export const multicall3Address: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

const fixtureSalt: Hex = keccak256(toHex('tessera-devnet-fixtures-v1'))

export type FixtureName = 'tusd' | 'tst' | 'nft' | 'multiToken'

/** Init code of each fixture contract; the same bytes, so the same address, on every chain. */
export const fixtureInitCodes: Readonly<Record<FixtureName, Hex>> = {
  tusd: tokenInitCode(fixtureTokens.tusd),
  tst: tokenInitCode(fixtureTokens.tst),
  nft: encodeDeployData({
    abi: fixtureNftAbi,
    bytecode: fixtureNftBytecode,
    args: [fixtureNftCollection.name, fixtureNftCollection.symbol, deployerAccount.address],
  }),
  multiToken: encodeDeployData({
    abi: fixtureMultiTokenAbi,
    bytecode: fixtureMultiTokenBytecode,
    args: [deployerAccount.address],
  }),
}

/** Where each fixture lives on every devnet chain: known before anything is deployed. */
export const fixtureAddresses: Readonly<Record<FixtureName, Address>> = Object.fromEntries(
  Object.entries(fixtureInitCodes).map(([name, initCode]) => [
    name,
    getContractAddress({
      opcode: 'CREATE2',
      from: create2DeployerAddress,
      salt: fixtureSalt,
      bytecode: initCode,
    }),
  ]),
) as Record<FixtureName, Address>

/** Calldata for the CREATE2 deployer: salt, then init code. */
export function create2Calldata(initCode: Hex): Hex {
  return concat([fixtureSalt, initCode])
}

function tokenInitCode(token: (typeof fixtureTokens)[keyof typeof fixtureTokens]): Hex {
  return encodeDeployData({
    abi: fixtureTokenAbi,
    bytecode: fixtureTokenBytecode,
    args: [token.name, token.symbol, token.decimals, testUserAccount.address, token.supply],
  })
}
