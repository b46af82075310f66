import {
  createTestEngine,
  requestApproved,
  testAccount,
  waitForPending,
  wireErrorOf,
} from '@tessera/engine/testing'
import {
  getTypesForEIP712Domain,
  type Hex,
  serializeTypedData,
  type TypedDataDefinition,
  verifyTypedData,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { mailTypedData } from '../testing/typedDataFixture.js'

const address = testAccount.address
const methods = ['eth_signTypedData_v3', 'eth_signTypedData_v4'] as const
const mail = mailTypedData(1)
type Person = { name: string; wallet: string }
/** The Ether Mail as plain JSON data, to break one part of it. */
type EditableMail = {
  types: Record<string, { name: string; type: string }[]>
  primaryType: string
  domain: Record<string, unknown>
  message: { from: Person; to: Person[]; contents?: string; [key: string]: unknown }
}
const withMail = (change: (typedData: EditableMail) => void) => {
  const typedData = structuredClone(mail) as unknown as EditableMail
  change(typedData)
  return typedData
}
/** The Ether Mail with one field of one struct given another type. */
const retyped = (struct: string, field: string, type: string) =>
  withMail((typedData) => {
    typedData.types[struct] = (typedData.types[struct] ?? []).map((entry) =>
      entry.name === field ? { name: field, type } : entry,
    )
  })
/** Uniswap's Permit2 PermitBatch, as an app gives it to viem's signTypedData. */
const permit2 = {
  types: {
    PermitBatch: [
      { name: 'details', type: 'PermitDetails[]' },
      { name: 'spender', type: 'address' },
      { name: 'sigDeadline', type: 'uint256' },
    ],
    PermitDetails: [
      { name: 'token', type: 'address' },
      { name: 'amount', type: 'uint160' },
      { name: 'expiration', type: 'uint48' },
      { name: 'nonce', type: 'uint48' },
    ],
  },
  primaryType: 'PermitBatch',
  domain: {
    name: 'Permit2',
    chainId: 1,
    verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
  },
  message: {
    details: [
      {
        token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        amount: 2n ** 160n - 1n,
        expiration: 1_900_000_000,
        nonce: 0,
      },
    ],
    spender: '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD',
    sigDeadline: 1_800_000_000n,
  },
} as const
/** What viem's signTypedData wallet action sends for it: EIP712Domain added, bigints as text. */
const permitBatch = serializeTypedData({
  ...permit2,
  types: { EIP712Domain: getTypesForEIP712Domain({ domain: permit2.domain }), ...permit2.types },
} as TypedDataDefinition)
/** The Ether Mail as ethers v5's TypedDataEncoder.getPayload sends it: numbers as decimal text. */
const ethersV5Mail = withMail((typedData) => {
  typedData.domain.chainId = '1'
})

const sign = (method: string, payload: unknown) => ({ id: 1, method, params: [address, payload] })

describe('signTypedDataMethod', () => {
  test.each(
    methods.flatMap((method) => [
      [method, 'viem (Permit2 batch)', permitBatch, 'PermitBatch'],
      [method, 'ethers v5 (chain id as decimal text)', ethersV5Mail, 'Mail'],
    ]),
  )('default: %s accepts what %s sends', async (method, _library, payload, primaryType) => {
    const { engine } = createTestEngine()
    engine.request(sign(method, payload))
    expect((await waitForPending(engine, 1)).description).toMatchObject({ primaryType })
  })

  test('behavior: what is signed is what the app sent (the Permit2 batch verifies)', async () => {
    const { engine } = createTestEngine()
    const signature = await requestApproved(engine, sign('eth_signTypedData_v4', permitBatch))
    expect(
      await verifyTypedData({ address, ...JSON.parse(permitBatch), signature: signature as Hex }),
    ).toBe(true)
  })

  test('behavior: the view shows the domain the signature hashes, declared when the app gave none', async () => {
    const { engine } = createTestEngine()
    const { EIP712Domain: _, ...types } = mail.types
    engine.request(sign('eth_signTypedData_v4', { ...mail, types }))
    expect((await waitForPending(engine, 1)).description).toMatchObject({
      domain: [
        { name: 'name', type: 'string', value: 'Ether Mail' },
        { name: 'version', type: 'string', value: '1' },
        { name: 'chainId', type: 'uint256', value: '1' },
        {
          name: 'verifyingContract',
          type: 'address',
          value: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
        },
      ],
    })
  })

  const refusals: [string, unknown, string][] = [
    [
      'a type string that is not EIP-712',
      retyped('Mail', 'to', 'ConsiderationItem[+'),
      'typed data type "ConsiderationItem[+" of Mail.to is not a valid EIP-712 type',
    ],
    [
      'a struct referencing an undefined type',
      retyped('Person', 'wallet', 'Wallet'),
      'typed data type "Wallet" of Person.wallet is not defined in types',
    ],
    [
      'a primaryType not defined',
      withMail((typedData) => {
        typedData.primaryType = 'Letter'
      }),
      'typed data primaryType "Letter" is not defined in types',
    ],
    [
      'EIP712Domain as primaryType',
      withMail((typedData) => {
        typedData.primaryType = 'EIP712Domain'
      }),
      'typed data primaryType must be the message type, not EIP712Domain',
    ],
    [
      'a verifyingContract that is not an address',
      withMail((typedData) => {
        typedData.domain.verifyingContract = 'Ether Mail'
      }),
      'typed data domain.verifyingContract is not a valid address: Address "Ether Mail" is invalid.',
    ],
    [
      'a verifyingContract declared as a string',
      retyped('EIP712Domain', 'verifyingContract', 'string'),
      'typed data domain field verifyingContract must be of type address, not string',
    ],
    [
      'a chainId that is not a number',
      withMail((typedData) => {
        typedData.domain.chainId = 'mainnet'
      }),
      'typed data domain.chainId is not a chain id: expected a number',
    ],
    [
      'a domain field outside the types',
      withMail((typedData) => {
        typedData.domain.salt = `0x${'00'.repeat(32)}`
      }),
      'typed data domain.salt is not a field of EIP712Domain: fields outside the types would not be signed',
    ],
    [
      'a message field outside the types',
      withMail((typedData) => {
        typedData.message.amount = '1000000'
      }),
      'typed data message.amount is not a field of Mail: fields outside the types would not be signed',
    ],
    [
      'a message value not encodable under its type',
      withMail((typedData) => {
        typedData.message.to = [{ name: 'Bob', wallet: '0x1234' }]
      }),
      'typed data message.to[0].wallet is not a valid address: Address "0x1234" is invalid.',
    ],
    [
      'a message value missing',
      withMail((typedData) => {
        delete typedData.message.contents
      }),
      'typed data message.contents (string) is missing',
    ],
  ]

  for (const method of methods)
    test.each(refusals)(
      `error: ${method} %s is refused before approval, the queue unaffected`,
      async (_name, payload, message) => {
        const { engine } = createTestEngine()
        const answer = engine.request(sign(method, JSON.stringify(payload)))
        expect(await wireErrorOf(answer)).toEqual({
          code: -32602,
          message,
          data: { code: 'invalid_params' },
        })
        expect(engine.approvals.snapshot()).toMatchObject({ pending: [], skipped: [] })
      },
    )

  test('error: in NoUI mode a malformed payload is refused too, never signed', async () => {
    const { engine } = createTestEngine({ appMode: 'noUI' })
    const [, payload, message] = refusals[0] as [string, unknown, string]
    expect((await wireErrorOf(engine.request(sign('eth_signTypedData_v4', payload)))).message).toBe(
      message,
    )
  })
})
