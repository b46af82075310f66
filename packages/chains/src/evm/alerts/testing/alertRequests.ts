import { type Address, encodeFunctionData, type Hex, maxUint256, parseAbi } from 'viem'
import type { TransactionAlertRequest, TypedDataAlertRequest } from '../AlertRequest.js'

export const owner: Address = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4'
export const token: Address = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'
export const spender: Address = '0xAb8483F64d9C6d1EcF9b849Ae677dD3315835cb2'
export const permit2: Address = '0x000000000022D473030F116dDEE9F6B43aC78BA3'

const abi = parseAbi([
  'function approve(address spender, uint256 amount)',
  'function increaseAllowance(address spender, uint256 addedValue)',
  'function setApprovalForAll(address operator, bool approved)',
  'function transfer(address to, uint256 amount)',
  'function transferFrom(address from, address to, uint256 tokenId)',
])

/** A transaction to `token` calling one of the token functions the rules read. */
function tokenCall(data: Hex): TransactionAlertRequest {
  return { kind: 'transaction', from: owner, to: token, value: 0n, data }
}

export const unlimitedApprove = (to: Address = spender) =>
  tokenCall(encodeFunctionData({ abi, functionName: 'approve', args: [to, maxUint256] }))
export const approveOf = (amount: bigint, to: Address = spender) =>
  tokenCall(encodeFunctionData({ abi, functionName: 'approve', args: [to, amount] }))
export const increaseAllowanceOf = (amount: bigint) =>
  tokenCall(encodeFunctionData({ abi, functionName: 'increaseAllowance', args: [spender, amount] }))
export const setApprovalForAll = (approved: boolean) =>
  tokenCall(
    encodeFunctionData({ abi, functionName: 'setApprovalForAll', args: [spender, approved] }),
  )
export const transferOf = (to: Address, amount: bigint) =>
  tokenCall(encodeFunctionData({ abi, functionName: 'transfer', args: [to, amount] }))
export const nftTransferFrom = (to: Address, tokenId: bigint) =>
  tokenCall(encodeFunctionData({ abi, functionName: 'transferFrom', args: [owner, to, tokenId] }))

/** A plain coin transfer: no data. */
export const coinTransfer: TransactionAlertRequest = {
  kind: 'transaction',
  from: owner,
  to: spender,
  value: 10n ** 18n,
  data: null,
}

/** An EIP-2612 Permit of `value` until `deadline`, values as apps send them (strings). */
export function eip2612Permit(value: bigint, deadline: bigint): TypedDataAlertRequest {
  return {
    kind: 'typedData',
    from: owner,
    domain: { name: 'Uniswap', version: '1', chainId: 1, verifyingContract: token },
    primaryType: 'Permit',
    message: { owner, spender, value: value.toString(), nonce: '0', deadline: deadline.toString() },
  }
}

/** A Permit2 PermitSingle of `amount` whose allowance ends at `expiration`. */
export function permit2Single(
  amount: bigint,
  expiration: bigint,
  sigDeadline: bigint,
): TypedDataAlertRequest {
  return {
    kind: 'typedData',
    from: owner,
    domain: { name: 'Permit2', chainId: 1, verifyingContract: permit2 },
    primaryType: 'PermitSingle',
    message: {
      details: { token, amount: amount.toString(), expiration: Number(expiration), nonce: 0 },
      spender,
      sigDeadline: sigDeadline.toString(),
    },
  }
}

/** A Permit2 PermitBatch of these amounts of `token`, each allowance ending at `expiration`. */
export function permit2Batch(
  amounts: readonly bigint[],
  expiration: bigint,
  sigDeadline: bigint,
): TypedDataAlertRequest {
  return {
    kind: 'typedData',
    from: owner,
    domain: { name: 'Permit2', chainId: 1, verifyingContract: permit2 },
    primaryType: 'PermitBatch',
    message: {
      details: amounts.map((amount, nonce) => ({
        token,
        amount: amount.toString(),
        expiration: Number(expiration),
        nonce,
      })),
      spender,
      sigDeadline: sigDeadline.toString(),
    },
  }
}
