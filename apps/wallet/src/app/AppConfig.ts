import type { KeyFamily } from '@tessera/keys'

/**
 * What the app's operator allowed (docs/server.md, admin CLI), read from the gateway: never the
 * host page's choice. Both false unless the gateway says exactly `true`.
 */
export type WalletPolicy = {
  /** NoUI mode (SPEC §6: nothing needs approval) for a login made in that very frame. */
  readonly isNoUiAllowed: boolean
  /** `_tessera_getPrivateKey` in NoUI mode (SPEC §5). */
  readonly isKeyExportAllowed: boolean
}

/** SPEC §3 app config from the gateway, as the wallet uses it. */
export type AppConfig = {
  readonly id: string
  readonly name: string
  /** SPEC §3 chain_type → the family whose key and accounts the app uses. */
  readonly family: KeyFamily
  /** SPEC §3 `global`: one key per user across apps. */
  readonly isGlobal: boolean
  /** The app's enabled logins (HOST-PROTOCOL §C getAvailableLogins). */
  readonly logins: readonly string[]
  /** SPEC §3 chain_settings.shards (MultiversX). */
  readonly multiversxShard?: number
  /** SPEC §3 themeConfig.theme */
  readonly theme?: string
  readonly logo?: string
  readonly walletPolicy: WalletPolicy
}
