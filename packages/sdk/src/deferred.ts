/** A promise with its settle functions, for state that others wait on before it exists. */
export type Deferred = {
  readonly promise: Promise<void>
  readonly resolve: () => void
  readonly reject: (error: unknown) => void
}

/** A new `Deferred`; its rejection counts as observed, since waiters may come later or never. */
export function deferred(): Deferred {
  const handlers = {} as Omit<Deferred, 'promise'>
  const promise = new Promise<void>((resolve, reject) =>
    Object.assign(handlers, { resolve, reject }),
  )
  promise.catch(() => undefined)
  return { promise, ...handlers }
}
