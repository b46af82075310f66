import { formatFee, formatListBalance, formatTotalBalance } from '@tessera/engine'
import { useNavigate } from 'react-router'
import { shortenAddress } from '../../design/Address/shortenAddress.js'
import { Spinner } from '../../design/Spinner/Spinner.js'
import { useMoney } from '../hooks/useMoney.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { paths } from '../paths.js'
import type { GasFees } from '../requests/transaction/gasFees.js'
import { texts } from '../texts.js'
import { useWalletContext } from '../WalletContext.js'
import { type SendFee, SendForm } from './SendForm.js'
import { SendReview } from './SendReview.js'
import { type SendTokensModel, useSendTokens } from './useSendTokens.js'
import './SendTokens.css'

/** `/loggedin/tokens/send` (SPEC §2 SendTokens): the form, then the review, of the user's transfer. */
export function SendTokensRoute() {
  const model = useSendTokens()
  return (
    <>
      <h1 className="ts-visuallyHidden">{texts.send.title}</h1>
      <SendStep model={model} />
    </>
  )
}

/** The step the user is at, formatted for its view. */
function SendStep({ model }: { model: SendTokensModel }) {
  const { address } = useWalletContext()
  const network = useSelectedNetwork()
  const money = useMoney(network.chainId)
  const navigate = useNavigate()
  const { asset, assets, reviewed } = model

  const native = network.nativeCurrency
  const feeText = (fees: GasFees) =>
    money(
      { value: fees.estimatedFee, decimals: native.decimals, symbol: native.symbol },
      formatFee(fees.estimatedFee, native.decimals),
    )

  if (reviewed) {
    const { transfer } = reviewed
    return (
      <SendReview
        rows={[
          { label: texts.send.network, value: network.chainName },
          { label: texts.transaction.from, value: shortenAddress(address), isMono: true },
          { label: texts.transaction.to, value: shortenAddress(transfer.to), isMono: true },
          {
            label: texts.send.amountRow,
            value: money(
              { ...reviewed.asset, value: transfer.amount },
              formatTotalBalance(transfer.amount, reviewed.asset.decimals),
            ),
          },
          { label: texts.transaction.fee, value: feeText(reviewed.fees) },
        ]}
        error={model.error}
        isSending={model.isSending}
        onBack={model.onBack}
        onSend={model.onSend}
      />
    )
  }

  // The review keeps what was reviewed, even while a balance poll comes back incomplete.
  if (!assets || !asset) return <Spinner label={texts.home.loadingBalance} />
  const { gas, selection } = model
  const fee: SendFee =
    gas.status === 'ready' && selection
      ? {
          status: 'ready',
          selection,
          isEip1559: gas.estimate.baseFeePerGas !== undefined,
          feeText: selection.fees instanceof Error ? '' : feeText(selection.fees),
        }
      : gas.status === 'failed'
        ? { status: 'failed' }
        : { status: 'loading' }
  return (
    <SendForm
      assetOptions={assets.map((entry) => ({
        value: entry.address,
        label: texts.send.assetOption(entry.name, formatListBalance(entry), entry.symbol),
      }))}
      draft={model.draft}
      onChange={model.setDraft}
      available={
        asset.balance === null
          ? `– ${asset.symbol}`
          : `${formatTotalBalance(asset.balance, asset.decimals)} ${asset.symbol}`
      }
      onMax={model.onMax}
      fee={fee}
      error={model.error}
      onReview={model.onReview}
      onCancel={() => navigate(paths.home)}
    />
  )
}
