/** A repeatable source of random choices for generated tests. */
export type Random = {
  /** A number in [0, 1). */
  next(): number
  /** One item of a non-empty list. */
  pick<item>(items: readonly item[]): item
  /** True with the given probability. */
  chance(probability: number): boolean
}

/**
 * A pseudo-random generator from a seed (mulberry32): the same seed gives the same inputs, so a
 * failing generated case is found again by its seed.
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  return {
    next,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)] as (typeof items)[number]
    },
    chance: (probability) => next() < probability,
  }
}
