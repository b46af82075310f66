const hexPattern = /^0x([0-9a-fA-F]{2})+$/
const jwtPattern = /^[\w-]+\.[\w-]+\.([\w-]{20,})$/

/**
 * The ways a secret could be written down: a 0x-hex value (a key, a share) as 0x-hex, bare hex
 * in either case, base64, base64url and (a scalar) decimal; a JWT whole and its signature alone
 * (enough to replay it with a logged payload); anything else as it is.
 */
export function secretForms(secret: string): string[] {
  if (hexPattern.test(secret)) {
    const bare = secret.slice(2)
    const bytes = Buffer.from(bare, 'hex')
    return [
      secret.toLowerCase(),
      bare.toLowerCase(),
      bare.toUpperCase(),
      bytes.toString('base64'),
      bytes.toString('base64url'),
      BigInt(secret).toString(),
    ]
  }
  const signature = jwtPattern.exec(secret)?.[1]
  return signature ? [secret, signature] : [secret]
}

/**
 * Whether `text` holds `form`. A number (a one-time code) counts only standing alone: the digits
 * of a timestamp that happen to contain it are not the code.
 */
export function holds(text: string, form: string): boolean {
  if (!/^\d+$/.test(form)) return text.includes(form)
  return new RegExp(`(?<!\\d)${form}(?!\\d)`).test(text)
}
