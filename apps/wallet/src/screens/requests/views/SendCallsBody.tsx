import { formatTotalBalance, type RequestDescription } from '@tessera/engine'
import { shortenAddress } from '../../../design/Address/shortenAddress.js'
import { useNetworkOf } from '../../hooks/useNetworkOf.js'
import { texts } from '../../texts.js'
import { DetailList } from '../DetailList.js'
import { callDataSummary } from './callDataSummary.js'

type SendCalls = Extract<RequestDescription, { kind: 'sendCalls' }>

export type SendCallsBodyProps = { description: SendCalls }

/**
 * wallet_sendCalls (EIP-5792, issue #17): every call of the batch in one view, each with its
 * recipient, amount and data, and that they are sent one after another.
 */
export function SendCallsBody({ description }: SendCallsBodyProps) {
  const { nativeCurrency } = useNetworkOf(description.chain.networkId)
  const count = description.calls.length
  return (
    <>
      <p className="ts-muted">{texts.calls.oneByOne(count)}</p>
      {description.calls.map((call, index) => {
        const titleId = `ts-call-${index}`
        return (
          <section key={titleId} aria-labelledby={titleId}>
            <h3 id={titleId} className="ts-section__title">
              {texts.calls.callOf(index + 1, count)}
            </h3>
            <DetailList
              rows={[
                {
                  label: texts.transaction.to,
                  value: call.to ? shortenAddress(call.to) : texts.transaction.contractCreation,
                  isMono: call.to !== null,
                },
                {
                  label: texts.transaction.value,
                  value: `${formatTotalBalance(call.value, nativeCurrency.decimals)} ${nativeCurrency.symbol}`,
                },
                {
                  label: texts.transaction.data,
                  value: callDataSummary(call.data),
                  isMono: call.data !== null,
                },
              ]}
            />
          </section>
        )
      })}
    </>
  )
}
