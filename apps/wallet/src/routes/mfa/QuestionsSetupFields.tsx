import { mfaTexts } from './mfaTexts.js'
import type { QuestionAnswer } from './questionsProblem.js'
import { SecretField } from './SecretField.js'
import { securityQuestions } from './securityQuestions.js'

export type QuestionsSetupFieldsProps = {
  readonly rows: readonly QuestionAnswer[]
  readonly onChange: (rows: readonly QuestionAnswer[]) => void
}

/**
 * MFASetup's security questions (SPEC §2): per row a preset question to pick and its answer. Every
 * select offers every question: a repeat is refused on submit (W-119), not hidden.
 */
export function QuestionsSetupFields({ rows, onChange }: QuestionsSetupFieldsProps) {
  const change = (index: number, next: Partial<QuestionAnswer>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...next } : row)))
  return rows.map((row, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: fixed slots, never added, removed or reordered
    <div key={index} className="ts-mfa__question">
      <label className="ts-mfa__field" htmlFor={`ts-mfa-question-${index}`}>
        <span>{mfaTexts.questionLabel(index + 1)}</span>
        <select
          id={`ts-mfa-question-${index}`}
          className="ts-mfa__input ts-mfa__input--answer"
          value={row.questionId}
          onChange={(event) => change(index, { questionId: event.target.value })}
        >
          <option value="">{mfaTexts.chooseQuestion}</option>
          {securityQuestions.map(({ id, text }) => (
            <option key={id} value={id}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <SecretField
        kind="answer"
        id={`ts-mfa-answer-${index}`}
        label={mfaTexts.answerLabel(index + 1)}
        value={row.answer}
        onChange={(answer) => change(index, { answer })}
      />
    </div>
  ))
}
