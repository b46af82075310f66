/** One picked question and its typed answer; `questionId` is '' while none is picked. */
export type QuestionAnswer = { readonly questionId: string; readonly answer: string }

/**
 * What keeps security questions from being sealed or tried (SPEC §8), first problem first: a
 * question left unpicked is W-120, the same question twice W-119, an empty answer W-118. Spaces
 * alone are empty, as `normaliseRecoverySecret` trims them.
 */
export function questionsProblem(
  rows: readonly QuestionAnswer[],
): 'W-118' | 'W-119' | 'W-120' | undefined {
  const ids = rows.map(({ questionId }) => questionId)
  if (ids.some((id) => id === '')) return 'W-120'
  if (new Set(ids).size !== ids.length) return 'W-119'
  if (rows.some(({ answer }) => answer.trim() === '')) return 'W-118'
  return undefined
}
