import type { FrameLogins } from './createFrameLogins.js'

/**
 * Frame logins loaded on first use: the key network client, curves and signing are a separate
 * chunk, so the login frame a host embeds stays small until somebody logs in. Listeners of
 * `waitingLink` may subscribe before that: they hear the loaded logins' changes (nothing can wait
 * for a link before `startLink` loaded them).
 */
export function lazyFrameLogins(load: () => Promise<FrameLogins>): FrameLogins {
  let loaded: FrameLogins | undefined
  let loading: Promise<FrameLogins> | undefined
  const linkListeners = new Set<() => void>()
  const get = async () => {
    loading ??= load().then((logins) => {
      loaded = logins
      logins.waitingLink.subscribe(() => {
        for (const listener of [...linkListeners]) listener()
      })
      return logins
    })
    return loading
  }
  return {
    startOtp: async (email) => (await get()).startOtp(email),
    completeOtp: async (otp) => (await get()).completeOtp(otp),
    custom: async (params) => (await get()).custom(params),
    bearer: async (type, data) => (await get()).bearer(type, data),
    startSiwe: async (params) => (await get()).startSiwe(params),
    completeSiwe: async (signature) => (await get()).completeSiwe(signature),
    startSocial: async (kind) => (await get()).startSocial(kind),
    isSocialPending: (state) => loaded?.isSocialPending(state) ?? false,
    linkExpiry: (sessionId) => loaded?.linkExpiry(sessionId) ?? null,
    completeSocial: async (params) => (await get()).completeSocial(params),
    startLink: async (email) => (await get()).startLink(email),
    cancelPending: () => loaded?.cancelPending(),
    waitingLink: {
      current: () => loaded?.waitingLink.current() ?? null,
      subscribe(listener) {
        linkListeners.add(listener)
        return () => linkListeners.delete(listener)
      },
    },
  }
}
