import {
  type Address,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
} from 'viem'
import { fixtureMultiTokenAbi } from './artifacts/FixtureMultiToken.js'
import { fixtureNftAbi } from './artifacts/FixtureNft.js'
import { multicall3DeployedBytecode } from './artifacts/Multicall3.js'
import { deployerAccount, testUserAccount } from './devnetAccounts.js'
import {
  create2Calldata,
  create2DeployerAddress,
  type FixtureName,
  fixtureAddresses,
  fixtureInitCodes,
  multicall3Address,
} from './fixtureAddresses.js'
import { fixtureMultiTokenCollection, fixtureNftCollection } from './fixtureCollections.js'
import { fixtureMetadata, tileSvg, toDataUri } from './fixtureMetadata.js'

const pollingIntervalMs = 50

export type DeployFixturesParameters = {
  readonly chain: Chain
  readonly rpcUrl: string
  /** Base URL of the fixture server; the HTTP-served NFT's token URI points here. */
  readonly fixtureServerUrl: string
}

/**
 * Makes sure every fixture exists on a devnet chain: contracts at their CREATE2 addresses,
 * Multicall3 at its canonical address, the test user's NFTs minted and the ERC-1155 URI set.
 * Idempotent: on a chain restored from disk it only checks.
 */
export async function deployFixtures(parameters: DeployFixturesParameters) {
  const { chain, rpcUrl, fixtureServerUrl } = parameters
  const transport = http(rpcUrl)
  const publicClient = createPublicClient({ chain, transport, pollingInterval: pollingIntervalMs })
  const walletClient = createWalletClient({
    chain,
    transport,
    account: deployerAccount,
    pollingInterval: pollingIntervalMs,
  })
  const send = async (to: Address, data: Hex) =>
    publicClient.waitForTransactionReceipt({
      hash: await walletClient.sendTransaction({ to, data }),
      pollingInterval: pollingIntervalMs,
    })

  if (!(await hasCode(publicClient, create2DeployerAddress)))
    throw new Error(
      `chain ${chain.id}: the CREATE2 deployer is missing at ${create2DeployerAddress}`,
    )
  if (!(await hasCode(publicClient, multicall3Address)))
    await createTestClient({ chain, transport, mode: 'anvil' }).setCode({
      address: multicall3Address,
      bytecode: multicall3DeployedBytecode,
    })

  for (const name of Object.keys(fixtureInitCodes) as FixtureName[]) {
    if (await hasCode(publicClient, fixtureAddresses[name])) continue
    const receipt = await send(create2DeployerAddress, create2Calldata(fixtureInitCodes[name]))
    if (receipt.status !== 'success') throw new Error(`chain ${chain.id}: deploying ${name} failed`)
  }

  for (const [tokenId, uri] of nftTokenUris(fixtureServerUrl)) {
    const minted = await publicClient
      .readContract({
        address: fixtureAddresses.nft,
        abi: fixtureNftAbi,
        functionName: 'ownerOf',
        args: [tokenId],
      })
      .then(() => true)
      .catch(() => false)
    if (minted) continue
    await walletClient.writeContract({
      address: fixtureAddresses.nft,
      abi: fixtureNftAbi,
      functionName: 'mint',
      args: [testUserAccount.address, tokenId, uri],
    })
  }

  const multiTokenUri = `${fixtureServerUrl}/erc1155/{id}.json`
  const multiToken = { address: fixtureAddresses.multiToken, abi: fixtureMultiTokenAbi } as const
  if (
    (await publicClient.readContract({ ...multiToken, functionName: 'uri', args: [0n] })) !==
    multiTokenUri
  )
    await walletClient.writeContract({
      ...multiToken,
      functionName: 'setURI',
      args: [multiTokenUri],
    })
  for (const { id, amount } of fixtureMultiTokenCollection.balances) {
    const balance = await publicClient.readContract({
      ...multiToken,
      functionName: 'balanceOf',
      args: [testUserAccount.address, id],
    })
    if (balance === 0n)
      await walletClient.writeContract({
        ...multiToken,
        functionName: 'mint',
        args: [testUserAccount.address, id, amount],
      })
  }
  return { ...fixtureAddresses, multicall3: multicall3Address }
}

/** The fixture NFT's token URIs: one self-contained `data:` URI, one served over HTTP. */
export function nftTokenUris(fixtureServerUrl: string): [bigint, string][] {
  const { name, dataUriTokenId, httpUriTokenId } = fixtureNftCollection
  const inlineImage = toDataUri('image/svg+xml', tileSvg(dataUriTokenId))
  const inlineMetadata = JSON.stringify(fixtureMetadata(name, dataUriTokenId, inlineImage))
  return [
    [dataUriTokenId, toDataUri('application/json', inlineMetadata)],
    [httpUriTokenId, `${fixtureServerUrl}/nft/${httpUriTokenId}.json`],
  ]
}

async function hasCode(client: PublicClient, address: Address): Promise<boolean> {
  const code = await client.getCode({ address })
  return code !== undefined && code !== '0x'
}
