import { paths } from '../paths.js'
import { texts } from '../texts.js'

/**
 * SPEC §2: the orientation tour's pages, each a tip and the screen shown beside it. Page 1
 * welcomes wherever the user is; pages 2, 3 and 6 show home, page 4 the NFTs and page 5 the
 * profile.
 */
export const tourPages = texts.tour.pages.map((page, index) => ({
  ...page,
  screen: [undefined, paths.home, paths.home, paths.nfts, paths.profile, paths.home][index],
}))
