import { describe, expect, test } from 'vitest'
import type { AlertRule } from './AlertRule.js'
import { evaluateAlerts } from './evaluateAlerts.js'
import { coinTransfer, spender, unlimitedApprove } from './testing/alertRequests.js'
import { fakeAlertContext, someContractCode } from './testing/fakeAlertContext.js'

describe('evaluateAlerts', () => {
  test('default: #17 alerts: an unlimited approve to an EOA: the danger first, then the caution', async () => {
    const { context } = fakeAlertContext()
    expect(
      (await evaluateAlerts(unlimitedApprove(), context)).map(({ rule, level }) => [rule, level]),
    ).toEqual([
      ['spenderWithoutCode', 'danger'],
      ['unlimitedApproval', 'caution'],
    ])
  })

  test('behavior: #17 alerts: a coin transfer, or an approve to a contract of long ago, is no danger', async () => {
    const { context } = fakeAlertContext()
    expect(await evaluateAlerts(coinTransfer, context)).toEqual([])
    const contract = fakeAlertContext({
      codes: { [spender.toLowerCase()]: someContractCode },
      codesBefore: { [spender.toLowerCase()]: someContractCode },
    }).context
    expect((await evaluateAlerts(unlimitedApprove(), contract)).map(({ rule }) => rule)).toEqual([
      'unlimitedApproval',
    ])
  })

  test('behavior: #17 alerts: rules share the chain reads: the spender code is read once', async () => {
    const { context, reads } = fakeAlertContext({ blockNumber: 1_000n })
    await evaluateAlerts(unlimitedApprove(), context)
    expect(reads.filter((read) => read === `${spender.toLowerCase()}@latest`)).toHaveLength(1)
  })

  test('error: #17 alerts: a rule that throws, rejects or never answers is skipped, not fatal', async () => {
    const caution: AlertRule = {
      name: 'caution',
      evaluate: () => [{ rule: 'caution', level: 'caution', reason: 'c' }],
    }
    const danger: AlertRule = {
      name: 'danger',
      evaluate: async () => [{ rule: 'danger', level: 'danger', reason: 'd' }],
    }
    const throws: AlertRule = {
      name: 'throws',
      evaluate: () => {
        throw new Error('odd data')
      },
    }
    const rejects: AlertRule = {
      name: 'rejects',
      evaluate: () => Promise.reject(new Error('node')),
    }
    const hangs: AlertRule = { name: 'hangs', evaluate: () => new Promise(() => {}) }
    const { context } = fakeAlertContext()
    const alerts = await evaluateAlerts(coinTransfer, context, {
      rules: [caution, throws, rejects, hangs, danger],
      timeoutMs: 20,
    })
    expect(alerts.map(({ rule }) => rule)).toEqual(['danger', 'caution'])
  })
})
