import type { FeeQuote } from '../fees/FeeQuote.js'
import type { SimulationResult } from '../simulation/SimulationResult.js'
import type { AppModeName } from './AppModeName.js'
import type { ApprovalEdits } from './ApprovalEdits.js'
import type { ApprovedRequest } from './ApprovedRequest.js'
import type { FamilyContext } from './FamilyContext.js'
import type { RequestDescription } from './RequestDescription.js'
import type { SecurityAlert } from './SecurityAlert.js'

type CommonRow<params, context> = {
  /** SPEC §5, §6: only these app modes may call the method (all when absent). */
  readonly modes?: readonly AppModeName[]
  /** The method hands out the private key: refused unless the app allows key export (SPEC §5). */
  readonly exportsKey?: true
  /**
   * The method signs, sends or reads secrets with the account: refused with app_not_connected
   * (EIP-1193 4100) while the app's connection is revoked (EIP-2255, issue #17), before any
   * approval, as MetaMask refuses an account it has not permitted.
   */
  readonly needsAccount?: true
  /** SPEC §5 checks on untrusted params; throws the spec's error, returns typed params. */
  parseParams(params: unknown, context: context): params | Promise<params>
  /** The request would change nothing: answered at once, without approval (e.g. switch to the selected chain). */
  isNoOp?(params: params, context: context): boolean
  /** Refuses approval edits the request cannot take (e.g. W-106), before approving. */
  checkEdits?(params: params, edits: ApprovalEdits): void
  /** Carries out an approved request; only an ApprovedRequest gets here. */
  run(request: ApprovedRequest<params>, context: context): Promise<unknown>
}

/** What an approval screen may ask of a waiting transaction before the user decides. */
type Insights<params, context> = {
  /** The fee it would cost, with the presets and Custom of the fee panel (SPEC §2). */
  quoteFee?(params: params, context: context): Promise<FeeQuote>
  /** What it would do to the sender's balances, or why it would fail. */
  simulate?(params: params, context: context): Promise<SimulationResult>
  /** Its security alerts (issue #17), dangers first; never rejects (a failing check is skipped). */
  alerts?(params: params, context: context): Promise<readonly SecurityAlert[]>
}

/** One row of a family's method table (STYLE §B3 `methods.ts`), mirroring SPEC §6. */
export type MethodRow<params = unknown, context = FamilyContext> = CommonRow<params, context> &
  (
    | { readonly needsApproval: false }
    | ({
        readonly needsApproval: true
        /** What the approval screen shows, in the current context. */
        describe(params: params, context: context): RequestDescription
      } & Insights<params, context>)
  )

/** A family's methods by name: what the wallet answers itself for that family's apps (SPEC §7). */
export type MethodTable<context = FamilyContext> = Readonly<
  Record<string, MethodRow<unknown, context>>
>

/** Declares a method row, keeping its params type inside the row. */
export function defineMethod<params, context = FamilyContext>(
  row: MethodRow<params, context>,
): MethodRow<unknown, context> {
  return row as MethodRow<unknown, context>
}
