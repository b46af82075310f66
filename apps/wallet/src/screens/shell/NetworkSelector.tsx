import { useId } from 'react'
import { useNetworkList, useSelectedNetwork } from '../hooks/useNetworks.js'
import { texts } from '../texts.js'
import { useWalletContext } from '../WalletContext.js'

/** Picks the selected network among the wallet's networks (SPEC §2 home network selector). */
export function NetworkSelector() {
  const { engine } = useWalletContext()
  const networks = useNetworkList()
  const selected = useSelectedNetwork()
  const id = useId()
  return (
    <span className="ts-networkSelector">
      <label htmlFor={id} className="ts-visuallyHidden">
        {texts.shell.networkLabel}
      </label>
      <select
        id={id}
        className="ts-networkSelector__select"
        value={selected.chainId}
        onChange={(event) => engine.networks.select(Number(event.target.value))}
      >
        {networks.map((network) => (
          <option key={network.chainId} value={network.chainId}>
            {network.chainName}
          </option>
        ))}
      </select>
    </span>
  )
}
