import { createTestEngine, testAccount, waitForPending, wireErrorOf } from '@tessera/engine/testing'
import { describe, expect, test } from 'vitest'

const address = testAccount.address
const to = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const send = (tx: Record<string, unknown>) => ({
  id: 1,
  method: 'eth_sendTransaction',
  params: [{ from: address, to, ...tx }],
})
const gasChoice = {
  speed: 'normal',
  values: { gasLimit: 21_000n, maxFeePerGas: 2_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n },
} as const

describe('eth_sendTransaction', () => {
  test('default: Q-001 the approval shows chain, from, to, value, data and gas fields', async () => {
    const { engine } = createTestEngine()
    engine.request(send({ value: '0xde0b6b3a7640000', data: '0x1234', gas: '0x5208' }))
    expect((await waitForPending(engine, 1)).description).toEqual({
      kind: 'sendTransaction',
      method: 'eth_sendTransaction',
      chain: { networkId: 'eip155:1', chainName: 'Chain 1' },
      from: address,
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      value: 10n ** 18n,
      data: '0x1234',
      gas: 21_000n,
      gasPrice: null,
      maxFeePerGas: null,
      maxPriorityFeePerGas: null,
      nonce: null,
      isEip1559: true,
    })
  })

  test('behavior: V-053 a type 2 transaction has its gas price cleared', async () => {
    const { engine } = createTestEngine()
    engine.request(send({ type: '0x2', gasPrice: '0x3b9aca00', maxFeePerGas: '0x77359400' }))
    expect((await waitForPending(engine, 1)).description).toMatchObject({
      gasPrice: null,
      maxFeePerGas: 2_000_000_000n,
      isEip1559: true,
    })
  })

  test('error: V-052 X-010 a legacy transaction with an empty gas price → W-106 (NoUI)', async () => {
    const { engine } = createTestEngine({ appMode: 'noUI' })
    expect(await wireErrorOf(engine.request(send({ type: '0x0', gasPrice: '' })))).toEqual({
      code: -32602,
      message: 'Please provide a gas fee',
      data: { code: 'W-106' },
    })
  })

  test('behavior: V-052 approving a legacy transaction without a gas choice is refused (W-106), it stays pending', async () => {
    const { engine } = createTestEngine()
    engine.request(send({ type: '0x0' }))
    await waitForPending(engine, 1)
    expect(() => engine.approvals.approve(1)).toThrowError(
      expect.objectContaining({ code: 'W-106' }),
    )
    expect(engine.approvals.snapshot().pending).toHaveLength(1)
  })

  test('error: V-035 a from that is not the wallet → must provide an Ethereum address', async () => {
    const { engine } = createTestEngine()
    const answer = engine.request(send({ from: to }))
    expect((await wireErrorOf(answer)).message).toBe('must provide an Ethereum address')
  })

  test.each([
    ['hex', '0x89'],
    ['a number', 137],
    ['a decimal string', '137'],
  ])(
    'error: #15 finding 7 a chainId (%s) of another chain is refused before approval',
    async (_kind, chainId) => {
      const { engine } = createTestEngine()
      expect(await wireErrorOf(engine.request(send({ value: '0x1', chainId })))).toEqual({
        code: -32602,
        message: 'transaction chain ID 137 does not match network chain id 1',
        data: { code: 'invalid_params' },
      })
      expect(engine.approvals.snapshot().pending).toEqual([])
    },
  )

  test('error: #15 finding 7 a chainId that is not a chain id is refused', async () => {
    const { engine } = createTestEngine()
    expect(await wireErrorOf(engine.request(send({ chainId: 'mainnet' })))).toMatchObject({
      code: -32602,
      message: 'invalid chainId',
    })
  })

  test.each(['0x1', 1, '1'])(
    'args: a chainId %j of the selected chain is accepted',
    async (chainId) => {
      const { engine } = createTestEngine()
      engine.request(send({ chainId }))
      expect((await waitForPending(engine, 1)).description).toMatchObject({
        kind: 'sendTransaction',
        chain: { networkId: 'eip155:1' },
      })
    },
  )

  test('error: #15 finding 7 in NoUI mode a chainId of another chain is refused too', async () => {
    const { engine } = createTestEngine({ appMode: 'noUI' })
    expect((await wireErrorOf(engine.request(send({ chainId: '0x89' })))).message).toBe(
      'transaction chain ID 137 does not match network chain id 1',
    )
  })

  test('behavior: approving with a gas choice sends it (the node is unreachable here: answered with an error)', async () => {
    const { engine } = createTestEngine()
    const answer = engine.request(send({ type: '0x0' }))
    await waitForPending(engine, 1)
    engine.approvals.approve(1, { fee: gasChoice })
    expect(engine.approvals.snapshot().pending).toEqual([])
    await expect(answer).rejects.toBeInstanceOf(Error)
  })
})

describe('eth_sendTransaction refusals and the app’s own gas (#17)', () => {
  const refusedBeforeApproval = async (
    tx: Record<string, unknown>,
    message: string,
    appMode: 'widget' | 'noUI' = 'widget',
  ) => {
    const { engine } = createTestEngine({ appMode })
    expect(await wireErrorOf(engine.request(send(tx)))).toEqual({
      code: -32602,
      message,
      data: { code: 'invalid_params' },
    })
    expect(engine.approvals.snapshot()).toMatchObject({ pending: [], skipped: [] })
  }
  const unsupportedType =
    'unsupported transaction type: only 0x0 (legacy), 0x1 (EIP-2930) and 0x2 (EIP-1559) are accepted'
  const notAQuantity = (field: string) =>
    `invalid ${field}: not a hex quantity (0x followed by hex digits without leading zeros, e.g. 0x0 or 0x5208)`

  test.each(['0x3', '0x4', '0x02', 2, 'eip1559'])(
    'error: a transaction type %j is refused before approval',
    async (type) => {
      await refusedBeforeApproval({ type, gasPrice: '0x1' }, unsupportedType)
    },
  )

  test('error: in NoUI mode an unknown type is refused too, never sent', async () => {
    await refusedBeforeApproval({ type: '0x4' }, unsupportedType, 'noUI')
  })

  test.each([
    ['value', '0x01'],
    ['value', 1000],
    ['gas', '21000'],
    ['gasLimit', '0x05208'],
    ['gasPrice', '1 gwei'],
    ['maxFeePerGas', '0xZZ'],
    ['maxPriorityFeePerGas', -1],
    ['nonce', '0x-1'],
  ])('error: %s %j, not a hex quantity, is refused before approval', async (field, value) => {
    await refusedBeforeApproval({ [field]: value }, notAQuantity(field))
  })

  test.each([
    ['to', '0x1234', 'invalid to: not an address (0x and 40 hex digits)'],
    ['data', '0x123', 'invalid data: not hex bytes (0x and an even number of hex digits)'],
    ['input', 'transfer()', 'invalid data: not hex bytes (0x and an even number of hex digits)'],
    ['nonce', '0x20000000000000', 'invalid nonce: larger than any account reaches'],
  ])('error: %s %j is refused before approval', async (field, value, message) => {
    await refusedBeforeApproval({ [field]: value }, message)
  })

  test('error: gas and gasLimit that differ are refused', async () => {
    await refusedBeforeApproval(
      { gas: '0x5208', gasLimit: '0x5209' },
      'gas and gasLimit differ: give one gas limit (gasLimit is read as gas)',
    )
  })

  test.each(['0x0', '0x1', '0x2'])('args: type %s is accepted', async (type) => {
    const { engine } = createTestEngine()
    engine.request(send({ type, gasPrice: '0x3b9aca00' }))
    expect((await waitForPending(engine, 1)).description).toMatchObject({
      isEip1559: type === '0x2',
    })
  })

  test('args: what viem, ethers and web3.js send: 0x0 quantities, gasLimit as ethers v5 names gas', async () => {
    const { engine } = createTestEngine()
    engine.request(send({ value: '0x0', gasLimit: '0x5208', nonce: '0x0', chainId: '0x1' }))
    expect((await waitForPending(engine, 1)).description).toMatchObject({
      value: 0n,
      gas: 21_000n,
      nonce: 0,
    })
  })

  test('args: gas and gasLimit both given with one value', async () => {
    const { engine } = createTestEngine()
    engine.request(send({ gas: '0x5208', gasLimit: '0x5208' }))
    expect((await waitForPending(engine, 1)).description).toMatchObject({ gas: 21_000n })
  })

  test('behavior: the app’s legacy gas and gas price are the fee shown, not the 0 gwei fallback', async () => {
    const { engine } = createTestEngine()
    engine.request(send({ type: '0x0', gasLimit: '0x5208', gasPrice: '0x3b9aca00' }))
    await waitForPending(engine, 1)
    const [normal] = (await engine.approvals.quoteFee(1)).options
    expect(normal).toMatchObject({
      fee: 21_000n * 10n ** 9n,
      choice: { values: { gasLimit: 21_000n, maxFeePerGas: 10n ** 9n } },
    })
  })

  test('behavior: the app’s type 2 fees are what Normal approves', async () => {
    const { engine } = createTestEngine()
    const fees = { gas: '0x7530', maxFeePerGas: '0x77359400', maxPriorityFeePerGas: '0x3b9aca00' }
    engine.request(send(fees))
    await waitForPending(engine, 1)
    const [normal] = (await engine.approvals.quoteFee(1)).options
    expect(normal?.choice.values).toEqual({
      gasLimit: 30_000n,
      maxFeePerGas: 2n * 10n ** 9n,
      maxPriorityFeePerGas: 10n ** 9n,
    })
    expect(normal?.fee).toBe(30_000n * 2n * 10n ** 9n)
  })
})
