/** SPEC §8 leaves the toast timeout open; 4 s is long enough to read one sentence. */
export const toastTimeoutMs = 4_000
