import { base64urlnopad } from '@scure/base'

/** How many bytes a base64url (unpadded) string holds; undefined for anything else. */
export function base64urlByteLength(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined
  try {
    return base64urlnopad.decode(value).length
  } catch {
    // Not base64url: the caller refuses the value.
    return undefined
  }
}
