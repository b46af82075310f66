// RFC 3339 §5.6 date-time: full-date "T" full-time, with a time offset; T and Z in either case.
const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/

const msPerMinute = 60_000

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/**
 * The instant an RFC 3339 date-time names, in ms since the epoch, or null when `text` is not one
 * naming a real day and time (EIP-4361 dates). `Date.parse` is not used: it reads dates RFC 3339
 * refuses (`2025-02-30` as 2 March) and refuses its leap second (`23:59:60`, read here as the
 * next minute's start), which would leave an expiry unreadable and so never passed.
 */
export function parseRfc3339DateTime(text: string): number | null {
  const match = dateTimePattern.exec(text)
  if (!match) return null
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map(Number)
  // The fraction's first three digits are its milliseconds; further ones are dropped.
  const ms = Number((match[7] ?? '.').slice(1).padEnd(3, '0').slice(0, 3))
  const offsetSign = match[8] === '-' ? -1 : 1
  const [offsetHour = 0, offsetMinute = 0] = match.slice(9, 11).map((part) => Number(part ?? 0))
  const isValid =
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 60 && // RFC 3339 §5.7: a leap second
    offsetHour <= 23 &&
    offsetMinute <= 59
  if (!isValid) return null
  const local = Date.UTC(year, month - 1, day, hour, minute, second, ms)
  return local - offsetSign * (offsetHour * 60 + offsetMinute) * msPerMinute
}
