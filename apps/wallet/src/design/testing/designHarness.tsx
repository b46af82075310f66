import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { Address } from '../Address/Address.js'
import { BottomSheet } from '../BottomSheet/BottomSheet.js'
import { Button } from '../Button/Button.js'
import { EmptyState } from '../EmptyState/EmptyState.js'
import { IconButton } from '../IconButton/IconButton.js'
import { Notice } from '../Notice/Notice.js'
import { Spinner } from '../Spinner/Spinner.js'
import { Tabs } from '../Tabs/Tabs.js'
import { ThemeRoot } from '../ThemeRoot/ThemeRoot.js'
import { ToastProvider, useToast } from '../Toast/ToastProvider.js'
import { Tooltip } from '../Tooltip/Tooltip.js'

// A gallery of the design components for their browser tests; `#dark` renders the dark theme.

const record = { sheetOpenedAt: 0, sheetClosedAt: 0, copies: [] as string[] }
Object.assign(window, { designHarness: record })

const tabs = [
  { value: 'one', label: 'One' },
  { value: 'two', label: 'Two' },
  { value: 'three', label: 'Three' },
] as const

function Gallery() {
  const [isSheetOpen, setSheetOpen] = useState(false)
  const [tab, setTab] = useState<'one' | 'two' | 'three'>('one')
  const showToast = useToast()
  return (
    <main style={{ display: 'grid', gap: 16, padding: 16 }}>
      <h1>Design components</h1>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button
          onClick={() => {
            record.sheetOpenedAt = performance.now()
            setSheetOpen(true)
          }}
        >
          Open sheet
        </Button>
        <Button
          variant="secondary"
          onClick={() => showToast({ tone: 'success', message: 'Saved' })}
        >
          Show toast
        </Button>
        <Button variant="danger" onClick={() => showToast({ tone: 'error', message: 'Failed' })}>
          Show error
        </Button>
        <Button variant="link">Link button</Button>
        <Button disabled>Disabled</Button>
        <IconButton icon="refresh" label="Refresh" />
      </div>
      <Tabs label="Speed" tabs={tabs} selected={tab} onSelect={setTab}>
        <p>Panel {tab}</p>
      </Tabs>
      <Tooltip text="More about this">
        {(triggerProps) => <IconButton icon="info" label="Info" {...triggerProps} />}
      </Tooltip>
      <Address
        address="0x5B38Da6a701c568545dCfcB03FcB875f56beddC4"
        copyLabel="Copy address"
        onCopy={(result) => record.copies.push(result)}
      />
      <Notice tone="info">An information</Notice>
      <Notice tone="warning">A warning</Notice>
      <Spinner label="Loading" />
      <EmptyState icon="tokens" title="Nothing here" />
      <BottomSheet
        isOpen={isSheetOpen}
        title="Sheet title"
        closeLabel="Close"
        onClose={() => {
          record.sheetClosedAt = performance.now()
          setSheetOpen(false)
        }}
      >
        <p>Sheet content</p>
        <Button>Inside sheet</Button>
      </BottomSheet>
    </main>
  )
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <ThemeRoot theme={location.hash === '#dark' ? 'dark' : 'light'}>
      <ToastProvider isShowingErrors dismissLabel="Dismiss">
        <Gallery />
      </ToastProvider>
    </ThemeRoot>,
  )
