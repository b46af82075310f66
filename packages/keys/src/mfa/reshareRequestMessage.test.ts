import { describe, expect, test } from 'vitest'
import { reshareRequestMessage } from './reshareRequestMessage.js'

const parameters = {
  nodeIndex: 2,
  requestId: 'r'.repeat(16),
  value: `0x${'11'.repeat(32)}`,
  commitments: [`0x02${'22'.repeat(32)}`, `0x03${'33'.repeat(32)}`],
  factorCommitments: [`0x02${'44'.repeat(32)}`, `0x02${'55'.repeat(32)}`],
} as const

describe('reshareRequestMessage', () => {
  test('default: names the node, the reshare mode, the request and a digest of what is stored', () => {
    expect(reshareRequestMessage(parameters)).toMatchInlineSnapshot(
      `"tessera-keynode:v1:2:reshare:rrrrrrrrrrrrrrrr:99a253e15fdea8550569fa841bcaba92ceb563977e610c761b52dd6e643bd7f1"`,
    )
  })

  test('behavior: any change of node, value or commitments changes the text', () => {
    const base = reshareRequestMessage(parameters)
    expect(reshareRequestMessage({ ...parameters, nodeIndex: 3 })).not.toBe(base)
    expect(reshareRequestMessage({ ...parameters, value: `0x${'12'.repeat(32)}` })).not.toBe(base)
    expect(
      reshareRequestMessage({ ...parameters, factorCommitments: parameters.commitments }),
    ).not.toBe(base)
  })
})
