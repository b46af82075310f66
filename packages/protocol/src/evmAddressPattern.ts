/**
 * A 20-byte EVM address as messages and provider lists write it: `0x` and 40 hex digits, any case
 * (an EIP-55 checksum, where it matters, is checked apart). One definition for the sell messages
 * (SPEC §7) and the on-ramp's token list (issue #20).
 */
export const evmAddressPattern = /^0x[0-9a-fA-F]{40}$/
