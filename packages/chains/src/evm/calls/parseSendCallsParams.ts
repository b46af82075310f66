import { WalletError } from '@tessera/errors'
import { bytesToHex } from 'viem'
import { invalidParams } from '../../params/invalidParams.js'
import { isRecord } from '../../params/isRecord.js'
import { paramAt } from '../../params/paramAt.js'
import type { EvmContext } from '../EvmContext.js'
import { evmChainId } from '../evmChainId.js'
import { parseAccountParam } from '../methods/parseAccountParam.js'
import { parseTransactionParams } from '../methods/parseTransactionParams.js'
import type { TransactionParams } from '../requests/EvmRequestDescription.js'
import { parseChainId } from '../requests/parseChainId.js'
import { requiredParamsMissing } from '../requests/requestTexts.js'
import { assertCapabilities } from './assertCapabilities.js'
import { assertNewBatchId } from './assertNewBatchId.js'
import type { SendCallsParams } from './SendCallsParams.js'

/** EIP-5792: the version of wallet_sendCalls the wallet speaks. */
export const sendCallsVersion = '2.0.0'
/** EIP-5792: a batch id is at most 4096 bytes. */
const maxBatchIdLength = 4096
/**
 * The most calls one batch may have (else 5740): each is estimated, checked for alerts and shown
 * in the approval view, and sent and confirmed one after another.
 */
export const maxBatchCalls = 20

/**
 * wallet_sendCalls [{version, id?, from?, chainId, atomicRequired, calls, capabilities?}]
 * (EIP-5792, issue #17), refused before any approval: the selected network's chain id only (else
 * 5710), no atomic execution (5760: the account sends the calls one after another), no
 * capability the app requires (5700), a new batch id (5720), and 1 to `maxBatchCalls` calls
 * (5740), each a transaction the account could send (`to`, `data`, `value` as
 * eth_sendTransaction checks them; a value with neither `to` nor `data` would create an empty
 * contract and lose it, so it is refused).
 */
export function parseSendCallsParams(params: unknown, context: EvmContext): SendCallsParams {
  const request = paramAt(params, 0)
  if (!isRecord(request)) throw invalidParams(requiredParamsMissing)
  if (request.version !== sendCallsVersion)
    throw invalidParams(
      `invalid version: wallet_sendCalls version ${sendCallsVersion} is supported`,
    )
  assertChainId(request.chainId, context)
  if (typeof request.atomicRequired !== 'boolean')
    throw invalidParams('invalid atomicRequired: not a boolean')
  if (request.atomicRequired) throw new WalletError('atomicity_not_supported')
  assertCapabilities(request.capabilities, 'capabilities')
  const from =
    request.from === undefined ? context.account.address : parseAccountParam(request.from, context)
  const calls = parseCalls(request.calls, from, context)
  const id = request.id === undefined ? newBatchId() : batchId(request.id)
  assertNewBatchId(id, context)
  return { id, from, networkId: context.networks.selected().id, calls }
}

function assertChainId(value: unknown, context: EvmContext): void {
  const chainId = parseChainId(value)
  if (typeof value !== 'string' || chainId === undefined)
    throw invalidParams('invalid chainId: not a hex chain id')
  if (chainId !== evmChainId(context.networks.selected()))
    throw new WalletError('unsupported_chain_id', { params: { chainId: value } })
}

function parseCalls(value: unknown, from: string, context: EvmContext): TransactionParams[] {
  if (!Array.isArray(value) || value.length === 0)
    throw invalidParams('invalid calls: a list of at least one call')
  if (value.length > maxBatchCalls)
    throw new WalletError('batch_too_large', { params: { max: String(maxBatchCalls) } })
  return value.map((call: unknown, index) => {
    const where = `calls[${index}]`
    if (!isRecord(call)) throw invalidParams(`invalid ${where}: not an object`)
    assertCapabilities(call.capabilities, `${where}.capabilities`)
    const { to, data, value: amount } = call
    if (to === undefined && data === undefined)
      throw invalidParams(`invalid ${where}: a call needs a to or data`)
    try {
      // A call is sent as a transaction with only these fields: the wallet picks gas and fees.
      return parseTransactionParams([{ from, to, data, value: amount }], context)
    } catch (error) {
      if (error instanceof WalletError && error.code === 'invalid_params')
        throw invalidParams(`invalid ${where}: ${error.shortMessage}`, error)
      throw error
    }
  })
}

function batchId(value: unknown): string {
  if (typeof value !== 'string' || value === '' || value.length > maxBatchIdLength)
    throw invalidParams(`invalid id: a string of 1 to ${maxBatchIdLength} characters`)
  return value
}

function newBatchId(): string {
  return bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
}
