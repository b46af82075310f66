import { formatListBalance, formatTotalBalance } from '@tessera/engine'
import { useNavigate } from 'react-router'
import { Spinner } from '../../design/Spinner/Spinner.js'
import { useMoney } from '../hooks/useMoney.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { paths } from '../paths.js'
import { texts } from '../texts.js'
import { SendForm } from './SendForm.js'
import { SendReview } from './SendReview.js'
import { useSendFee } from './useSendFee.js'
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
  const network = useSelectedNetwork()
  const money = useMoney(network.id)
  const navigate = useNavigate()
  const { asset, assets, reviewed } = model
  const { fee, feeText } = useSendFee(model.fee, model.selection)

  if (reviewed) {
    const { transfer } = reviewed
    return (
      <SendReview
        to={transfer.to}
        rows={[
          {
            label: texts.send.amountRow,
            value: money(
              { ...reviewed.asset, value: transfer.amount },
              formatTotalBalance(transfer.amount, reviewed.asset.decimals),
            ),
          },
        ]}
        fee={feeText(reviewed.fee)}
        error={model.error}
        isSending={model.isSending}
        onBack={model.onBack}
        onSend={model.onSend}
      />
    )
  }

  // The review keeps what was reviewed, even while a balance poll comes back incomplete.
  if (!assets || !asset) return <Spinner label={texts.home.loadingBalance} />
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
