import { stringToHex } from 'viem'
import type { Random } from './seededRandom.js'
import { mailTypedData } from './typedDataFixture.js'

/** A host request as it may reach the engine: nothing about it checked yet. */
export type UncheckedRequest = {
  readonly id: unknown
  readonly method: string
  readonly params: unknown
}

type Json = Record<string, unknown>
/** Params for one method that it must refuse: `account` is the wallet's own address. */
type BadParams = (random: Random, account: string) => unknown

const otherAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const junk: readonly unknown[] = [
  undefined,
  null,
  true,
  0,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 60,
  12n,
  '',
  'garbage',
  '💥',
  'a'.repeat(500),
  [],
  [null],
  [[[]]],
  {},
  { nested: { deeper: [1, { x: null }] } },
  new Date(0),
  new Uint8Array(3),
]
const notString = [undefined, null, 12, 12n, true, {}, []]
const notAccount = [otherAddress, '0x12', '', 'garbage', ...notString]
const notQuantity = [
  '0x01',
  '0x00',
  '21000',
  21_000,
  1.5,
  -1,
  '0x-1',
  ' 0x1',
  '0xg',
  '1e18',
  12n,
  true,
  {},
]
/** Params the engine cannot copy as plain data, refused before any method reads them. */
const uncloneable = [() => 1, Symbol('params'), { run: () => 1 }, [Symbol.iterator]]
const badIds = [undefined, null, true, {}, [], 1n]

const badTransactionFields: Record<string, readonly unknown[]> = {
  from: notAccount,
  to: ['0x12', 'garbage', 12, true, {}],
  value: notQuantity,
  gas: notQuantity,
  gasLimit: notQuantity,
  gasPrice: notQuantity,
  maxFeePerGas: notQuantity,
  maxPriorityFeePerGas: notQuantity,
  nonce: [...notQuantity, '0x20000000000000'],
  type: ['0x3', '0x4', '0x02', 2, 'legacy', '', true, {}],
  chainId: ['0x89', 137, '137', 'mainnet', 0, -1, '', '0x', true, {}],
  data: ['zz', '0xzz', 12, true, {}],
}

/** eth_sendTransaction: one to three fields broken, gas and gasLimit apart, or no transaction. */
const badTransaction: BadParams = (random, account) => {
  if (random.chance(0.1)) return random.pick([[], [null], 'tx', 42, [[]], [account]])
  const tx: Json = { from: account, to: otherAddress, value: '0x1' }
  if (random.chance(0.05)) return [{ ...tx, gas: '0x5208', gasLimit: '0x5209' }]
  const fields = Object.keys(badTransactionFields)
  for (let count = 1 + Math.floor(random.next() * 3); count > 0; count--) {
    const field = random.pick(fields)
    tx[field] = random.pick(badTransactionFields[field] ?? [])
  }
  return [tx]
}

const badTypes = [
  'ConsiderationItem[+',
  'uint7',
  'uint',
  'bytes33',
  'int264',
  'Person[0]',
  'Person[01]',
  'Unknown',
  'Unknown[]',
  '',
  'string ',
  'Mail(string x)',
  'address[',
  12,
  null,
]

/** One way to break the Ether Mail: its types, primaryType, domain or message. */
const typedDataBreaks: readonly ((typedData: Json, random: Random) => void)[] = [
  (typedData, random) => {
    const types = typedData.types as Record<string, Json[]>
    const struct = random.pick(Object.keys(types))
    const fields = types[struct] ?? []
    const broken = random.pick(fields)
    types[struct] = fields.map((field) =>
      field === broken ? { ...field, type: random.pick(badTypes) } : field,
    )
  },
  (typedData, random) => {
    const types = typedData.types as Json
    types[random.pick(['uint256', 'Foo Bar', '1x', 'bytes'])] = []
    types.Mail = random.pick([{}, 'x', [{ name: 'x' }], [{ type: 'string' }], null, types.Mail])
  },
  (typedData, random) => {
    typedData.primaryType = random.pick(['EIP712Domain', 'Nope', '', 12, null, 'mail'])
  },
  (typedData, random) => {
    const breaks: Record<string, readonly unknown[]> = {
      chainId: [137, '0x89', 'mainnet', -1, 0, true, {}, null, ''],
      verifyingContract: ['0x12', 'garbage', 12, null],
      name: [12, null, {}, true],
      salt: [`0x${'00'.repeat(32)}`, 'x'],
      foo: ['bar', 1],
    }
    const field = random.pick(Object.keys(breaks))
    ;(typedData.domain as Json)[field] = random.pick(breaks[field] ?? [])
  },
  (typedData, random) => {
    const message = typedData.message as Json
    const breaks: Record<string, readonly unknown[]> = {
      from: ['Cow', 12, null, [], {}],
      to: ['Bob', {}, null, [null], [{ name: 'Bob' }]],
      contents: [12, true, null, {}, ['Hello']],
      amount: ['1000', 1],
    }
    const field = random.pick(Object.keys(breaks))
    if (field in message && random.chance(0.3)) delete message[field]
    else message[field] = random.pick(breaks[field] ?? [])
  },
  (typedData, random) => {
    const from = (typedData.message as Json).from as Json
    from.wallet = random.pick(['0x12', 12, 'garbage', '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD827'])
  },
  (typedData, random) => {
    delete typedData[random.pick(['types', 'domain', 'message', 'primaryType'])]
  },
]

/** eth_signTypedData_v3/_v4: a broken payload (as an object or JSON), or another account. */
const badTypedData: BadParams = (random, account) => {
  const typedData = structuredClone(mailTypedData(1)) as unknown as Json
  if (random.chance(0.1)) return [random.pick(notAccount), typedData]
  if (random.chance(0.1)) return [account, random.pick(['not json', '{"a":', '[]', ...junk])]
  random.pick(typedDataBreaks)(typedData, random)
  return [account, random.chance(0.5) ? JSON.stringify(typedData) : typedData]
}

const badAddChain: BadParams = (random) => {
  if (random.chance(0.1)) return [random.pick(junk)]
  const chain: Json = {
    chainId: '0x7a69',
    chainName: 'Local',
    rpcUrls: ['http://127.0.0.1:8545'],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  }
  const breaks: Record<string, readonly unknown[]> = {
    chainId: ['mainnet', 0, -1, {}, true, null, ''],
    chainName: ['', ' ', 12, null],
    rpcUrls: [[], [''], ['ftp://x.example'], ['http://127.0.0.1:9'], 'http://x.example', [12]],
    nativeCurrency: [{}, { symbol: '' }, 'ETH', null, { symbol: 12 }],
    blockExplorerUrls: [['javascript:alert(1)'], ['http://example.com'], [12], ['ftp://x']],
  }
  const field = random.pick(Object.keys(breaks))
  return [{ ...chain, [field]: random.pick(breaks[field] ?? []) }]
}

/** EIP-2255 params naming anything but exactly `eth_accounts` (issue #17). */
const badPermissions: BadParams = (random) =>
  random.pick([
    ...junk,
    [{}],
    [{ eth_sign: {} }],
    [{ eth_accounts: {}, snap_dialog: {} }],
    [{ eth_accounts: random.pick(notString.filter((value) => typeof value !== 'object')) }],
    [{ eth_accounts: {} }, { eth_accounts: {} }],
  ])

/** EIP-5792 (issue #17): one field of a wallet_sendCalls batch broken, or no batch at all. */
const badSendCalls: BadParams = (random, account) => {
  if (random.chance(0.1)) return random.pick(junk)
  const batch: Json = {
    version: '2.0.0',
    from: account,
    chainId: '0x1',
    atomicRequired: false,
    calls: [{ to: otherAddress, value: '0x1' }],
  }
  const breaks: Record<string, readonly unknown[]> = {
    version: ['1.0', '2.0', '', 2, null, undefined],
    from: notAccount.filter((value) => value !== undefined),
    chainId: ['0x89', '0x2a', 1, '1x', '', null, undefined, {}],
    atomicRequired: [true, 'false', 0, null, undefined],
    id: ['', 12, {}, 'x'.repeat(4097), null],
    capabilities: [
      'x',
      12,
      [],
      { paymasterService: {} },
      { atomic: { optional: false } },
      { a: 1 },
    ],
    calls: [
      [],
      {},
      'calls',
      null,
      undefined,
      [null],
      [12],
      [{ to: random.pick(badTransactionFields.to ?? []) }],
      [{ to: otherAddress, value: random.pick(notQuantity) }],
      [{ to: otherAddress, data: random.pick(badTransactionFields.data ?? []) }],
      [
        { to: otherAddress },
        { to: otherAddress, capabilities: { paymasterService: { url: 'x' } } },
      ],
    ],
  }
  const field = random.pick(Object.keys(breaks))
  return [{ ...batch, [field]: random.pick(breaks[field] ?? []) }]
}

/** EIP-5792: a batch id that is no string, or one no batch was sent with. */
const badBatchId: BadParams = (random) =>
  random.pick([...junk, ['unknown-batch'], ['0x1234'], [''], [12], [null], [{}]])

const encrypted = (version: string) =>
  stringToHex(JSON.stringify({ version, nonce: 'a', ephemPublicKey: 'b', ciphertext: 'c' }))

/** Bad params of every EVM method that reads params; null for those that read none. */
const badParamsByMethod: Record<string, BadParams | null> = {
  eth_requestAccounts: null,
  eth_accounts: null,
  eth_coinbase: null,
  eth_chainId: null,
  net_version: null,
  _tessera_getAccountType: null,
  wallet_getPermissions: null,
  wallet_requestPermissions: badPermissions,
  wallet_revokePermissions: badPermissions,
  eth_sendTransaction: badTransaction,
  // Always refused here (SPEC §5; key export needs NoUI; gasless is off): any params will do.
  eth_signTransaction: (random) => random.pick(junk),
  _tessera_getPrivateKey: (random) => random.pick(junk),
  _tessera_switchAccountType: (random) => random.pick([...junk, ['scw'], [{ type: 'eoa' }]]),
  eth_sign: (random, account) =>
    random.chance(0.5) ? [random.pick(notAccount), '0x12'] : [account, random.pick(notString)],
  eth_signTypedData: (random, account) =>
    random.chance(0.2)
      ? [[{ type: 'string', name: 'm', value: 'hi' }], random.pick(notAccount)]
      : [
          random.pick([
            ...junk,
            [{ type: 'string' }],
            [{ type: 'uint', name: 'x', value: 'abc' }],
            [{ type: 'bogus', name: 'x', value: 1 }],
          ]),
          account,
        ],
  eth_signTypedData_v3: badTypedData,
  eth_signTypedData_v4: badTypedData,
  personal_sign: (random, account) =>
    random.pick([
      [random.pick(notString), account],
      [account, random.pick(notString)],
      ['0x6869', random.pick(notAccount)],
    ]),
  eth_getEncryptionPublicKey: (random) => [random.pick(notAccount)],
  eth_decrypt: (random, account) =>
    random.chance(0.5)
      ? [
          random.pick([
            '0x',
            'zz',
            12,
            stringToHex('{}'),
            stringToHex('not json'),
            encrypted('v0'),
          ]),
          account,
        ]
      : [encrypted('x25519-xsalsa20-poly1305'), random.pick(notAccount)],
  personal_ecRecover: (random) =>
    random.pick([
      [random.pick(notString), '0x12'],
      ['hello', random.pick([12, 'zz', '', null, '0xzz'])],
      ['hello', '0x12'],
    ]),
  wallet_addEthereumChain: badAddChain,
  wallet_sendCalls: badSendCalls,
  wallet_getCallsStatus: badBatchId,
  wallet_showCallsStatus: badBatchId,
  wallet_getCapabilities: (random, account) =>
    random.chance(0.5)
      ? [random.pick(notAccount)]
      : [account, random.pick(['0x1', 1, {}, [12], ['mainnet'], [null], ['0x'], [''], 'x'])],
  wallet_switchEthereumChain: (random) =>
    random.chance(0.2)
      ? random.pick(junk)
      : [{ chainId: random.pick([undefined, null, '', '0x5', 5, 'mainnet', {}, true, -1, '0x0']) }],
  wallet_watchAsset: (random) =>
    random.pick([
      { type: random.pick(['ERC1337', '', 12, null, 'erc20 ']) },
      {
        type: 'ERC20',
        options: random.pick([undefined, {}, { address: 'garbage' }, { address: 12 }]),
      },
      {
        type: 'ERC721',
        options: { address: otherAddress, tokenId: random.pick([undefined, 'x', -1, 1.5]) },
      },
    ]),
}

/** The EVM methods `badEvmRequest` knows how to break. */
export const fuzzedEvmMethods: readonly string[] = Object.keys(badParamsByMethod)

/**
 * A request to `method` the wallet must refuse: broken params, or, for any method (and always
 * for those that read no params), an id that is not one or params that are not plain data.
 */
export function badEvmRequest(
  method: string,
  random: Random,
  account: string,
  id: number,
): UncheckedRequest {
  const badParams = badParamsByMethod[method]
  if (!badParams || random.chance(0.1))
    return random.chance(0.5)
      ? { id: random.pick(badIds), method, params: [] }
      : { id, method, params: random.pick(uncloneable) }
  return { id, method, params: badParams(random, account) }
}
