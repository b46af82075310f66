// Intervals, delays, timeouts and lifetimes. Every number is from SPEC §9 unless it says otherwise.

const second = 1_000
const minute = 60 * second
const hour = 60 * minute
const day = 24 * hour

export const balancePollIntervalMs = 10_000 // SPEC §9
export const balancePollStopAfterMs = 600_000 // SPEC §9
export const exchangeRateRefreshIntervalMs = 600_000 // SPEC §7, §9
export const activityPollIntervalMs = 3_000 // SPEC §4, §9
export const activityRetryDelayMs = 2_000 // SPEC §4, §9: tx not yet found on Solana or MultiversX
export const blockTrackerPollIntervalMs = 1_000 // SPEC §9
export const solanaAssetListDelayMs = 200 // SPEC §9

export const passwordlessLinkPollIntervalMs = 2_000 // SPEC §7, §9
export const passwordlessLinkPollStartDelayMs = 3_000 // SPEC §7, §9
export const loginHelperBroadcastTimeoutMs = 1_000 // SPEC §7, §9
export const openerRequestTimeoutMs = 5_000 // SPEC §7, §9
export const buyProcessingTextMs = 1_500 // SPEC §2: buy/sell modal 'processing' text

export const seedQuizSuccessDelayMs = 1_000 // SPEC §4, §9
export const seedQuizFailureDelayMs = 2_000 // SPEC §4, §9

export const modalCollapseAnimationMs = 300 // SPEC §2, §9
export const dragToCollapseMinMs = 300 // SPEC §2, §9: a drag longer than this collapses

export const cachedKeyExpiryMs = day // SPEC §3, §9: `pk` in local storage
export const loginTokenValidityMs = 60 * minute // SPEC §9: login JWT
export const sensitiveInfoExpiryMs = 300 * minute // SPEC §4, §9: local mode
export const reconnectExpiryMs = day // SPEC §5, §9: 'about 24 h'
export const onRampProcessingMs = 1_500 // SPEC §2: the Buy/Sell 'processing' text

// Issue #15 finding 6 (clickjacking, docs/security.md): Approve works only once the approval has
// been on screen, unobscured and undistorted this long without a break.
export const approveAfterVisibleMs = 500
// IntersectionObserver v2 reports visibility at most this often; 100 ms is the least it allows.
export const visibilityObserverDelayMs = 100
