import type { Hex, RequestDescription, RequestId } from '@tessera/chains'

/** A request waiting for the user (SPEC §3 pending entry), with what the approval screen shows. */
export type PendingRequest = {
  /** The request as received, deep-frozen: what the engine acts on if approved. */
  readonly request: { readonly id: RequestId; readonly method: string; readonly params: unknown }
  readonly receivedTime: number
  readonly isPermissionGranted?: boolean
  readonly description: RequestDescription
  /** Digest of the method, parameters and description shown: what an approval signs off. */
  readonly digest: Hex
}
