import { formatTotalBalance, type RequestDescription } from '@tessera/engine'
import { shortenAddress } from '../../../design/Address/shortenAddress.js'
import { useNetworkOf } from '../../hooks/useNetworkOf.js'
import { texts } from '../../texts.js'
import { DetailList } from '../DetailList.js'
import { callDataSummary } from './callDataSummary.js'

type SendCalls = Extract<RequestDescription, { kind: 'sendCalls' }>

export type SendCallsBodyProps = {
  description: SendCalls
  /** The heading level of each call: 2 on the compact approval, 3 on the expanded (default). */
  level?: 2 | 3
}

/**
 * wallet_sendCalls (EIP-5792, issue #17): every call of the batch in one view, each with its
 * recipient, amount and data, and that they are sent one after another.
 */
export function SendCallsBody({ description, level = 3 }: SendCallsBodyProps) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const { nativeCurrency } = useNetworkOf(description.chain.networkId)
  const count = description.calls.length
  return (
    <>
      <p className="ts-muted">{texts.calls.oneByOne(count)}</p>
      {description.calls.map((call, index) => {
        const titleId = `ts-call-${index}`
        return (
          <section key={titleId} aria-labelledby={titleId}>
            <Heading id={titleId} className="ts-section__title">
              {texts.calls.callOf(index + 1, count)}
            </Heading>
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
