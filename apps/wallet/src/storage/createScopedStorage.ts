import { WalletError } from '@tessera/errors'
import { isRecord } from '../parse/fields.js'

/** The slice of the Web Storage API scoped storage needs (tests pass fakes in Node). */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key'> & {
  readonly length: number
}

export type ScopedStorage<keys extends Record<string, unknown>> = {
  /** The stored value, or undefined when absent, expired or unreadable (then it is removed). */
  get<name extends keyof keys & string>(name: name): keys[name] | undefined
  /** Stores `value`; with `ttlMs` it reads as absent from `now + ttlMs` on. */
  set<name extends keyof keys & string>(
    name: name,
    value: keys[name],
    options?: { readonly ttlMs?: number },
  ): void
  remove(name: keyof keys & string): void
  /** Removes every key of this app, and only this app's. */
  clear(): void
  /**
   * Removes every entry of this app that expired or cannot be read: run at boot, so an expired
   * value does not stay in storage until someone reads it.
   */
  removeExpired(): void
  /** True once storage failed and values live in memory only (W-140). */
  readonly isInMemory: () => boolean
}

export type CreateScopedStorageParameters = {
  readonly appId: string
  /** Usually `() => window.localStorage`; a getter because merely reading it can throw. */
  readonly backend: () => StorageBackend
  /** Told once when storage fails and values fall back to memory (SPEC §8 W-140). */
  readonly onFallback: (error: WalletError<'W-140'>) => void
  readonly now?: () => number
}

type Envelope = { readonly v: unknown; readonly e?: number }

/**
 * Per-app storage (SPEC §1, §3; STYLE B3 "Scoped storage"): every key is `{appId}:{name}`, values
 * are JSON with an optional expiry checked on read, and when the browser's storage throws
 * (blocked, full, partitioned away) it falls back to memory and reports W-140 once.
 */
export function createScopedStorage<keys extends Record<string, unknown>>(
  parameters: CreateScopedStorageParameters,
): ScopedStorage<keys> {
  const { appId, onFallback } = parameters
  const now = parameters.now ?? Date.now
  const prefix = `${appId}:`
  const memory = new Map<string, string>()
  let backend: StorageBackend | undefined

  let fallenBack = false
  const fallBack = (cause: unknown) => {
    if (!fallenBack) onFallback(new WalletError('W-140', { cause }))
    fallenBack = true
    backend = undefined
  }
  try {
    backend = parameters.backend()
    // Some browsers expose storage that throws only on write: probe once.
    const probe = `${prefix}__probe`
    backend.setItem(probe, '1')
    backend.removeItem(probe)
  } catch (error) {
    fallBack(error)
  }

  const read = (key: string): string | null => {
    if (backend) {
      try {
        return backend.getItem(key)
      } catch (error) {
        fallBack(error)
      }
    }
    return memory.get(key) ?? null
  }
  const write = (key: string, value: string) => {
    if (backend) {
      try {
        backend.setItem(key, value)
        return
      } catch (error) {
        fallBack(error)
      }
    }
    memory.set(key, value)
  }
  const erase = (key: string) => {
    memory.delete(key)
    if (!backend) return
    try {
      backend.removeItem(key)
    } catch (error) {
      fallBack(error)
    }
  }

  /** The live envelope under `key`; an expired, foreign or corrupted one is removed. */
  const readLive = (key: string): Envelope | undefined => {
    const raw = read(key)
    if (raw === null) return undefined
    let envelope: Envelope | undefined
    try {
      const parsed: unknown = JSON.parse(raw)
      if (isRecord(parsed) && 'v' in parsed) envelope = parsed as Envelope
    } catch {
      // Not ours or corrupted: treated as absent and removed below.
    }
    if (!envelope || (typeof envelope.e === 'number' && envelope.e <= now())) {
      erase(key)
      return undefined
    }
    return envelope
  }
  /** Every key of this app, in storage and in the memory fallback. */
  const ownKeys = (): string[] => {
    const keys = new Set([...memory.keys()].filter((key) => key.startsWith(prefix)))
    if (backend) {
      try {
        for (let i = 0; i < backend.length; i++) {
          const key = backend.key(i)
          if (key?.startsWith(prefix)) keys.add(key)
        }
      } catch (error) {
        fallBack(error)
      }
    }
    return [...keys]
  }

  return {
    get(name) {
      return readLive(prefix + name)?.v as keys[typeof name] | undefined
    },
    set(name, value, options) {
      const envelope: Envelope =
        options?.ttlMs === undefined ? { v: value } : { v: value, e: now() + options.ttlMs }
      write(prefix + name, JSON.stringify(envelope))
    },
    remove(name) {
      erase(prefix + name)
    },
    clear() {
      for (const key of ownKeys()) erase(key)
    },
    removeExpired() {
      for (const key of ownKeys()) readLive(key)
    },
    isInMemory: () => fallenBack,
  }
}
