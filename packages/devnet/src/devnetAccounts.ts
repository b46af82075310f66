import { type HDAccount, mnemonicToAccount } from 'viem/accounts'

/**
 * anvil's public development mnemonic: every account it derives is funded with 10,000 ETH at
 * genesis. These keys are public knowledge and guard nothing but local test chains.
 */
const devnetMnemonic = 'test test test test test test test test test test test junk'

/** Deploys and owns the fixture contracts (anvil account 0). */
export const deployerAccount: HDAccount = mnemonicToAccount(devnetMnemonic, { addressIndex: 0 })

/** The funded test user: holds every fixture token and NFT (anvil account 1). */
export const testUserAccount: HDAccount = mnemonicToAccount(devnetMnemonic, { addressIndex: 1 })

/**
 * Pays the demo backend's faucet (anvil account 9): an account of its own, so faucet sends never
 * race the deployer's or the test user's nonces.
 */
export const faucetAccount: HDAccount = mnemonicToAccount(devnetMnemonic, { addressIndex: 9 })

/**
 * Pays what the second on-ramp's stand-in sells (anvil account 8, issue #20): apart from the
 * faucet's, so the two never race each other's nonces.
 */
export const onRampAccount: HDAccount = mnemonicToAccount(devnetMnemonic, { addressIndex: 8 })
