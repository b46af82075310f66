import { QueryClientProvider } from '@tanstack/react-query'
import type { AssetEntry, NetworkId, SimulationResult } from '@tessera/engine'
import { useMemo, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { resolveTheme, type Theme } from '../../design/ThemeRoot/resolveTheme.js'
import type { LocalStorageKeys } from '../../session/walletStorageKeys.js'
import { createAssetContractsStore } from '../../storage/createAssetContractsStore.js'
import { createScopedStorage } from '../../storage/createScopedStorage.js'
import { createScreenQueryClient } from '../createScreenQueryClient.js'
import { purgesIdleStorage } from '../home/purgesIdleStorage.js'
import LoggedInRoutes from '../LoggedInRoutes.js'
import { WalletContext, type WalletContextValue } from '../WalletContext.js'
import { createFakeEngine } from './createFakeEngine.js'
import { createFakeScreenData, type FakeOnRamps } from './createFakeScreenData.js'
import { fakeFamilyOf } from './fakeFamilies.js'
import {
  activityFixtures,
  hostOrigin,
  pendingRequest,
  type RequestFixture,
  userFixtures,
  walletPrivateKey,
} from './fixtures.js'
import { listedNfts } from './nftFixtures.js'
import { solanaSimulations } from './solanaFixtures.js'

/** One rendering of the logged-in screens, chosen by a browser test. */
export type Scenario = {
  theme: 'light' | 'dark'
  appMode: 'widget' | 'full'
  presentation: 'embedded' | 'standalone'
  /** Standalone modes 1 and 2: the shell offers Close (SPEC §4 wallet_close). */
  isClosable: boolean
  path: string
  /**
   * The selected network (CAIP-2), one of `networks` ('eip155:1', 'eip155:31337'…) or
   * `solanaNetwork`; its family is the app's (SPEC §1), whose networks the wallet then lists.
   */
  networkId: NetworkId
  pending: RequestFixture[]
  skipped: RequestFixture[]
  isNagShown: boolean
  /** #16: the login's key needed two factors (the backup note's condition with the agent). */
  hasMfa: boolean
  /** The orientation tour was never finished here (a new user). */
  isTourShown: boolean
  hasTokens: boolean
  /** The native balance (wei, in decimal): what fees and values are checked against. */
  etherBalanceWei: string
  simulation: keyof typeof simulations
  isGasSponsored: boolean
  onRamps: FakeOnRamps | undefined
  /** The wallet has sent transactions (activityFixtures) before. */
  hasActivities: boolean
  /** Who is logged in (userFixtures). */
  user: keyof typeof userFixtures
  /**
   * The NFT tab lists `listedNfts` (on the devnet, eip155:31337, and Solana devnet), kept in the page's storage as
   * the wallet keeps them: after a reload the next mount reads what the screens left there.
   */
  hasNfts: boolean
}

const ether = 10n ** 18n
// Its balance is the scenario's `etherBalanceWei`.
const nativeAsset: Omit<AssetEntry, 'balance'> = {
  address: 'native',
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
}
const tokens: readonly AssetEntry[] = [
  {
    address: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
    name: 'Uniswap',
    symbol: 'UNI',
    decimals: 18,
    balance: 42n * ether + 123_456_789n * 10n ** 9n,
  },
  {
    address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    balance: 1_500_250_000n,
  },
]

const simulations = {
  transfer: {
    status: 'success',
    changes: [
      { asset: { type: 'native' }, delta: -125n * 10n ** 16n },
      {
        asset: { type: 'token', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
        delta: 1_000_000n,
        symbol: 'USDC',
        decimals: 6,
      },
      {
        asset: {
          type: 'nft',
          address: '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D',
          tokenId: 7n,
        },
        delta: 1n,
        name: 'Bored Apes',
      },
    ],
  },
  reverted: { status: 'reverted', reason: 'ERC20: transfer amount exceeds balance' },
  // EIP-5792 (issue #17): the batch simulated as a whole names the call that would fail.
  batchReverted: { status: 'reverted', reason: 'call 2 of 2: ERC721: approve to caller' },
  unavailable: { status: 'unavailable', reason: 'eth_simulateV1 not supported' },
  ...solanaSimulations,
} as const satisfies Record<string, SimulationResult>

function LocationProbe() {
  const location = useLocation()
  harness.location = `${location.pathname}${location.search}`
  return null
}

const expandListeners = new Set<Parameters<WalletContextValue['subscribeToExpand']>[0]>()

type HarnessRootProps = {
  scenario: Scenario
  engine: WalletContextValue['engine']
  data: WalletContextValue['data']
}

/**
 * Provides what LoggedInScreens would: the engine's query cache (a failed read is recorded as
 * the wallet would log it) and the WalletContext, with the MFA nag as React state.
 */
function HarnessRoot({ scenario, engine, data }: HarnessRootProps) {
  const [queryClient] = useState(() =>
    createScreenQueryClient((error) => harness.silentErrors.push(String(error))),
  )
  const [isNagShown, setIsNagShown] = useState(scenario.isNagShown)
  const [isTourShown, setIsTourShown] = useState(scenario.isTourShown)
  const [chosenTheme, setChosenTheme] = useState<Theme>()
  // As LoggedInScreens decides it: the page's user agent is the test's.
  const [isBackupNoteShown, setIsBackupNoteShown] = useState(
    () => scenario.hasMfa && purgesIdleStorage(navigator.userAgent),
  )
  const context = useMemo<WalletContextValue>(
    () => ({
      engine,
      address: engine.address,
      user: userFixtures[scenario.user],
      revealPrivateKey: () => {
        harness.keyReveals += 1
        return walletPrivateKey
      },
      appName: 'Demo App',
      hostOrigin: () => hostOrigin,
      appMode: scenario.appMode,
      presentation: scenario.presentation,
      sdkVersion: 'v3',
      walletPosition: 'right',
      theme: resolveTheme({ chosen: chosenTheme, appTheme: scenario.theme }),
      themeChoice: { chosen: chosenTheme, choose: setChosenTheme },
      setIframeStyle: (style) => harness.iframeStyles.push(style),
      ...(scenario.isClosable
        ? {
            closeWallet: () => {
              harness.closes += 1
            },
          }
        : {}),
      subscribeToExpand: (listener) => {
        expandListeners.add(listener)
        return () => expandListeners.delete(listener)
      },
      securityNag: {
        isShown: isNagShown,
        skip: () => {
          setIsNagShown(false)
          harness.nagSkips += 1
        },
        dismiss: () => setIsNagShown(false),
      },
      backupNote: { isShown: isBackupNoteShown, dismiss: () => setIsBackupNoteShown(false) },
      tour: {
        isShown: isTourShown,
        finish: () => {
          setIsTourShown(false)
          harness.tourFinishes += 1
        },
      },
      data,
      logout: () => {
        harness.logouts += 1
        engine.logout()
      },
    }),
    [scenario, engine, data, isNagShown, isTourShown, isBackupNoteShown, chosenTheme],
  )
  return (
    <QueryClientProvider client={queryClient}>
      <WalletContext.Provider value={context}>
        <LocationProbe />
        <Routes>
          <Route path="/loggedin/*" element={<LoggedInRoutes />} />
        </Routes>
      </WalletContext.Provider>
    </QueryClientProvider>
  )
}

/** The NFT tab's storage: seeded on the page's first mount, read again after a reload. */
function nftStoreOf(scenario: Scenario, address: string) {
  const local = createScopedStorage<LocalStorageKeys>({
    appId: 'screens-harness',
    backend: () => window.localStorage,
    onFallback: (error) => harness.silentErrors.push(String(error)),
  })
  const store = createAssetContractsStore({ local, address })
  if (local.get('assetContracts') === undefined) store.save(scenario.hasNfts ? listedNfts : [], [])
  return store
}

/** Mounts the screens with fake engine and data; the test drives it through `window`. */
function mount(scenario: Scenario) {
  const family = fakeFamilyOf(scenario.networkId)
  const engine = createFakeEngine({
    family,
    networks: family.networks,
    selectedNetworkId: scenario.networkId,
    pending: scenario.pending.map((fixture) => pendingRequest(fixture)),
    skipped: scenario.skipped.map((fixture) => pendingRequest(fixture)),
    activities: scenario.hasActivities ? activityFixtures : [],
    nftStore: nftStoreOf(scenario, family.address),
    assets: [
      { ...nativeAsset, balance: BigInt(scenario.etherBalanceWei) },
      ...(scenario.hasTokens ? tokens : []),
    ],
    simulation: simulations[scenario.simulation],
    isFeeSponsored: scenario.isGasSponsored,
  })
  const data = createFakeScreenData({
    rates: { ETH: 0.0005, UNI: 0.1, USDC: 1 },
    onRamps: scenario.onRamps,
  })
  Object.assign(harness, { engine, data })
  const root = document.getElementById('root')
  if (!root) throw new Error('no #root')
  createRoot(root).render(
    <MemoryRouter initialEntries={[scenario.path]}>
      <HarnessRoot scenario={scenario} engine={engine} data={data} />
    </MemoryRouter>,
  )
}

const harness = {
  mount,
  location: '',
  iframeStyles: [] as Readonly<Record<string, string>>[],
  nagSkips: 0,
  tourFinishes: 0,
  closes: 0,
  keyReveals: 0,
  logouts: 0,
  /** What the screens' query cache reported silently (SPEC §8: logged only). */
  silentErrors: [] as string[],
  engine: undefined as ReturnType<typeof createFakeEngine> | undefined,
  data: undefined as ReturnType<typeof createFakeScreenData> | undefined,
  addPending: (fixture: RequestFixture, id: string) =>
    harness.engine?.addPending(pendingRequest(fixture, id)),
  /** The host's expandWallet, or an app's wallet_showCallsStatus of `callBatchId` (issue #17). */
  expand: (callBatchId?: string) => {
    for (const listener of expandListeners) listener(callBatchId ? { callBatchId } : undefined)
  },
}

export type ScreensHarness = typeof harness
Object.assign(window, { screensHarness: harness })
