/** The part of an EIP-1193 provider the SDK uses from an injected wallet. */
export type InjectedProvider = {
  readonly request: (arguments_: { method: string; params?: unknown }) => Promise<unknown>
}

/** An injected wallet found through EIP-6963, with what the page may safely show of it. */
export type InjectedWallet = {
  readonly uuid: string
  readonly name: string
  readonly rdns: string
  /** The wallet's announced icon when it is a `data:` image of a safe kind, else `undefined`. */
  readonly iconUrl: string | undefined
  readonly provider: InjectedProvider
}

/** Names longer than this are cut: a wallet's name goes on a button. */
const nameMaxLength = 40
/** Icons larger than this are not shown (a data URL of about 100 KB). */
const iconMaxLength = 100_000
/**
 * The announced icon is the wallet's word, not ours: only images that cannot run code or load
 * anything (an `<img>` draws an SVG with scripts and external loads off) and no remote URL, which
 * would tell a third party who opened the page.
 */
const safeIconPattern = /^data:image\/(?:svg\+xml|png|webp)[;,]/

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/**
 * Reads the `detail` of an `eip6963:announceProvider` event (EIP-6963 `EIP6963ProviderDetail`):
 * `undefined` when it is not a usable announcement (no `info` with `uuid`, `name` and `rdns`, or
 * no provider with a `request` function); an icon that is missing or not a safe data image is
 * left out, and the generic mark shows instead.
 *
 * @example parseProviderAnnouncement(event.detail)?.name // 'MetaMask'
 */
export function parseProviderAnnouncement(detail: unknown): InjectedWallet | undefined {
  if (!isRecord(detail) || !isRecord(detail.info) || !isRecord(detail.provider)) return undefined
  const { info, provider } = detail
  if (!isText(info.uuid) || !isText(info.name) || !isText(info.rdns)) return undefined
  if (typeof provider.request !== 'function') return undefined
  const icon = info.icon
  const isSafeIcon =
    typeof icon === 'string' && icon.length <= iconMaxLength && safeIconPattern.test(icon)
  return {
    uuid: info.uuid,
    name: info.name.trim().slice(0, nameMaxLength),
    rdns: info.rdns,
    iconUrl: isSafeIcon ? icon : undefined,
    provider: provider as InjectedProvider,
  }
}
