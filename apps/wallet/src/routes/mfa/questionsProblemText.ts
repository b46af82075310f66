import { mfaTexts } from './mfaTexts.js'
import { type QuestionAnswer, questionsProblem } from './questionsProblem.js'

/** The SPEC §8 text of `questionsProblem` (W-120, W-119 or W-118), for setup and restore alike. */
export function questionsProblemText(rows: readonly QuestionAnswer[]): string | undefined {
  const code = questionsProblem(rows)
  return code && mfaTexts.errors.questions[code]
}
