import { describe, expect, test } from 'vitest'
import { createKeyedLock } from './createKeyedLock.js'

/** A task that runs until `finish` is called, telling when it started. */
function heldTask(log: string[], name: string) {
  let finish: (error?: Error) => void = () => undefined
  const task = () => {
    log.push(`${name} started`)
    return new Promise<string>((resolve, reject) => {
      finish = (error) => {
        log.push(`${name} ended`)
        if (error) reject(error)
        else resolve(name)
      }
    })
  }
  return { task, finish: (error?: Error) => finish(error) }
}

/** Lets every promise callback that can run, run. */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('createKeyedLock', () => {
  test('default: #17 tasks of one key run one at a time, in the order they came, each answered its own result', async () => {
    const lock = createKeyedLock()
    const log: string[] = []
    const [a, b, c] = ['a', 'b', 'c'].map((name) => heldTask(log, name))
    if (!a || !b || !c) throw new Error('three tasks')
    const answers = [lock('1 0xabc', a.task), lock('1 0xabc', b.task), lock('1 0xabc', c.task)]
    await settled()
    expect(log).toEqual(['a started'])
    a.finish()
    await settled()
    b.finish()
    await settled()
    c.finish()
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c'])
    expect(log).toEqual(['a started', 'a ended', 'b started', 'b ended', 'c started', 'c ended'])
  })

  test('behavior: #17 tasks of other keys (another chain, another account) do not wait for each other', async () => {
    const lock = createKeyedLock()
    const log: string[] = []
    const held = heldTask(log, 'chain 1')
    const other = lock('1 0xabc', held.task)
    await expect(lock('137 0xabc', async () => 'chain 137')).resolves.toBe('chain 137')
    await expect(lock('1 0xdef', async () => 'other account')).resolves.toBe('other account')
    held.finish()
    await expect(other).resolves.toBe('chain 1')
  })

  test("error: #17 a task that fails is its caller's error and does not hold the next one", async () => {
    const lock = createKeyedLock()
    const log: string[] = []
    const failing = heldTask(log, 'failing')
    const first = lock('1 0xabc', failing.task)
    const thrown = lock('1 0xabc', () => {
      throw new Error('at once')
    })
    const next = lock('1 0xabc', async () => 'next')
    await settled()
    failing.finish(new Error('node refused'))
    await expect(first).rejects.toThrow('node refused')
    await expect(thrown).rejects.toThrow('at once')
    await expect(next).resolves.toBe('next')
  })

  test('error: #17 Web Locks the browser refuses (a frame denied storage): sends still run, one at a time per key', async () => {
    const refused = {
      request: () => Promise.reject(new DOMException('storage denied', 'SecurityError')),
    } as unknown as Pick<LockManager, 'request'>
    const lock = createKeyedLock(refused)
    const log: string[] = []
    const [a, b] = ['a', 'b'].map((name) => heldTask(log, name))
    if (!a || !b) throw new Error('two tasks')
    const answers = [lock('1 0xabc', a.task), lock('1 0xabc', b.task)]
    await settled()
    expect(log).toEqual(['a started'])
    a.finish()
    await settled()
    b.finish()
    expect(await Promise.all(answers)).toEqual(['a', 'b'])
  })

  test("error: #17 through Web Locks, a task's own failure is its caller's error, not a reason to leave the locks", async () => {
    const names: string[] = []
    const granting = {
      request: (name: string, task: () => Promise<unknown>) => {
        names.push(name)
        return task()
      },
    } as unknown as Pick<LockManager, 'request'>
    const lock = createKeyedLock(granting)
    await expect(
      lock('1 0xabc', async () => {
        throw new Error('node refused')
      }),
    ).rejects.toThrow('node refused')
    await expect(lock('1 0xabc', async () => 'next')).resolves.toBe('next')
    expect(names).toEqual(['tessera send 1 0xabc', 'tessera send 1 0xabc'])
  })
})
