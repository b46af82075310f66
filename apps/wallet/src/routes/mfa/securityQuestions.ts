/**
 * The preset questions of `/mfa/setup` (SPEC §2, §8 W-118 … W-120). An id is sealed into the
 * recovery envelope (`normaliseRecoverySecret`), so an id never changes or gets reused; a text may
 * be reworded.
 */
export const securityQuestions = [
  { id: 'first-pet', text: 'What was the name of your first pet?' },
  { id: 'birth-city', text: 'In which city were you born?' },
  { id: 'first-school', text: 'What was the name of your first school?' },
  { id: 'childhood-friend', text: 'What is the first name of your best childhood friend?' },
  { id: 'first-street', text: 'What was the name of the street you grew up on?' },
  { id: 'first-car', text: 'What was the make of your first car?' },
  { id: 'favourite-teacher', text: 'What was the surname of your favourite teacher?' },
  { id: 'first-job', text: 'Where did you have your first job?' },
] as const satisfies readonly { readonly id: string; readonly text: string }[]

/** How many questions a user picks and answers at setup. */
export const securityQuestionCount = 3

/** The text of a question the envelope names; an id this wallet does not know shows as itself. */
export function securityQuestionText(id: string): string {
  return securityQuestions.find((question) => question.id === id)?.text ?? id
}
