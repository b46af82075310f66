import { parseAbi } from 'viem'

/** The ERC-1155 reads wallet_watchAsset needs (SPEC §3 multi-token standard, plus optional name). */
export const erc1155ReadAbi = parseAbi([
  'function balanceOf(address account, uint256 id) view returns (uint256)',
  'function uri(uint256 id) view returns (string)',
  'function name() view returns (string)',
])
