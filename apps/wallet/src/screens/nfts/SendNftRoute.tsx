import type { Nft } from '@tessera/engine'
import { useId } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { nftPath, paths } from '../paths.js'
import { SendFormFrame } from '../send/SendFormFrame.js'
import { SendReview } from '../send/SendReview.js'
import { useSendFee } from '../send/useSendFee.js'
import { texts } from '../texts.js'
import { NftSummary } from './NftSummary.js'
import { nftName } from './nftName.js'
import { useChosenNft } from './useChosenNft.js'
import { useSendNft } from './useSendNft.js'
import '../send/SendTokens.css'
import './Nfts.css'

/**
 * `/loggedin/nfts/send` (SPEC §2 SendNfts, receiving the chosen NFT): recipient, the quantity of
 * an ERC-1155, the fee with the gas panel of SendTokens, then the review and Send.
 */
export function SendNftRoute() {
  const nft = useChosenNft()
  if (!nft) return <Navigate to={paths.nfts} replace />
  return (
    <>
      <h1 className="ts-visuallyHidden">{texts.send.title}</h1>
      <SendNftStep nft={nft} />
    </>
  )
}

/** The form, or the review, of sending `nft`. */
function SendNftStep({ nft }: { nft: Nft }) {
  const navigate = useNavigate()
  const model = useSendNft(nft)
  const { fee, feeText } = useSendFee(model.fee, model.selection)
  const { draft, setDraft, reviewed } = model
  const id = useId()
  const name = nftName(nft)

  if (reviewed) {
    const { transfer } = reviewed
    return (
      <SendReview
        to={transfer.to}
        rows={[
          { label: texts.nfts.nft, value: name },
          ...(nft.type === 'erc1155'
            ? [{ label: texts.nfts.quantity, value: transfer.amount.toString() }]
            : []),
        ]}
        fee={feeText(reviewed.fee)}
        error={model.error}
        isSending={model.isSending}
        onBack={model.onBack}
        onSend={model.onSend}
      />
    )
  }

  return (
    <SendFormFrame
      title={texts.nfts.sendTitle}
      what={
        <div className="ts-nftRow">
          <NftSummary nft={nft} />
        </div>
      }
      recipient={draft.recipient}
      onRecipientChange={(recipient) => setDraft({ ...draft, recipient })}
      fee={fee}
      error={model.error}
      onReview={model.onReview}
      onCancel={() => navigate(nftPath(paths.nftDetails, nft))}
    >
      {nft.type === 'erc1155' && (
        <div className="ts-field">
          <label htmlFor={`${id}-quantity`}>{texts.nfts.quantity}</label>
          <input
            id={`${id}-quantity`}
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={`${id}-held`}
            value={draft.quantity}
            onChange={(event) => setDraft({ ...draft, quantity: event.target.value })}
          />
          <p id={`${id}-held`} className="ts-muted ts-send__hint">
            {texts.nfts.held(nft.balance.toString())}
          </p>
        </div>
      )}
    </SendFormFrame>
  )
}
