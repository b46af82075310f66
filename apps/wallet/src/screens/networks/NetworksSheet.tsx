import type { NetworkConfig, NetworkForm } from '@tessera/engine'
import { useCallback, useState } from 'react'
import { BottomSheet } from '../../design/BottomSheet/BottomSheet.js'
import { useNetworkEditor } from '../hooks/useNetworkEditor.js'
import { useNetworkList, useSelectedNetwork } from '../hooks/useNetworks.js'
import { texts } from '../texts.js'
import { NetworkFormView } from './NetworkFormView.js'
import { NetworkList } from './NetworkList.js'
import './Networks.css'

export type NetworksSheetProps = {
  isOpen: boolean
  /** Called once the sheet has collapsed (SPEC §2, §9: 300 ms). */
  onClose: () => void
}

type View = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; network: NetworkConfig }

const emptyForm: NetworkForm = {
  chainName: '',
  rpcUrl: '',
  currencySymbol: '',
  chainId: '',
  explorerUrl: '',
}

/**
 * The networks bottom sheet (SPEC §2 modals): the network list, and in its place the Add network
 * and Edit network forms. A save or delete returns to the list, where the result shows.
 */
export function NetworksSheet({ isOpen, onClose }: NetworksSheetProps) {
  const editor = useNetworkEditor()
  const networks = useNetworkList()
  const selected = useSelectedNetwork()
  const [view, setView] = useState<View>({ kind: 'list' })
  const toList = () => setView({ kind: 'list' })
  const close = useCallback(() => {
    setView({ kind: 'list' })
    onClose()
  }, [onClose])
  const title =
    view.kind === 'add'
      ? texts.networks.add
      : view.kind === 'edit'
        ? texts.networks.edit
        : texts.networks.title

  return (
    <BottomSheet isOpen={isOpen} title={title} closeLabel={texts.networks.close} onClose={close}>
      {isOpen && view.kind === 'list' && (
        <NetworkList
          networks={networks.map((network) => ({
            ...network,
            chainId: editor.chainIdOf(network.id),
          }))}
          selectedId={selected.id}
          {...(editor.canAdd
            ? {
                onAdd: () => setView({ kind: 'add' }),
                onEdit: (network: NetworkConfig) => setView({ kind: 'edit', network }),
              }
            : {})}
        />
      )}
      {isOpen && view.kind === 'add' && (
        <NetworkFormView
          initial={emptyForm}
          leaveLabel={texts.networks.back}
          onLeave={toList}
          onSave={async (form) => {
            await editor.add(form)
            toList()
          }}
        />
      )}
      {isOpen && view.kind === 'edit' && (
        <NetworkFormView
          initial={editor.formOf(view.network.id)}
          leaveLabel={texts.networks.cancel}
          onLeave={toList}
          onSave={async (form) => {
            await editor.edit(view.network.id, form)
            toList()
          }}
          {...(view.network.isCustom
            ? {
                onDelete: () => {
                  editor.remove(view.network.id)
                  toList()
                },
              }
            : {})}
        />
      )}
    </BottomSheet>
  )
}
