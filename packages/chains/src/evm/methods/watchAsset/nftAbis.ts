import { parseAbi } from 'viem'

/** The ERC-1155 reads wallet_watchAsset needs (SPEC §3 multi-token standard, plus optional name). */
export const erc1155ReadAbi = parseAbi([
  'function balanceOf(address account, uint256 id) view returns (uint256)',
  'function uri(uint256 id) view returns (string)',
  'function name() view returns (string)',
])

/** ERC-165: how an NFT contract tells which standard it implements (SPEC §5). */
export const erc165Abi = parseAbi([
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
])
