import { createServer, type Server } from 'node:http'
import { findFreePortBase, launchChromium } from '@tessera/test-utils'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type FixtureServer, startFixtureServer } from './startFixtureServer.js'

/** A page on another origin that shows an NFT the way a wallet does: token URI → metadata → image. */
const nftPage = (tokenUri: string) => `<!doctype html><meta charset="utf-8"><title>nft</title>
<h1 id="name">loading</h1><img id="image" alt="nft">
<script type="module">
  const metadata = await (await fetch(${JSON.stringify(tokenUri)})).json()
  document.getElementById('name').textContent = metadata.name
  document.getElementById('image').src = metadata.image
</script>`

describe('fixture server in Chromium', () => {
  let browser: Browser
  let fixtures: FixtureServer
  let page: Server
  let pageUrl: string

  beforeAll(async () => {
    const base = await findFreePortBase(2)
    fixtures = await startFixtureServer({ port: base })
    page = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end(nftPage(`${fixtures.url}/nft/2.json`))
    }).listen(base + 1, '127.0.0.1')
    // `localhost` and `127.0.0.1` are different origins: the fetch is cross-origin.
    pageUrl = `http://localhost:${base + 1}/`
    browser = await launchChromium()
  })

  afterAll(async () => {
    await browser?.close()
    page?.close()
    await fixtures?.stop()
  })

  test('default: a page on another origin renders the HTTP-served NFT (CORS, metadata, image)', async () => {
    const tab = await browser.newPage()
    await tab.goto(pageUrl)
    await expect.poll(() => tab.textContent('#name')).toBe('Tessera Tiles #2')
    const imageWidth = () =>
      tab.$eval(
        '#image',
        (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth,
      )
    await expect.poll(imageWidth).toBeGreaterThan(0)
    await tab.close()
  })
})
