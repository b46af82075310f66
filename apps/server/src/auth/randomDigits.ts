import { randomInt } from 'node:crypto'

/** `count` decimal digits from the system's CSPRNG, leading zeros kept ("004217"). */
export function randomDigits(count: number): string {
  return String(randomInt(0, 10 ** count)).padStart(count, '0')
}
