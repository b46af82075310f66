import {
  createTestEngine,
  requestApproved,
  testAccount,
  waitForPending,
  wireErrorOf,
} from '@tessera/engine/testing'
import { recoverAddress, type TypedDataDefinition, verifyTypedData } from 'viem'
import { describe, expect, test } from 'vitest'
import { mailTypedData } from '../testing/typedDataFixture.js'
import { legacyTypedDataHash } from './legacyTypedDataHash.js'

const address = testAccount.address
const withHexChainId = (typedData: TypedDataDefinition) => ({
  ...typedData,
  domain: { ...typedData.domain, chainId: '0x1' },
})
const requiredParamsMissing = {
  code: -32602,
  message: 'required params missing',
  data: { code: 'invalid_params' },
}

describe('eth_signTypedData_v4', () => {
  test('default: Q-025 the approval shows the domain and the message as trees', async () => {
    const { engine } = createTestEngine()
    engine.request({
      id: 1,
      method: 'eth_signTypedData_v4',
      params: [address, withHexChainId(mailTypedData(1))],
    })
    const { description } = await waitForPending(engine, 1)
    expect(description).toMatchObject({
      kind: 'signTypedData',
      from: address,
      chain: { networkId: 'eip155:1' },
      primaryType: 'Mail',
      domain: [
        { name: 'name', type: 'string', value: 'Ether Mail' },
        { name: 'version', type: 'string', value: '1' },
        { name: 'chainId', type: 'uint256', value: '0x1' },
        { name: 'verifyingContract', type: 'address' },
      ],
      message: [
        {
          name: 'from',
          type: 'Person',
          children: [
            { name: 'name', type: 'string', value: 'Cow' },
            {
              name: 'wallet',
              type: 'address',
              value: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826',
            },
          ],
        },
        { name: 'to', type: 'Person[]', children: [{ name: '0', type: 'Person' }] },
        { name: 'contents', type: 'string', value: 'Hello, Bob!' },
      ],
    })
  })

  test.each([
    ['V-028 a non-object payload', 'not json'],
    ['V-028 a number payload', 7],
    ['V-029 an object without domain', { ...mailTypedData(1), domain: undefined }],
  ])('error: %s → required params missing', async (_name, payload) => {
    const { engine } = createTestEngine()
    expect(
      await wireErrorOf(
        engine.request({ id: 1, method: 'eth_signTypedData_v4', params: [address, payload] }),
      ),
    ).toEqual(requiredParamsMissing)
  })

  test('error: V-030 a domain chain id other than the selected network', async () => {
    const { engine } = createTestEngine()
    const answer = engine.request({
      id: 1,
      method: 'eth_signTypedData_v4',
      params: [address, mailTypedData(137)],
    })
    expect(await wireErrorOf(answer)).toEqual({
      code: -32602,
      message: 'domain chain ID 137 does not match network chain id 1',
      data: { code: 'invalid_params' },
    })
  })

  test('behavior: V-031 a matching domain chain id (hex or number) is signable', async () => {
    const { engine } = createTestEngine()
    const typedData = withHexChainId(mailTypedData(1))
    const signature = await requestApproved(engine, {
      id: 1,
      method: 'eth_signTypedData_v4',
      params: [address, typedData],
    })
    expect(
      await verifyTypedData({ address, ...mailTypedData(1), signature: signature as never }),
    ).toBe(true)
  })
})

describe('eth_signTypedData_v3 and eth_signTypedData_v4', () => {
  test.each([
    ['C-036', 'eth_signTypedData_v3'],
    ['C-037', 'eth_signTypedData_v4'],
  ])(
    'default: %s %s supported: JSON typed data approved, and the signature verifies',
    async (_id, method) => {
      const { engine } = createTestEngine()
      const typedData = mailTypedData(1)
      const signature = await requestApproved(engine, {
        id: 1,
        method,
        params: [address, JSON.stringify(typedData)],
      })
      expect(await verifyTypedData({ address, ...typedData, signature: signature as never })).toBe(
        true,
      )
    },
  )
})

describe('eth_signTypedData', () => {
  const fields = [
    { type: 'string', name: 'message', value: 'Hi, Alice!' },
    { type: 'uint', name: 'value', value: 42 },
  ]

  test('default: C-035 supported (legacy v1): approved, signed over the legacy hash', async () => {
    const { engine } = createTestEngine()
    const answer = engine.request({ id: 1, method: 'eth_signTypedData', params: [fields, address] })
    expect((await waitForPending(engine, 1)).description).toMatchObject({
      kind: 'signTypedData',
      domain: null,
      message: [
        { name: 'message', type: 'string', value: 'Hi, Alice!' },
        { name: 'value', type: 'uint', value: '42' },
      ],
    })
    engine.approvals.approve(1)
    const signature = (await answer) as `0x${string}`
    expect(await recoverAddress({ hash: legacyTypedDataHash(fields), signature })).toBe(address)
  })

  test('error: an empty field list → required params missing', async () => {
    const { engine } = createTestEngine()
    expect(
      await wireErrorOf(
        engine.request({ id: 1, method: 'eth_signTypedData', params: [[], address] }),
      ),
    ).toEqual(requiredParamsMissing)
  })
})
