import { expect, test } from 'vitest'
import * as engine from './index.js'

test('exports', () => {
  expect(Object.keys(engine).sort()).toMatchInlineSnapshot(`
    [
      "NodeRpcError",
      "assertCanPayFee",
      "assertRpcUrlScheme",
      "balancesQueryOptions",
      "createOnRampClient",
      "createPusherClient",
      "createRatesClient",
      "createWalletEngine",
      "editNftDetails",
      "familyOfNetworkId",
      "fetchExchangeRates",
      "fetchSecondOnRampNetworks",
      "fetchTransakNetworks",
      "fiatValue",
      "formatFee",
      "formatFiat",
      "formatListBalance",
      "formatTokenAmount",
      "formatTotalBalance",
      "formatUnits",
      "isExplorerUrl",
      "isNetworkId",
      "isSiweDomainOf",
      "knownTokensQueryOptions",
      "loadChainAdapter",
      "loadWalletFamily",
      "maxTransferAmount",
      "monogramLogo",
      "onRampProviders",
      "parseExchangeRates",
      "parseSecondOnRampNetworks",
      "parseTransakNetworks",
      "requestFeeQueryOptions",
      "secondOnRampUrl",
      "securityAlertsQueryOptions",
      "simulationQueryOptions",
      "trackTransakBuy",
      "transakWidgetUrl",
      "transferFeeQueryOptions",
    ]
  `)
})
