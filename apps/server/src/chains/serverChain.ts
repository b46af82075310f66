import { z } from 'zod'
import { appChainTypes } from '../apps/appSettings.js'
import { isHttpsOrLoopback } from '../http/isHttpsOrLoopback.js'

/** SPEC §3 server chain fields, as `GET /api/v1/chains/{appId}/` answers them. */
export const serverChainSchema = z.object({
  chain_id: z.string().regex(/^[0-9A-Za-z]{1,20}$/, 'must be a chain id like 137 or T'),
  name: z.string().min(1).max(80),
  rpc_url: z
    .string()
    .url()
    .refine((v) => /^(https?|wss?):\/\//.test(v), 'unsupported protocol scheme'),
  /** A link the wallet shows: https, plain http only on this machine (issue #15 finding 7). */
  exp_url: z.union([
    z
      .string()
      .url()
      .refine(
        (v) => URL.canParse(v) && isHttpsOrLoopback(new URL(v)),
        'must be https (plain http only for localhost, 127.0.0.1 or [::1])',
      ),
    z.literal(''),
  ]),
  currency: z.string().min(1).max(12),
  chain_type: z.enum(['evm_secp256k1', 'solana_cv25519', 'multiversx_cv25519', 'near_cv25519']),
  compatibility: z.enum(appChainTypes),
  default_chain: z.boolean(),
})

export type ServerChain = z.infer<typeof serverChainSchema>
