/** Why a new PIN is refused: too short, a repeated pattern, a run of digits, or a common PIN. */
export type NewPinProblem = 'too_short' | 'repeated_pattern' | 'digit_run' | 'common'

const minPinLength = 6

/**
 * PINs people pick most that no other rule catches. Repeats (000000, 121212, 123123, 696969) and
 * straight runs (123456, 987654) are refused by rule, so they are not listed.
 */
const commonPins: ReadonlySet<string> = new Set([
  '112233',
  '123321',
  '159753',
  '147258',
  '147852',
  '258456',
  '741852',
  '789456',
  '102030',
  '142536',
  '951753',
  '753951',
  '159357',
  '123654',
  '123789',
])

/**
 * What makes `pin` too easy to guess as a new MFA PIN (issue #16: the sealed recovery factor is
 * only as strong as its secret, with 5 tries at the key nodes), or undefined when it is fine.
 * Only for a PIN being set: opening an envelope takes any PIN it was sealed with.
 */
export function newPinProblem(pin: string): NewPinProblem | undefined {
  // The spelling that seals (`normaliseRecoverySecret`): NFKC, trimmed.
  const typed = pin.normalize('NFKC').trim()
  if (typed.length < minPinLength) return 'too_short'
  if (/^(.+?)\1+$/su.test(typed)) return 'repeated_pattern'
  if (isDigitRun(typed)) return 'digit_run'
  if (commonPins.has(typed)) return 'common'
  return undefined
}

/** 123456, 3456789, 987654: every digit one up, or every digit one down, from the last. */
function isDigitRun(pin: string): boolean {
  if (!/^\d+$/u.test(pin)) return false
  const steps = new Set<number>()
  for (let i = 1; i < pin.length; i++) steps.add(Number(pin[i]) - Number(pin[i - 1]))
  return steps.size === 1 && (steps.has(1) || steps.has(-1))
}
