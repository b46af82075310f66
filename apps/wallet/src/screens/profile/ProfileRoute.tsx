import { useCallback, useState } from 'react'
import { useAppConnection } from '../hooks/useAppConnection.js'
import { useCopyToast } from '../hooks/useCopyToast.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { texts } from '../texts.js'
import { useWalletContext } from '../WalletContext.js'
import { describeProfile } from './describeProfile.js'
import { PrivateKeySheet } from './PrivateKeySheet.js'
import { ProfileView } from './ProfileView.js'
import './Profile.css'

/**
 * `/loggedin/profileScreen` (SPEC §2 profile): the logged-in user, the wallet address with copy
 * (SPEC §8 'wallet address copied', W-125), the selected network, the connected app with Revoke
 * (EIP-2255, issue #17), the user's theme (#20), the private key export sheet and logout (SPEC §4: the core clears the
 * login, broadcasts LOGOUT and leaves for the login page).
 */
export function ProfileRoute() {
  const { user, address, revealPrivateKey, themeChoice, logout } = useWalletContext()
  const network = useSelectedNetwork()
  const onCopyAddress = useCopyToast({ copied: texts.home.addressCopied, failure: 'W-125' })
  const onCopyKey = useCopyToast({ copied: texts.profile.keyCopied, failure: 'W-124' })
  const connection = useAppConnection()
  const [isExporting, setIsExporting] = useState(false)
  const stopExporting = useCallback(() => setIsExporting(false), [])

  return (
    <>
      <ProfileView
        profile={describeProfile(user)}
        picture={user.picture}
        address={address}
        onCopyAddress={onCopyAddress}
        networkName={network.chainName}
        onExportKey={() => setIsExporting(true)}
        connectedApp={connection.connected}
        onRevokeApp={connection.revoke}
        chosenTheme={themeChoice.chosen}
        onChooseTheme={themeChoice.choose}
        onLogout={logout}
      />
      <PrivateKeySheet
        isOpen={isExporting}
        onClose={stopExporting}
        reveal={revealPrivateKey}
        onCopy={onCopyKey}
      />
    </>
  )
}
