import { type Address, encodeFunctionData, type Hex, isAddressEqual, parseAbi } from 'viem'
import type { AlertContext } from './AlertContext.js'
import type { AlertRule } from './AlertRule.js'
import { decodeTokenCall } from './decodeTokenCall.js'
import { hasContractCode } from './hasContractCode.js'

const receiverAbi = parseAbi([
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
  'function onERC721Received(address operator, address from, uint256 tokenId, bytes data) returns (bytes4)',
])

/** ERC-165 id of ERC-721. */
const erc721InterfaceId = '0x80ac58cd'
/** What a contract that accepts ERC-721 tokens answers to `onERC721Received`. */
const erc721ReceivedSelector = '0x150b7a02'

/**
 * Issue #17: tokens sent where they are lost for good: an ERC-20 `transfer` to the token's own
 * contract, or an ERC-721 `transferFrom` (which skips the receiver check `safeTransferFrom`
 * makes) to a contract that does not answer `onERC721Received`.
 */
export const transferToNonReceiver: AlertRule = {
  name: 'transferToNonReceiver',
  async evaluate(request, context) {
    if (request.kind !== 'transaction' || request.to === null) return []
    const token = request.to
    const call = decodeTokenCall(request.data)
    if (call?.name === 'transfer' && isAddressEqual(call.to, token))
      return [
        {
          rule: 'transferToNonReceiver',
          level: 'danger',
          reason: `This sends your tokens to the token contract ${token} itself, which cannot send them back: they would be lost.`,
        },
      ]
    if (call?.name !== 'transferFrom') return []
    if (!hasContractCode(await context.getCode(call.to))) return []
    if (!(await isErc721(context, token))) return []
    if (await acceptsErc721(context, { ...call, token, operator: request.from })) return []
    return [
      {
        rule: 'transferToNonReceiver',
        level: 'danger',
        reason: `This sends NFT #${call.amountOrTokenId} to ${call.to}, a contract that does not accept NFTs: it would be stuck there for good.`,
      },
    ]
  },
}

async function isErc721(context: AlertContext, token: Address): Promise<boolean> {
  const data = encodeFunctionData({
    abi: receiverAbi,
    functionName: 'supportsInterface',
    args: [erc721InterfaceId],
  })
  return isTrue(await context.call({ to: token, data }).catch(() => undefined))
}

/** Asks the receiver as the token contract would in `safeTransferFrom`. */
async function acceptsErc721(
  context: AlertContext,
  transfer: {
    token: Address
    operator: Address
    from: Address
    to: Address
    amountOrTokenId: bigint
  },
): Promise<boolean> {
  const data = encodeFunctionData({
    abi: receiverAbi,
    functionName: 'onERC721Received',
    args: [transfer.operator, transfer.from, transfer.amountOrTokenId, '0x'],
  })
  const answer = await context
    .call({ from: transfer.token, to: transfer.to, data })
    .catch(() => undefined)
  return answer?.slice(0, 10).toLowerCase() === erc721ReceivedSelector
}

function isTrue(answer: Hex | undefined): boolean {
  return answer !== undefined && answer.length === 66 && BigInt(answer) === 1n
}
