// Shape checks for hex values, without pulling viem's checksum code into the login frame.

/** Any 0x-prefixed hex string. */
export const hexPattern = /^0x[0-9a-fA-F]*$/
