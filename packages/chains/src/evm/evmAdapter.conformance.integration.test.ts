import { fixtureAddresses, testUserAccount } from '@tessera/devnet'
import { testNetwork } from '@tessera/engine/testing'
import { evmMethods, productMethods } from '@tessera/protocol'
import { stringToHex, toHex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { adapterConformance } from '../testing/adapterConformance.js'
import { evmAdapter } from './evmAdapter.js'
import { encryptMessage } from './methods/encryption/encryptMessage.js'
import { startLocalChain } from './testing/startLocalChains.js'
import { mailTypedData } from './testing/typedDataFixture.js'

const address = testUserAccount.address

adapterConformance('EVM', {
  adapter: evmAdapter,
  start: async () => {
    const chain = await startLocalChain()
    return {
      network: chain.network,
      privateKey: toHex(testUserAccount.getHdKey().privateKey as Uint8Array),
      stop: chain.stop,
    }
  },
  freshPrivateKey: generatePrivateKey,
  nativeDecimals: 18,
  sendAmount: 10n ** 15n,
  familyMethods: [...evmMethods, ...productMethods],
  // A second network to switch to, and gasless so that the account type can be switched.
  approvalEngine: (node) => ({
    chains: [node.network, testNetwork(1)],
    gaslessEnabled: true,
    accountType: 'eoa',
  }),
  // A disconnected app (EIP-2255 revoke): eth_requestAccounts then asks too. The requests that
  // use the account run first, while the app is connected.
  beforeApprovalRequest: (engine, method) => {
    if (method === 'eth_requestAccounts') engine.connection.disconnect()
  },
  approvalRequests: async (engine, node) => {
    const encryptionKey = await engine.request({
      id: 'key',
      method: 'eth_getEncryptionPublicKey',
      params: [address],
    })
    const encrypted = encryptMessage(encryptionKey as string, 'a secret')
    const rpcUrl = node.network.rpcUrls[0]?.replace('127.0.0.1', 'localhost')
    return {
      personal_sign: [stringToHex('hello'), address],
      eth_sign: [address, `0x${'ab'.repeat(32)}`],
      eth_signTypedData: [[{ type: 'string', name: 'greeting', value: 'hello' }], address],
      eth_signTypedData_v3: [address, JSON.stringify(mailTypedData(31_337))],
      eth_signTypedData_v4: [address, JSON.stringify(mailTypedData(31_337))],
      eth_decrypt: [stringToHex(JSON.stringify(encrypted)), address],
      eth_sendTransaction: [{ from: address, to: address, value: '0x1' }],
      wallet_sendCalls: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          atomicRequired: false,
          calls: [{ to: address, value: '0x1' }],
        },
      ],
      wallet_addEthereumChain: [
        {
          chainId: '0x7a69',
          chainName: 'Local again',
          rpcUrls: [rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
      wallet_switchEthereumChain: [{ chainId: '0x1' }],
      wallet_watchAsset: { type: 'ERC20', options: { address: fixtureAddresses.tst } },
      _tessera_switchAccountType: ['scw'],
      eth_requestAccounts: [],
      wallet_requestPermissions: [{ eth_accounts: {} }],
    }
  },
})
