import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defaultTokenListChainIds } from '@tessera/protocol'
import { describe, expect, test } from 'vitest'
import type { CatalogueToken } from '../CatalogueToken.js'
import {
  chainsAssetsDir,
  renderTokenCatalogueFiles,
  tokenListsDir,
  tokenLogosDir,
} from './tokenCatalogueFiles.js'

const readList = (chainId: number): CatalogueToken[] =>
  JSON.parse(readFileSync(join(tokenListsDir, `${chainId}.json`), 'utf8'))

describe('token catalogue files', () => {
  test('behavior: the committed files are what the installed packages give (run writeTokenCatalogue.ts after an upgrade)', async () => {
    const expected = await renderTokenCatalogueFiles()
    for (const [path, content] of expected)
      expect(readFileSync(join(chainsAssetsDir, path), 'utf8'), path).toBe(content)
    const committed = [
      ...readdirSync(tokenListsDir).map((file) => join('token-lists', file)),
      ...readdirSync(tokenLogosDir).map((file) => join('token-logos', file)),
    ]
    expect(committed.sort()).toEqual([...expected.keys()].sort())
  })

  test('default: H-026 a list for each of chains 1, 137, 42161 and 56 with several hundred entries', () => {
    const sizes = defaultTokenListChainIds.map((chainId) => readList(chainId).length)
    expect(sizes.every((size) => size > 20)).toBe(true)
    expect(sizes.reduce((a, b) => a + b)).toBeGreaterThan(300)
  })

  test('behavior: entries are valid: address, name, symbol, decimals 0 to 24, erc20', () => {
    for (const chainId of defaultTokenListChainIds)
      for (const token of readList(chainId)) {
        expect(token.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
        expect(token.name.length * token.symbol.length).toBeGreaterThan(0)
        expect(token.decimals >= 0 && token.decimals <= 24).toBe(true)
        expect(token.erc20).toBe(true)
      }
  })

  test('behavior: H-028 every logo named in a list is a shipped SVG file (no remote URLs)', () => {
    const lists = defaultTokenListChainIds.flatMap(readList)
    const withLogo = lists.filter((token) => token.logo)
    expect(withLogo.length).toBeGreaterThan(lists.length / 2)
    for (const { logo } of withLogo) {
      const path = join(tokenLogosDir, logo ?? '')
      expect(existsSync(path), logo).toBe(true)
      expect(readFileSync(path, 'utf8')).toMatch(/^<svg[^>]*><title>/)
    }
    expect(JSON.stringify(lists)).not.toMatch(/https?:/)
  })

  test('behavior: a 6-decimal stablecoin keeps its catalogue decimals (H-027)', () => {
    const usdc = readList(1).find((token) => token.symbol === 'USDC')
    expect(usdc).toMatchObject({
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      decimals: 6,
    })
  })
})
