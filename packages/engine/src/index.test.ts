import { expect, test } from 'vitest'
import * as engine from './index.js'

test('exports', () => {
  expect(Object.keys(engine).sort()).toMatchInlineSnapshot(`
    [
      "NodeRpcError",
      "assertCanPayGas",
      "createAssetBook",
      "createBalancePoller",
      "createRatesClient",
      "createWalletEngine",
      "decryptMessage",
      "encryptMessage",
      "encryptionPublicKey",
      "estimateTransactionGas",
      "fetchExchangeRates",
      "fiatValue",
      "formatFee",
      "formatFiat",
      "formatGasPriceGwei",
      "formatListBalance",
      "formatTokenAmount",
      "formatTotalBalance",
      "gasPanelOptions",
      "isTokenAddressComplete",
      "isType2Transaction",
      "loadKnownTokens",
      "lookupCustomToken",
      "mergeTokenLists",
      "monogramLogo",
      "multicall3Address",
      "normalizeGasPrice",
      "parseCustomGasChoice",
      "parseExchangeRates",
      "readBalances",
      "readTokenMetadata",
      "selectShownAssets",
      "simulateTransaction",
      "tokenLogoUrl",
      "tokenLogosPath",
      "validateCustomToken",
    ]
  `)
})
