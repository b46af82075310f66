// Shape checks for hex values, without pulling viem's checksum code into the login frame.

/** A 20-byte hex address (any case; checksums are not checked here). */
export const addressPattern = /^0x[0-9a-fA-F]{40}$/

/** Any 0x-prefixed hex string. */
export const hexPattern = /^0x[0-9a-fA-F]*$/
