import { describe, expect, test } from 'vitest'
import { questionsProblem } from './questionsProblem.js'

const row = (questionId: string, answer = 'rex') => ({ questionId, answer })

describe('questionsProblem', () => {
  test('default: three different questions, each answered', () => {
    expect(
      questionsProblem([row('first-pet'), row('birth-city', 'Zürich'), row('first-job', ' a ')]),
    ).toBeUndefined()
  })

  test('error: X-024 W-120 a question left unpicked', () => {
    expect(questionsProblem([row('first-pet'), row(''), row('first-job')])).toBe('W-120')
  })

  test('error: X-023 W-119 the same question twice', () => {
    expect(questionsProblem([row('first-pet'), row('birth-city'), row('first-pet')])).toBe('W-119')
  })

  test('error: X-022 W-118 an answer left empty or only spaces', () => {
    expect(questionsProblem([row('first-pet'), row('birth-city', '  '), row('first-job')])).toBe(
      'W-118',
    )
    expect(questionsProblem([row('first-pet', '')])).toBe('W-118')
  })

  test('behavior: an unpicked question comes before a repeat, a repeat before an empty answer', () => {
    expect(questionsProblem([row('', ''), row('first-pet', ''), row('first-pet')])).toBe('W-120')
    expect(questionsProblem([row('first-pet', ''), row('first-pet')])).toBe('W-119')
  })
})
