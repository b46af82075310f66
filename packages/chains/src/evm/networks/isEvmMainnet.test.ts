import { describe, expect, test } from 'vitest'
import { evmNetworkId } from '../evmChainId.js'
import { isEvmMainnet } from './isEvmMainnet.js'

const isMainnet = (chainId: number) => isEvmMainnet(evmNetworkId(chainId))

describe('isEvmMainnet', () => {
  test('R-035: default: Ethereum and the default token-list chains are mainnets', () => {
    expect([1, 137, 42161, 56].map(isMainnet)).toEqual([true, true, true, true])
  })

  test('R-034: behavior: local devnets and public testnets are not', () => {
    expect([31337, 31338, 11155111, 80002].map(isMainnet)).toEqual([false, false, false, false])
  })
})
