import type { RequestDescription } from '@tessera/engine'
import { Notice } from '../../../design/Notice/Notice.js'
import { texts } from '../../texts.js'
import { DetailList } from '../DetailList.js'

type AddChainDescription = Extract<RequestDescription, { kind: 'addChain' }>

export type AddChainBodyProps = { description: AddChainDescription }

/** wallet_addEthereumChain: the network the app wants to add (SPEC §2 add chain view). */
export function AddChainBody({ description }: AddChainBodyProps) {
  const { network } = description
  return (
    <>
      <DetailList
        rows={[
          { label: texts.sign.networkName, value: network.chainName },
          { label: texts.sign.chainId, value: String(network.chainId) },
          { label: texts.sign.rpcUrl, value: network.rpcUrl, isMono: true },
          { label: texts.sign.currencySymbol, value: network.nativeCurrency.symbol },
          ...(network.blockExplorerUrl
            ? [{ label: texts.sign.explorerUrl, value: network.blockExplorerUrl, isMono: true }]
            : []),
        ]}
      />
      <Notice tone="info">{texts.sign.rpcCheckedAfterApproval(network.chainId)}</Notice>
    </>
  )
}
