import type { ChainCompatibility } from '@tessera/protocol'

/** A chain family (SPEC §1, §3 `compatibility`): each has one adapter folder in this package. */
export type ChainFamily = ChainCompatibility
