type Listener = (...args: never[]) => void

/** The smallest emitter an EIP-1193 provider needs: `on`, `removeListener` and `emit`. */
export class EventEmitter<events extends Record<string, Listener>> {
  readonly #listeners = new Map<keyof events, Set<Listener>>()

  on<event extends keyof events>(event: event, listener: events[event]): this {
    const set = this.#listeners.get(event) ?? new Set()
    this.#listeners.set(event, set.add(listener))
    return this
  }

  removeListener<event extends keyof events>(event: event, listener: events[event]): this {
    this.#listeners.get(event)?.delete(listener)
    return this
  }

  protected emit<event extends keyof events>(event: event, ...args: Parameters<events[event]>) {
    for (const listener of [...(this.#listeners.get(event) ?? [])])
      (listener as (...values: unknown[]) => void)(...args)
  }
}
