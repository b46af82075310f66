import { paths } from '../paths.js'
import { texts } from '../texts.js'

const { pages } = texts.tour

/**
 * SPEC §2: the orientation tour's pages in order, each a tip and the screen shown beside it.
 * Page 1 welcomes wherever the user is; pages 2, 3 and 6 show home, page 4 the NFTs and page 5
 * the profile.
 */
export const tourPages: readonly {
  readonly title: string
  readonly text: string
  readonly screen?: string
}[] = [
  pages.welcome,
  { ...pages.balance, screen: paths.home },
  { ...pages.trade, screen: paths.home },
  { ...pages.nfts, screen: paths.nfts },
  { ...pages.profile, screen: paths.profile },
  { ...pages.approvals, screen: paths.home },
]
