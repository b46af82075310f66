import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ProviderRpcError } from '../ProviderRpcError.js'
import { telegramLogin } from './telegramLogin.js'

const oauthOrigin = 'https://oauth.telegram.org'
const widgetFields = {
  id: 424242,
  first_name: 'Ada',
  auth_date: 1_767_000_000,
  hash: 'ab'.repeat(32),
}

/** Telegram's popup as the page sees it: `closed` once it closed itself or was closed. */
type FakePopup = { closed: boolean; focused: number; close(): void; focus(): void }

/** A page with `window.open` (null = blocked) and its message listeners. */
function fakePage(options: { isBlocked?: boolean } = {}) {
  const page = new EventTarget()
  const opened: { url: string; popup: FakePopup }[] = []
  Object.assign(page, {
    location: { origin: 'https://app.example' },
    screenX: 0,
    screenY: 0,
    outerWidth: 1200,
    outerHeight: 900,
    open: (url: string) => {
      if (options.isBlocked) return null
      const popup: FakePopup = {
        closed: false,
        focused: 0,
        close() {
          popup.closed = true
        },
        focus() {
          popup.focused += 1
        },
      }
      opened.push({ url, popup })
      return popup
    },
  })
  vi.stubGlobal('window', page)
  /** Posts `data` to the page as `source` on `origin` would. */
  const post = (data: unknown, from: { source: unknown; origin?: string }) =>
    page.dispatchEvent(
      Object.assign(new Event('message'), {
        data,
        origin: from.origin ?? oauthOrigin,
        source: from.source,
      }),
    )
  return { opened, post }
}

const answer = (result: unknown) => JSON.stringify({ event: 'auth_result', result })

/** A login whose `logIn` records the tgAuthResult it was handed. */
function startLogin() {
  const loggedIn: string[] = []
  const login = telegramLogin({
    botId: '7000000001',
    oauthOrigin,
    logIn: async (tgAuthResult) => loggedIn.push(tgAuthResult),
  })
  return { login, loggedIn }
}

const settled = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: ProviderRpcError) => `${error.code} ${error.message}`,
  )

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('#19 telegramLogin', () => {
  test("default: #19 opens Telegram's popup for the bot and this page, and logs in with its answer", async () => {
    const { opened, post } = fakePage()
    const { login, loggedIn } = startLogin()
    const done = login.start()
    const [first] = opened
    expect(new URL(first?.url ?? '').search).toBe(
      '?bot_id=7000000001&origin=https%3A%2F%2Fapp.example&request_access=write',
    )
    post(answer(widgetFields), { source: first?.popup })
    await done
    expect(JSON.parse(Buffer.from(loggedIn[0] ?? '', 'base64url').toString())).toEqual(widgetFields)
    expect(first?.popup.closed).toBe(true)
  })

  test('behavior: #19 an answer delivered just after the popup closed itself still logs in', async () => {
    const { opened, post } = fakePage()
    const { login, loggedIn } = startLogin()
    const done = login.start()
    const popup = opened[0]?.popup
    popup?.close() // Telegram closes its popup right after posting; the message is still on its way
    await vi.advanceTimersByTimeAsync(200)
    post(answer(widgetFields), { source: popup })
    expect(await settled(done)).toBe('resolved')
    expect(loggedIn).toHaveLength(1)
  })

  test('error: #19 a popup closed without an answer rejects 4001 after the grace, and a later answer is ignored', async () => {
    const { opened, post } = fakePage()
    const { login, loggedIn } = startLogin()
    const done = settled(login.start())
    const popup = opened[0]?.popup
    popup?.close()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await done).toBe('4001 The Telegram window was closed')
    post(answer(widgetFields), { source: popup })
    await vi.advanceTimersByTimeAsync(0)
    expect(loggedIn).toEqual([])
  })

  test('error: #19 closing the modal closes the popup, rejects, and stops listening', async () => {
    const { opened, post } = fakePage()
    const { login, loggedIn } = startLogin()
    const done = settled(login.start())
    login.stop()
    expect(await done).toMatch(/^4001 /)
    expect(opened[0]?.popup.closed).toBe(true)
    post(answer(widgetFields), { source: opened[0]?.popup })
    await vi.advanceTimersByTimeAsync(0)
    expect(loggedIn).toEqual([])
  })

  test('behavior: #19 a second click joins the login under way and brings its popup to the front', async () => {
    const { opened, post } = fakePage()
    const { login, loggedIn } = startLogin()
    const first = login.start()
    const second = login.start()
    expect(opened).toHaveLength(1)
    expect(opened[0]?.popup.focused).toBe(1)
    post(answer(widgetFields), { source: opened[0]?.popup })
    await Promise.all([first, second])
    expect(loggedIn).toHaveLength(1)
  })

  test('error: #19 a blocked popup is said as such, and the next click tries again', async () => {
    fakePage({ isBlocked: true })
    const { login } = startLogin()
    await expect(login.start()).rejects.toBeInstanceOf(ProviderRpcError)
    const { opened } = fakePage()
    void login.start()
    expect(opened).toHaveLength(1)
  })
})
