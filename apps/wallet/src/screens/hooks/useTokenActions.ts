import type { CustomTokenForm, NetworkId } from '@tessera/engine'
import { useWalletContext } from '../WalletContext.js'

/** The user's token additions (SPEC §2 Add Token, §5 rules). */
export type TokenActions = {
  /** Adds it on the selected network: W-110, W-115, W-142, W-143. */
  add(form: CustomTokenForm): Promise<void>
  /** SPEC §2: Add Token offers a picker of known tokens here (EVM: Ethereum mainnet). */
  offersPicker(networkId: NetworkId): boolean
  /** SPEC §2: 'New Asset' appears where the family takes tokens added by hand (EVM). */
  readonly canAdd: boolean
}

/** The engine's token writes, for home and the Add Token screen. */
export function useTokenActions(): TokenActions {
  const { engine } = useWalletContext()
  return {
    add: engine.tokens.add,
    offersPicker: engine.tokens.offersPicker,
    canAdd: engine.capabilities.customTokens,
  }
}
