import { useCallback, useId, useState } from 'react'
import { IconButton } from '../../design/IconButton/IconButton.js'
import { useNetworkEditor } from '../hooks/useNetworkEditor.js'
import { useNetworkList, useSelectedNetwork } from '../hooks/useNetworks.js'
import { NetworksSheet } from '../networks/NetworksSheet.js'
import { texts } from '../texts.js'

/**
 * Picks the selected network among the wallet's networks (SPEC §2 home network selector); its
 * 'Manage networks' button opens the sheet to add, edit and delete networks (SPEC §2 modals).
 */
export function NetworkSelector() {
  const editor = useNetworkEditor()
  const networks = useNetworkList()
  const selected = useSelectedNetwork()
  const id = useId()
  const [isManaging, setIsManaging] = useState(false)
  const stopManaging = useCallback(() => setIsManaging(false), [])
  return (
    <span className="ts-networkSelector">
      <label htmlFor={id} className="ts-visuallyHidden">
        {texts.shell.networkLabel}
      </label>
      <select
        id={id}
        className="ts-networkSelector__select"
        value={selected.id}
        onChange={(event) => {
          const chosen = networks.find((network) => network.id === event.target.value)
          if (chosen) editor.select(chosen.id)
        }}
      >
        {networks.map((network) => (
          <option key={network.id} value={network.id}>
            {network.chainName}
          </option>
        ))}
      </select>
      <IconButton
        icon="settings"
        size="sm"
        label={texts.networks.manage}
        aria-haspopup="dialog"
        onClick={() => setIsManaging(true)}
      />
      <NetworksSheet isOpen={isManaging} onClose={stopManaging} />
    </span>
  )
}
