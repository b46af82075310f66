import { describe, expect, test } from 'vitest'
import { reshareRequestMessage } from './reshareRequestMessage.js'

const parameters = {
  nodeIndex: 2,
  requestId: 'r'.repeat(16),
  issuedAt: 1_800_000_000_000,
  value: `0x${'11'.repeat(32)}`,
  commitments: [`0x02${'22'.repeat(32)}`, `0x03${'33'.repeat(32)}`],
  factorCommitments: [`0x02${'44'.repeat(32)}`, `0x02${'55'.repeat(32)}`],
  previousFactorCommitments: [],
} as const

describe('reshareRequestMessage', () => {
  test('default: names the node, the reshare mode, the request, its time and a digest of what is stored', () => {
    expect(reshareRequestMessage(parameters)).toMatchInlineSnapshot(
      `"tessera-keynode:v1:2:reshare:rrrrrrrrrrrrrrrr:1800000000000:2f5dba1c93b1b1d8b6e99fd572284203aa251c4377e7934d3049a88998f2ba8e"`,
    )
  })

  test('behavior: any change of node, time, value, commitments or either line changes the text', () => {
    const base = reshareRequestMessage(parameters)
    expect(reshareRequestMessage({ ...parameters, nodeIndex: 3 })).not.toBe(base)
    expect(reshareRequestMessage({ ...parameters, value: `0x${'12'.repeat(32)}` })).not.toBe(base)
    expect(
      reshareRequestMessage({ ...parameters, factorCommitments: parameters.commitments }),
    ).not.toBe(base)
    expect(reshareRequestMessage({ ...parameters, issuedAt: parameters.issuedAt + 1 })).not.toBe(
      base,
    )
    expect(
      reshareRequestMessage({
        ...parameters,
        previousFactorCommitments: parameters.factorCommitments,
      }),
    ).not.toBe(base)
  })
})
