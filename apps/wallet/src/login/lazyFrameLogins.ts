import type { FrameLogins } from './createFrameLogins.js'

/**
 * Frame logins loaded on first use: the key network client, curves and signing are a separate
 * chunk, so the login frame a host embeds stays small until somebody logs in.
 */
export function lazyFrameLogins(load: () => Promise<FrameLogins>): FrameLogins {
  let loaded: FrameLogins | undefined
  let loading: Promise<FrameLogins> | undefined
  const get = async () => {
    loading ??= load().then((logins) => {
      loaded = logins
      return logins
    })
    return loading
  }
  return {
    startOtp: async (email) => (await get()).startOtp(email),
    completeOtp: async (otp) => (await get()).completeOtp(otp),
    custom: async (params) => (await get()).custom(params),
    bearer: async (type, data) => (await get()).bearer(type, data),
    startSocial: async (kind) => (await get()).startSocial(kind),
    isSocialPending: (state) => loaded?.isSocialPending(state) ?? false,
    completeSocial: async (params) => (await get()).completeSocial(params),
    startLink: async (email) => (await get()).startLink(email),
    cancelPending: () => loaded?.cancelPending(),
  }
}
