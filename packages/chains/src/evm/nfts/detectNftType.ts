import { WalletError } from '@tessera/errors'
import type { Address, PublicClient } from 'viem'
import { erc165Abi } from '../methods/watchAsset/nftAbis.js'
import { whenRefused } from '../methods/watchAsset/whenRefused.js'

/** ERC-165 interface ids of the two NFT standards (SPEC §5: detected by interface ids). */
const interfaceIds = { erc721: '0x80ac58cd', erc1155: '0xd9b67a26' } as const

/**
 * The standard of an NFT contract by ERC-165 `supportsInterface`; a contract that supports
 * neither (or cannot tell: an ERC-20, no code) is W-112, an unsupported NFT (SPEC §8). A node
 * that does not answer is its own error, not W-112.
 */
export async function detectNftType(
  client: PublicClient,
  address: Address,
): Promise<'erc721' | 'erc1155'> {
  const supports = (interfaceId: `0x${string}`) =>
    client
      .readContract({
        address,
        abi: erc165Abi,
        functionName: 'supportsInterface',
        args: [interfaceId],
      })
      .catch(whenRefused(false))
  const [isErc721, isErc1155] = await Promise.all([
    supports(interfaceIds.erc721),
    supports(interfaceIds.erc1155),
  ])
  if (isErc721) return 'erc721'
  if (isErc1155) return 'erc1155'
  throw new WalletError('W-112', { details: `${address} is neither ERC-721 nor ERC-1155` })
}
