import type { KeyFamily } from '@tessera/keys'

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
}
