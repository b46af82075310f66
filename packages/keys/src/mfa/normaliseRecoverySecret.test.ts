import { bytesToUtf8 } from '@noble/hashes/utils'
import { describe, expect, test } from 'vitest'
import { normaliseRecoverySecret } from './normaliseRecoverySecret.js'

const password = (secret: Parameters<typeof normaliseRecoverySecret>[0]) =>
  bytesToUtf8(normaliseRecoverySecret(secret).password)

describe('normaliseRecoverySecret', () => {
  test('default: a PIN is NFKC and trimmed', () => {
    expect(password({ kind: 'pin', pin: ' １２３４５６ ' })).toBe('pin\n123456')
  })

  test('behavior: answers are trimmed, lower-cased, inner whitespace collapsed; ids kept in order', () => {
    const normalised = normaliseRecoverySecret({
      kind: 'answers',
      answers: [
        { questionId: 'pet', answer: '  Rex \t the\n DOG ' },
        { questionId: 'city', answer: 'Zürich' },
      ],
    })
    expect(normalised.questionIds).toEqual(['pet', 'city'])
    expect(bytesToUtf8(normalised.password)).toBe('answers\n["rex the dog","zürich"]')
  })

  test('behavior: a PIN and an answer with the same text are different passwords', () => {
    expect(password({ kind: 'pin', pin: '1234' })).not.toBe(
      password({ kind: 'answers', answers: [{ questionId: 'q', answer: '1234' }] }),
    )
  })

  test('error: input_invalid for an empty PIN (W-104), empty answer, repeated question', () => {
    const code = expect.objectContaining({ code: 'input_invalid' })
    expect(() => normaliseRecoverySecret({ kind: 'pin', pin: '   ' })).toThrow(code)
    expect(() =>
      normaliseRecoverySecret({ kind: 'answers', answers: [{ questionId: 'q', answer: ' ' }] }),
    ).toThrow('an answer is empty')
    expect(() =>
      normaliseRecoverySecret({
        kind: 'answers',
        answers: [
          { questionId: 'q', answer: 'a' },
          { questionId: 'q', answer: 'b' },
        ],
      }),
    ).toThrow('a question is repeated')
    expect(() => normaliseRecoverySecret({ kind: 'answers', answers: [] })).toThrow(code)
    expect(() =>
      normaliseRecoverySecret({ kind: 'answers', answers: [{ questionId: 'a b', answer: 'x' }] }),
    ).toThrow('malformed question id')
  })
})
