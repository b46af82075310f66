import { orientationTourPages } from '@tessera/protocol'
import { expect, test } from 'vitest'
import { paths } from '../paths.js'
import { tourPages } from './tourPages.js'

test('S-086, S-088: six pages; 2, 3 and 6 show home, 4 the NFTs and 5 the profile', () => {
  expect(tourPages).toHaveLength(orientationTourPages)
  expect(tourPages.map((page) => page.screen)).toEqual([
    undefined,
    paths.home,
    paths.home,
    paths.nfts,
    paths.profile,
    paths.home,
  ])
})
