import { Link, useLocation } from 'react-router'
import { Icon, type IconName } from '../../design/Icon/Icon.js'
import { isActivityArea, paths } from '../paths.js'
import { texts } from '../texts.js'

export type FooterNavProps = {
  /** SPEC §2: the Activity icon changes while skipped requests await approval. */
  hasSkippedRequests: boolean
}

type Tab = { to: string; label: string; icon: IconName; isActive: boolean }

/** SPEC §2 footer: Tokens, NFT, Profile and Activity. */
export function FooterNav({ hasSkippedRequests }: FooterNavProps) {
  const { pathname } = useLocation()
  const isNfts = pathname.startsWith(paths.nfts)
  const isProfile = pathname.startsWith(paths.profile)
  const isActivity = isActivityArea(pathname)
  const tabs: readonly Tab[] = [
    {
      to: paths.home,
      label: texts.shell.tabs.tokens,
      icon: 'tokens',
      isActive: !isNfts && !isProfile && !isActivity,
    },
    { to: paths.nfts, label: texts.shell.tabs.nft, icon: 'nft', isActive: isNfts },
    { to: paths.profile, label: texts.shell.tabs.profile, icon: 'profile', isActive: isProfile },
    {
      to: paths.activities,
      label: texts.shell.tabs.activity,
      icon: hasSkippedRequests ? 'activityPending' : 'activity',
      isActive: isActivity,
    },
  ]
  return (
    <nav className="ts-footerNav" aria-label={texts.shell.tabsLabel}>
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          className="ts-footerNav__tab"
          aria-current={tab.isActive ? 'page' : undefined}
        >
          <Icon name={tab.icon} />
          <span>{tab.label}</span>
          {tab.icon === 'activityPending' && (
            <span className="ts-visuallyHidden">{texts.shell.activityPendingNote}</span>
          )}
        </Link>
      ))}
    </nav>
  )
}
