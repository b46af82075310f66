import { escapeHtml } from '../escapeHtml.js'
import type { OidcAccount } from './createAccountDirectory.js'

const palette = ['#1a73e8', '#d93025', '#188038', '#e37400', '#9334e6', '#007b83']

/** A round avatar with the account's initial, served where the `picture` claim points. */
export function avatarSvg(account: OidcAccount): string {
  const initial = escapeHtml((account.givenName[0] ?? '?').toUpperCase())
  const color = palette[Number(BigInt(account.accountId) % BigInt(palette.length))]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${color}"/><text x="48" y="62" font-family="sans-serif" font-size="44" fill="#fff" text-anchor="middle">${initial}</text></svg>`
}
