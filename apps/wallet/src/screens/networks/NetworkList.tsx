import type { NetworkConfig } from '@tessera/engine'
import { catalogue } from '@tessera/errors'
import { useId } from 'react'
import { Button } from '../../design/Button/Button.js'
import { Icon } from '../../design/Icon/Icon.js'
import { IconButton } from '../../design/IconButton/IconButton.js'
import { texts } from '../texts.js'

export type NetworkListProps = {
  networks: readonly NetworkConfig[]
  selectedChainId: number
  onEdit: (network: NetworkConfig) => void
  onAdd: () => void
}

/**
 * The wallet's networks, each with its edit action, and the 'Add network' entry. The selected
 * network's edit action is disabled and says why (SPEC §5 W-103).
 */
export function NetworkList({ networks, selectedChainId, onEdit, onAdd }: NetworkListProps) {
  const activeNoteId = useId()
  return (
    <>
      <ul className="ts-networkList">
        {networks.map((network) => {
          const isSelected = network.chainId === selectedChainId
          return (
            <li key={network.chainId} className="ts-networkList__row">
              <span className="ts-networkList__text">
                <span className="ts-networkList__name">{network.chainName}</span>
                <span className="ts-muted ts-networkList__meta">
                  {[
                    texts.networks.chainIdOf(network.chainId),
                    ...(network.isCustom ? [texts.networks.custom] : []),
                    ...(isSelected ? [texts.networks.selected] : []),
                  ].join(' · ')}
                </span>
                {isSelected && (
                  <span id={activeNoteId} className="ts-muted ts-networkList__meta">
                    {catalogue['W-103'].message}
                  </span>
                )}
              </span>
              <IconButton
                icon="edit"
                size="sm"
                label={texts.networks.editOne(network.chainName)}
                disabled={isSelected}
                {...(isSelected ? { 'aria-describedby': activeNoteId } : {})}
                onClick={() => onEdit(network)}
              />
            </li>
          )
        })}
      </ul>
      <Button isFullWidth onClick={onAdd}>
        <Icon name="plus" size={18} />
        {texts.networks.add}
      </Button>
    </>
  )
}
