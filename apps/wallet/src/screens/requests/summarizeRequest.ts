import { formatTotalBalance, type NetworkConfig, type RequestDescription } from '@tessera/engine'
import { shortenAddress } from '../../design/Address/shortenAddress.js'
import { texts } from '../texts.js'
import { solanaInstructionLine } from './views/solanaInstructionLine.js'

const messagePreviewChars = 60

/** The message on one line, cut after 60 characters. */
function preview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > messagePreviewChars
    ? `${line.slice(0, messagePreviewChars).trimEnd()}…`
    : line
}

/** One line telling what a request is about, for the shrunk (Pending) and compact variants. */
export function summarizeRequest(
  description: RequestDescription,
  nativeCurrency: NetworkConfig['nativeCurrency'],
): string {
  switch (description.kind) {
    case 'sendTransaction': {
      const amount = `${formatTotalBalance(description.value, nativeCurrency.decimals)} ${nativeCurrency.symbol}`
      const to = description.to
        ? shortenAddress(description.to)
        : texts.transaction.contractCreation
      return `${amount} → ${to}`
    }
    case 'sendCalls':
      return texts.calls.count(description.calls.length)
    case 'signMessage':
      return preview(description.message)
    case 'signTypedData':
      return description.primaryType ?? texts.sign.typedMessage
    case 'decrypt':
      return texts.sign.encrypted
    case 'addChain':
      return description.network.chainName
    case 'switchChain':
      return `${description.from.chainName} → ${description.to.chainName}`
    case 'watchAsset':
      return description.asset.type === 'erc20'
        ? description.asset.symbol
        : texts.transaction.nftItem(
            description.asset.collectionName,
            description.asset.tokenId.toString(),
          )
    case 'switchAccountType':
      return `${texts.sign.accountTypes[description.from]} → ${texts.sign.accountTypes[description.to]}`
    case 'connect':
      return description.origin
    case 'solanaSignMessage':
      return preview(description.message)
    case 'solanaTransactions': {
      const instructions = description.transactions.flatMap(
        (transaction) => transaction.instructions,
      )
      const [only] = instructions
      return instructions.length === 1 && only
        ? solanaInstructionLine(only, nativeCurrency)
        : texts.solana.instructionCount(instructions.length)
    }
  }
}
