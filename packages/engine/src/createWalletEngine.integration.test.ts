import { type EngineEvent, NodeRpcError, type WatchedAsset } from '@tessera/chains'
import { evmAdapter, evmChainId } from '@tessera/chains/evm'
import { mailTypedData, startLocalChains } from '@tessera/chains/testing'
import {
  fixtureAddresses,
  fixtureNftCollection,
  fixtureTokens,
  testUserAccount,
} from '@tessera/devnet'
import { ownNetworkCurrencySymbol } from '@tessera/protocol'
import {
  createPublicClient,
  erc20Abi,
  type Hash,
  type Hex,
  http,
  recoverMessageAddress,
  toHex,
  verifyTypedData,
} from 'viem'
import { describe, expect, test, vi } from 'vitest'
import { createWalletEngine } from './createWalletEngine.js'
import { networksOfServerChains } from './networks/networksOfServerChains.js'
import { requestApproved, waitForPending } from './testing/createTestEngine.js'
import { startedForFile } from './testing/startedForFile.js'
import { wireErrorOf } from './testing/wireErrorOf.js'

const account = testUserAccount
const address = account.address
const recipient = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' // anvil account 3
const devnet = startedForFile(startLocalChains)
let nextId = 0

/** The user's added assets as the engine saves them, listed per network. */
function assetStore() {
  let saved: readonly WatchedAsset[] = []
  return {
    load: () => saved,
    save: (assets: readonly WatchedAsset[]) => {
      saved = assets
    },
    list: (networkId: WatchedAsset['networkId']) =>
      saved.filter((asset) => asset.networkId === networkId),
  }
}

/** An engine on chain 31337 only (31338 can be added), with its events and saved assets. */
function engineOnFirstChain() {
  const events: EngineEvent[] = []
  const assets = assetStore()
  const engine = createWalletEngine({
    adapter: evmAdapter,
    privateKey: toHex(account.getHdKey().privateKey as Uint8Array),
    chains: [devnet().chains[0].network],
    selectedNetworkId: devnet().chains[0].network.id,
    appMode: 'full',
    isKeyExportAllowed: false,
    assets,
    onEvent: (event) => events.push(event),
  })
  return { engine, events, assets }
}

const clientOf = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) })
const request = (method: string, params?: unknown) => ({ id: ++nextId, method, params })

describe('createWalletEngine on the local chains', () => {
  test('default: C-034 an approved eth_sendTransaction is mined on the selected chain', async () => {
    const { engine } = engineOnFirstChain()
    const client = clientOf(devnet().chains[0].rpcUrl)
    const before = await client.getBalance({ address: recipient })
    const hash = (await requestApproved(
      engine,
      request('eth_sendTransaction', [{ from: address, to: recipient, value: toHex(10n ** 15n) }]),
    )) as Hash
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(before + 10n ** 15n)
  })

  test('behavior: the gas the user chose is what the transaction pays (legacy gas price)', async () => {
    const { engine } = engineOnFirstChain()
    const send = request('eth_sendTransaction', [
      { from: address, to: recipient, value: '0x1', type: '0x0' },
    ])
    const answer = engine.request(send)
    await waitForPending(engine, send.id)
    engine.approvals.approve(send.id, {
      fee: {
        speed: 'fast',
        values: { gasLimit: 30_000n, maxFeePerGas: 3_000_000_000n, maxPriorityFeePerGas: 0n },
      },
    })
    const tx = await clientOf(devnet().chains[0].rpcUrl).getTransaction({
      hash: (await answer) as Hash,
    })
    expect({ gas: tx.gas, gasPrice: tx.gasPrice, type: tx.type }).toEqual({
      gas: 30_000n,
      gasPrice: 3_000_000_000n,
      type: 'legacy',
    })
  })

  test('default: C-038 personal_sign recovers to the wallet address', async () => {
    const { engine } = engineOnFirstChain()
    const signature = (await requestApproved(
      engine,
      request('personal_sign', [toHex('gm'), address]),
    )) as Hex
    expect(await recoverMessageAddress({ message: 'gm', signature })).toBe(address)
  })

  test('default: C-037 typed data v4 on the selected chain verifies', async () => {
    const { engine } = engineOnFirstChain()
    const typedData = mailTypedData(31_337)
    const signature = (await requestApproved(
      engine,
      request('eth_signTypedData_v4', [address, JSON.stringify(typedData)]),
    )) as Hex
    expect(await verifyTypedData({ address, ...typedData, signature })).toBe(true)
  })

  test('default: C-044 eth_blockNumber is forwarded to the node', async () => {
    const { engine } = engineOnFirstChain()
    const blockNumber = await clientOf(devnet().chains[0].rpcUrl).getBlockNumber()
    expect(await engine.request(request('eth_blockNumber'))).toBe(toHex(blockNumber))
  })

  test('behavior: a node error of a forwarded method reaches the host with its code', async () => {
    const { engine } = engineOnFirstChain()
    const error = await engine
      .request(request('eth_getBalance', ['not an address']))
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NodeRpcError)
    expect((error as NodeRpcError).code).toBeTypeOf('number')
  })

  test('error: V-019 X-026 an RPC reporting another chain id → W-122, answered once approved', async () => {
    const { engine } = engineOnFirstChain()
    const add = request('wallet_addEthereumChain', [
      {
        chainId: '0x7a6b', // 31339, but the RPC is chain 31338's
        chainName: 'Wrong',
        rpcUrls: [devnet().chains[1].rpcUrl],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ])
    const answer = engine.request(add)
    // Issue #15 finding 7: the RPC is asked only after approval.
    await waitForPending(engine, add.id)
    engine.approvals.approve(add.id)
    expect(await wireErrorOf(answer)).toEqual({
      code: -32602,
      message: 'Incorrect chain ID and RPC URL combination',
      data: { code: 'W-122' },
    })
  })

  test('default: V-020 Q-021 add chain 31338 after approval, then V-023 switch back to 31337', async () => {
    const { engine, events } = engineOnFirstChain()
    const [first, second] = [devnet().chains[0].network, devnet().chains[1].network]
    const add = request('wallet_addEthereumChain', [
      {
        chainId: toHex(evmChainId(second)),
        chainName: second.chainName,
        rpcUrls: second.rpcUrls,
        nativeCurrency: { name: 'Ether', symbol: 'ETH' },
      },
    ])
    const added = engine.request(add)
    expect((await waitForPending(engine, add.id)).description).toEqual({
      kind: 'addChain',
      method: 'wallet_addEthereumChain',
      network: {
        chainId: evmChainId(second),
        chainName: second.chainName,
        rpcUrl: second.rpcUrls[0],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        blockExplorerUrl: null,
      },
      replacesExisting: false,
    })
    engine.approvals.approve(add.id)
    expect(await added).toBeNull()
    expect(engine.networks.selected()).toMatchObject({
      id: second.id,
      isCustom: true,
      nativeCurrency: { decimals: 18 },
    })
    expect(await engine.request(request('eth_chainId'))).toBe(toHex(evmChainId(second)))
    const blockOfSecond = await clientOf(devnet().chains[1].rpcUrl).getBlockNumber()
    expect(await engine.request(request('eth_blockNumber'))).toBe(toHex(blockOfSecond))

    await requestApproved(
      engine,
      request('wallet_switchEthereumChain', [{ chainId: toHex(evmChainId(first)) }]),
    )
    expect(engine.networks.selected().id).toBe(first.id)
    expect(events).toEqual([
      { type: 'networksChanged' },
      { type: 'chainChanged', networkId: second.id },
      { type: 'chainChanged', networkId: first.id },
    ])
  })

  test('default: V-044 Q-023 an ERC-20 read from its contract joins the assets after approval', async () => {
    const { engine, events, assets } = engineOnFirstChain()
    const watch = request('wallet_watchAsset', {
      type: 'ERC20',
      options: { address: fixtureAddresses.tusd },
    })
    const answer = engine.request(watch)
    expect((await waitForPending(engine, watch.id)).description).toMatchObject({
      kind: 'watchAsset',
      asset: {
        type: 'erc20',
        symbol: fixtureTokens.tusd.symbol,
        decimals: fixtureTokens.tusd.decimals,
      },
    })
    engine.approvals.approve(watch.id)
    expect(await answer).toBe(true)
    const { id } = devnet().chains[0].network
    expect(assets.list(id)).toMatchObject([{ networkId: id, address: fixtureAddresses.tusd }])
    expect(events).toEqual([{ type: 'assetsChanged' }])
    const again = engine.request({ ...watch, id: ++nextId })
    expect((await wireErrorOf(again)).data.code).toBe('W-142')
  })

  test('error: V-043 X-048 a token whose symbol and decimals cannot be read → W-144', async () => {
    const { engine } = engineOnFirstChain()
    const answer = engine.request(
      request('wallet_watchAsset', { type: 'erc20', options: { address: recipient } }),
    )
    expect((await wireErrorOf(answer)).data.code).toBe('W-144')
  })

  test('default: T-012 T-017 Add Token reads the fixture token from the chain, adds it, and its balance reads', async () => {
    const { engine, events, assets } = engineOnFirstChain()
    const { id, rpcUrls } = engine.networks.selected()
    const found = await engine.tokens.lookup(` ${fixtureAddresses.tusd.toLowerCase()} `)
    const { name, symbol, decimals } = fixtureTokens.tusd
    const token = { address: fixtureAddresses.tusd, symbol, decimals, name }
    expect(found).toEqual(token)
    await engine.tokens.add(token)
    expect(events).toEqual([{ type: 'assetsChanged' }])
    expect(assets.list(id)).toMatchObject([{ type: 'erc20', address: fixtureAddresses.tusd }])
    const client = clientOf(rpcUrls[0] as string)
    const [, tusd] = await engine.balances.read(id)
    expect(tusd).toMatchObject({
      symbol: fixtureTokens.tusd.symbol,
      name: fixtureTokens.tusd.name,
      balance: await client.readContract({
        address: fixtureAddresses.tusd,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    })
  })

  test("default: K-014 SPEC §9 on the product's own network, its gateway chain's currency XAR, the native coin reads as XAR", async () => {
    const [local] = devnet().chains
    const rpcUrl = local.network.rpcUrls[0] as string
    const ownChain = {
      chainId: String(evmChainId(local.network.id)),
      chainName: 'Tessera Network',
      rpcUrl,
      currency: ownNetworkCurrencySymbol,
      chainType: 'evm_secp256k1',
      defaultChain: true,
    } as const
    const chains = networksOfServerChains(evmAdapter, [ownChain])
    const engine = createWalletEngine({
      adapter: evmAdapter,
      privateKey: toHex(account.getHdKey().privateKey as Uint8Array),
      chains,
      selectedNetworkId: local.network.id,
      appMode: 'full',
      isKeyExportAllowed: false,
      onEvent: () => undefined,
    })
    const [native] = await engine.balances.read(local.network.id)
    expect(native).toMatchObject({
      address: 'native',
      symbol: 'XAR',
      balance: await clientOf(rpcUrl).getBalance({ address }),
    })
  })

  test('behavior: T-013 one book: a token added on Add Token is already added for wallet_watchAsset, and back', async () => {
    const { engine } = engineOnFirstChain()
    const { symbol, decimals } = fixtureTokens.tst
    await engine.tokens.add({ address: fixtureAddresses.tst, symbol, decimals })
    const watched = engine.request(
      request('wallet_watchAsset', { type: 'erc20', options: { address: fixtureAddresses.tst } }),
    )
    expect((await wireErrorOf(watched)).data.code).toBe('W-142')

    const watch = request('wallet_watchAsset', {
      type: 'erc20',
      options: { address: fixtureAddresses.tusd },
    })
    const answer = engine.request(watch)
    await waitForPending(engine, watch.id)
    engine.approvals.approve(watch.id)
    await answer
    const lookedUp = await engine.tokens.lookup(fixtureAddresses.tusd).catch((error) => error)
    expect(lookedUp).toMatchObject({ code: 'W-142' })
    expect(engine.tokens.list(engine.networks.selected().id)).toMatchObject([
      { symbol: fixtureTokens.tst.symbol },
      { symbol: fixtureTokens.tusd.symbol },
    ])
  })

  test('default: V-051 Q-024 an owned ERC-721 joins the assets after approval, with its metadata fetched then', async () => {
    const { engine, assets } = engineOnFirstChain()
    const watch = request('wallet_watchAsset', {
      type: 'ERC721',
      options: {
        address: fixtureAddresses.nft,
        tokenId: String(fixtureNftCollection.httpUriTokenId),
      },
    })
    const answer = engine.request(watch)
    const { description } = await waitForPending(engine, watch.id)
    expect(description).toEqual({
      kind: 'watchAsset',
      method: 'wallet_watchAsset',
      chain: expect.any(Object),
      asset: {
        type: 'erc721',
        address: fixtureAddresses.nft,
        collectionName: fixtureNftCollection.name,
        tokenId: fixtureNftCollection.httpUriTokenId,
        tokenUrl: expect.stringMatching(/^http:\/\//),
        balance: 1n,
      },
    })
    engine.approvals.approve(watch.id)
    expect(await answer).toBe(true)
    expect(assets.list(devnet().chains[0].network.id)).toMatchObject([
      { type: 'erc721', name: 'Tessera Tiles #2', image: expect.any(String) },
    ])
  })

  test('behavior: #15 finding 7 the token URI is fetched only after approval, never when rejected', async () => {
    const fetched: string[] = []
    const realFetch = globalThis.fetch
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      fetched.push(input instanceof Request ? input.url : String(input))
      return realFetch(input, init)
    })
    try {
      const { engine, assets } = engineOnFirstChain()
      const watchNft = () =>
        request('wallet_watchAsset', {
          type: 'erc721',
          options: {
            address: fixtureAddresses.nft,
            tokenId: String(fixtureNftCollection.httpUriTokenId),
          },
        })
      const rejected = watchNft()
      const rejectedAnswer = engine.request(rejected)
      const { description } = await waitForPending(engine, rejected.id)
      const { tokenUrl } = (description as { asset: { tokenUrl: string } }).asset
      const rpcUrl = devnet().chains[0].rpcUrl
      // Before the user decides, only the selected network's node was asked (the contract).
      expect(fetched.filter((url) => !url.startsWith(rpcUrl))).toEqual([])
      engine.approvals.reject(rejected.id)
      expect((await wireErrorOf(rejectedAnswer)).code).toBe(4001)
      expect(fetched).not.toContain(tokenUrl)

      const approved = watchNft()
      const approvedAnswer = engine.request(approved)
      await waitForPending(engine, approved.id)
      expect(fetched).not.toContain(tokenUrl)
      engine.approvals.approve(approved.id)
      expect(await approvedAnswer).toBe(true)
      expect(fetched.filter((url) => url === tokenUrl)).toHaveLength(1)
      expect(assets.list(devnet().chains[0].network.id)).toHaveLength(1)
    } finally {
      spy.mockRestore()
    }
  })

  test('error: V-050 X-051 #15 finding 7 metadata that cannot be fetched → W-147 after approval, nothing added', async () => {
    const realFetch = globalThis.fetch
    const rpcUrl = devnet().chains[0].rpcUrl
    // The metadata host is down: every request but the node's fails.
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input, init) =>
        String(input instanceof Request ? input.url : input).startsWith(rpcUrl)
          ? realFetch(input, init)
          : Promise.reject(new TypeError('fetch failed')),
      )
    try {
      const { engine, assets, events } = engineOnFirstChain()
      const watch = request('wallet_watchAsset', {
        type: 'erc721',
        options: {
          address: fixtureAddresses.nft,
          tokenId: String(fixtureNftCollection.httpUriTokenId),
        },
      })
      const answer = engine.request(watch)
      await waitForPending(engine, watch.id)
      engine.approvals.approve(watch.id)
      expect((await wireErrorOf(answer)).data.code).toBe('W-147')
      expect(assets.list(devnet().chains[0].network.id)).toEqual([])
      expect(events).toEqual([])
    } finally {
      spy.mockRestore()
    }
  })

  test('behavior: an ERC-1155 held by the wallet is shown with its balance; its metadata joins after approval', async () => {
    const { engine, assets } = engineOnFirstChain()
    const watch = request('wallet_watchAsset', {
      type: 'erc1155',
      options: { address: fixtureAddresses.multiToken, tokenId: '1' },
    })
    const answer = engine.request(watch)
    expect((await waitForPending(engine, watch.id)).description).toMatchObject({
      asset: { type: 'erc1155', balance: 5n },
    })
    engine.approvals.approve(watch.id)
    await answer
    expect(assets.list(devnet().chains[0].network.id)).toMatchObject([
      { type: 'erc1155', balance: 5n, name: 'Tessera Badges #1' },
    ])
  })

  test('error: V-049 X-049 an NFT the wallet does not own → W-145', async () => {
    const { engine } = engineOnFirstChain()
    const answer = engine.request(
      request('wallet_watchAsset', {
        type: 'erc721',
        options: { address: fixtureAddresses.nft, tokenId: '999' },
      }),
    )
    expect((await wireErrorOf(answer)).data.code).toBe('W-145')
  })

  test('error: V-048 an NFT contract whose collection name cannot be read → W-144', async () => {
    const { engine } = engineOnFirstChain()
    const answer = engine.request(
      request('wallet_watchAsset', {
        type: 'erc721',
        options: { address: recipient, tokenId: '1' },
      }),
    )
    expect((await wireErrorOf(answer)).data.code).toBe('W-144')
  })
})
