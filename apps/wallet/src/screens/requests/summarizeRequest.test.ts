import { describe, expect, test } from 'vitest'
import { pendingRequest } from '../testing/fixtures.js'
import { requestTitle } from './requestTitle.js'
import { summarizeRequest } from './summarizeRequest.js'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }
const summary = (fixture: Parameters<typeof pendingRequest>[0], nativeCurrency = ether) =>
  summarizeRequest(pendingRequest(fixture).description, nativeCurrency)

describe('summarizeRequest', () => {
  test('Q-016: default: a transaction is its value and shortened recipient', () => {
    expect(summary('sendTransaction')).toBe('1.25 ETH → 0x1f98...01F984')
  })

  test('behavior: each kind of request says what it is about in one line', () => {
    expect(summary('personalSign')).toBe(
      'Welcome to the Demo app! Sign this message to prove you own…',
    )
    expect(summary('typedData')).toBe('Mail')
    expect(summary('decrypt')).toBe('Encrypted message')
    expect(summary('addChain')).toBe('Polygon Mainnet')
    expect(summary('switchChain')).toBe('Ethereum Mainnet → Tessera Devnet')
    expect(summary('watchToken')).toBe('UNI')
    expect(summary('watchNft')).toBe('Bored Apes #42')
    expect(summary('switchAccountType')).toBe(
      'Externally Owned Address → Smart Contract Wallet Address',
    )
    expect(summary('connect')).toBe('https://demo.example')
  })

  test('Q-029: a Solana request is its only instruction, else its instruction count', () => {
    expect(summary('solanaSignTransaction', sol)).toBe('Send 0.5 SOL to GFVqWr...Egoei8')
    expect(summary('solanaTokenTransfer', sol)).toBe('4 instructions')
    expect(summary('solanaSignAll', sol)).toBe('3 instructions')
    expect(summary('solanaSignIn', sol)).toBe(
      'demo.example wants you to sign in with your Solana account:…',
    )
    expect(summary('solanaSignMessageHex', sol)).toBe('0xdeadbeef00ff1020')
  })
})

describe('requestTitle', () => {
  test('Q-018: default: the title depends on the method', () => {
    expect(requestTitle(pendingRequest('sendTransaction').description)).toBe('Send Transaction')
    expect(requestTitle(pendingRequest('personalSign').description)).toBe('Sign Message')
    expect(requestTitle(pendingRequest('typedData').description)).toBe('Sign Typed Data')
    expect(requestTitle(pendingRequest('switchChain').description)).toBe('Switch Network')
    expect(requestTitle(pendingRequest('connect').description)).toBe('Connect')
  })

  test('Q-018: args: each Solana method has its own title', () => {
    const title = (fixture: Parameters<typeof pendingRequest>[0]) =>
      requestTitle(pendingRequest(fixture).description)
    expect(title('solanaSignMessage')).toBe('Sign Message')
    expect(title('solanaSignTransaction')).toBe('Sign Transaction')
    expect(title('solanaSignAll')).toBe('Sign Transactions')
    expect(title('solanaTokenTransfer')).toBe('Send Transaction')
  })
})
