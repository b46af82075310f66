import type { NetworkConfig, NetworkId } from '@tessera/engine'
import { catalogue } from '@tessera/errors'
import { useId } from 'react'
import { Button } from '../../design/Button/Button.js'
import { Icon } from '../../design/Icon/Icon.js'
import { IconButton } from '../../design/IconButton/IconButton.js'
import { texts } from '../texts.js'

export type NetworkListProps = {
  /** The networks, each with the chain id it is known by. */
  networks: readonly (NetworkConfig & { readonly chainId: number })[]
  selectedId: NetworkId
  /** Absent where the family takes no networks added by hand: the list is then read only. */
  onEdit?: (network: NetworkConfig) => void
  onAdd?: () => void
}

/**
 * The wallet's networks, each with its edit action, and the 'Add network' entry. The selected
 * network's edit action is disabled and says why (SPEC §5 W-103).
 */
export function NetworkList({ networks, selectedId, onEdit, onAdd }: NetworkListProps) {
  const activeNoteId = useId()
  return (
    <>
      <ul className="ts-networkList">
        {networks.map((network) => {
          const isSelected = network.id === selectedId
          return (
            <li key={network.id} className="ts-networkList__row">
              <span className="ts-networkList__text">
                <span className="ts-networkList__name">{network.chainName}</span>
                <span className="ts-muted ts-networkList__meta">
                  {[
                    texts.networks.chainIdOf(network.chainId),
                    ...(network.isCustom ? [texts.networks.custom] : []),
                    ...(isSelected ? [texts.networks.selected] : []),
                  ].join(' · ')}
                </span>
                {isSelected && onEdit && (
                  <span id={activeNoteId} className="ts-muted ts-networkList__meta">
                    {catalogue['W-103'].message}
                  </span>
                )}
              </span>
              {onEdit && (
                <IconButton
                  icon="edit"
                  size="sm"
                  label={texts.networks.editOne(network.chainName)}
                  disabled={isSelected}
                  {...(isSelected ? { 'aria-describedby': activeNoteId } : {})}
                  onClick={() => onEdit(network)}
                />
              )}
            </li>
          )
        })}
      </ul>
      {onAdd && (
        <Button isFullWidth onClick={onAdd}>
          <Icon name="plus" size={18} />
          {texts.networks.add}
        </Button>
      )}
    </>
  )
}
