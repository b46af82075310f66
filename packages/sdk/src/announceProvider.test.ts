import { expect, test } from 'vitest'
import { announceProvider, tesseraProviderInfo } from './announceProvider.js'

type Announcement = {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: object
}

const listen = (target: EventTarget) => {
  const announcements: Announcement[] = []
  target.addEventListener('eip6963:announceProvider', (event) =>
    announcements.push((event as CustomEvent<Announcement>).detail),
  )
  return announcements
}

test('default: announces at once with Tessera info and a v4 uuid (EIP-6963)', () => {
  const target = new EventTarget()
  const announcements = listen(target)
  const provider = { request: () => undefined }
  announceProvider(provider, target)
  expect(announcements).toHaveLength(1)
  const [{ info, provider: announced }] = announcements as [Announcement]
  expect(announced).toBe(provider)
  expect(info).toMatchObject({ name: 'Tessera', rdns: 'xyz.tessera' })
  expect(info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  expect(info.icon).toMatch(/^data:image\/svg\+xml,/)
  expect(Object.isFrozen(info)).toBe(true)
})

test('behavior: answers every eip6963:requestProvider with the same uuid, until stopped', () => {
  const target = new EventTarget()
  const announcements = listen(target)
  const stop = announceProvider({}, target)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  expect(announcements).toHaveLength(2)
  expect(announcements[1]?.info.uuid).toBe(announcements[0]?.info.uuid)
  stop()
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  expect(announcements).toHaveLength(2)
})

test('behavior: the icon is a square SVG', () => {
  const svg = decodeURIComponent(tesseraProviderInfo.icon.split(',')[1] ?? '')
  expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 96 96"/)
})
