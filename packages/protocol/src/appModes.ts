// App modes (SPEC §4, §6; HOST-PROTOCOL §D `getAppMode`).

export const appModes = { noUI: 0, widget: 1, full: 2 } as const
export type AppMode = (typeof appModes)[keyof typeof appModes]

/** HOST-PROTOCOL §A2: `standaloneMode` carried in the URL hash; modes 1 and 2 close through `wallet_close`. */
export const standaloneModes = [0, 1, 2] as const
export type StandaloneMode = (typeof standaloneModes)[number]

export const sdkVersion = 'v3' // HOST-PROTOCOL §D: getSDKVersion
