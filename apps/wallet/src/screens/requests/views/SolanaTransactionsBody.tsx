import type { RequestDescription } from '@tessera/engine'
import { shortenAddress } from '../../../design/Address/shortenAddress.js'
import { Notice } from '../../../design/Notice/Notice.js'
import { useNetworkOf } from '../../hooks/useNetworkOf.js'
import { texts } from '../../texts.js'
import { DetailList } from '../DetailList.js'
import { solanaInstructionLine } from './solanaInstructionLine.js'

type SolanaTransactions = Extract<RequestDescription, { kind: 'solanaTransactions' }>

export type SolanaTransactionsBodyProps = { description: SolanaTransactions }

/**
 * The Solana transaction view (SPEC §2, Q-029): each transaction's fee payer and instructions,
 * decoded where the wallet knows them (transfers, token accounts, compute budget), with what
 * would keep it from landing (signatures still missing, an expired blockhash).
 */
export function SolanaTransactionsBody({ description }: SolanaTransactionsBodyProps) {
  const { nativeCurrency } = useNetworkOf(description.chain.networkId)
  const count = description.transactions.length
  return (
    <>
      {description.transactions.map((transaction, index) => {
        const titleId = `ts-solana-tx-${index}`
        const { lifetime } = transaction
        return (
          <section key={titleId} aria-labelledby={titleId}>
            <h3 id={titleId} className="ts-section__title">
              {count > 1 ? texts.solana.transactionOf(index + 1, count) : texts.solana.instructions}
            </h3>
            <DetailList
              rows={[
                {
                  label: texts.solana.feePayer,
                  value: shortenAddress(transaction.feePayer),
                  isMono: true,
                },
              ]}
            />
            <ol className="ts-instructionList">
              {transaction.instructions.map((instruction, position) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the order is the transaction's
                <li key={position}>{solanaInstructionLine(instruction, nativeCurrency)}</li>
              ))}
            </ol>
            {transaction.missingSignatures.length > 0 && (
              <Notice tone="warning">
                {texts.solana.missingSigners(
                  transaction.missingSignatures.map((signer) => shortenAddress(signer)).join(', '),
                )}
              </Notice>
            )}
            {lifetime.kind === 'blockhash' && lifetime.isValid === false && (
              <Notice tone="danger">{texts.solana.expired}</Notice>
            )}
          </section>
        )
      })}
    </>
  )
}
