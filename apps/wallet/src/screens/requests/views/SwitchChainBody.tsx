import type { RequestDescription } from '@tessera/engine'
import { useNetworkEditor } from '../../hooks/useNetworkEditor.js'
import { texts } from '../../texts.js'
import { DetailList } from '../DetailList.js'

type SwitchChainDescription = Extract<RequestDescription, { kind: 'switchChain' }>

export type SwitchChainBodyProps = { description: SwitchChainDescription }

/** wallet_switchEthereumChain: from which network to which (SPEC §2 switch chain view). */
export function SwitchChainBody({ description }: SwitchChainBodyProps) {
  const { chainIdOf } = useNetworkEditor()
  return (
    <DetailList
      rows={[
        { label: texts.sign.switchFrom, value: description.from.chainName },
        { label: texts.sign.switchTo, value: description.to.chainName },
        { label: texts.sign.chainId, value: String(chainIdOf(description.to.networkId)) },
      ]}
    />
  )
}
