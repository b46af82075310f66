import type { AccountType } from '@tessera/protocol'
import type { Address, Hex } from 'viem'
import type { AssetToWatch } from '../../assets/WatchedAsset.js'
import type { ChainSummary } from '../../requests/ChainSummary.js'
import type { SiweDescription } from '../siwe/SiweDescription.js'

/** A typed-data field as a readable tree (SPEC §2: typed data shown with its domain). */
export type TypedDataNode =
  | { readonly name: string; readonly type: string; readonly value: string }
  | { readonly name: string; readonly type: string; readonly children: readonly TypedDataNode[] }

/** Notes an approval screen must show beside the request. */
export type RequestWarning =
  /** SPEC §5: personal_sign came as [address, message]; the order was fixed. */
  | 'paramsSwapped'
  /** SPEC §2, §5: eth_sign is deprecated. */
  | 'deprecatedMethod'

/** An eth_sendTransaction request, amounts in wei; null where the host left a field out. */
export type TransactionParams = {
  readonly from: Address
  readonly to: Address | null
  readonly value: bigint
  readonly data: Hex | null
  readonly gas: bigint | null
  /** SPEC §5: always null for type 2. */
  readonly gasPrice: bigint | null
  readonly maxFeePerGas: bigint | null
  readonly maxPriorityFeePerGas: bigint | null
  readonly nonce: number | null
  /** Type 2 (EIP-1559): asked for, or implied by fee fields or by no gas price at all. */
  readonly isEip1559: boolean
}

/** EIP-5792 (issue #17): one call of a wallet_sendCalls batch, as the approval lists it. */
export type BatchCallSummary = {
  /** null deploys a contract. */
  readonly to: Address | null
  readonly value: bigint
  readonly data: Hex | null
}

/** Everything an approval screen shows for one EVM request, per kind of request. */
export type EvmRequestDescription =
  | ({
      readonly kind: 'sendTransaction'
      readonly method: 'eth_sendTransaction'
      readonly chain: ChainSummary
    } & TransactionParams)
  | {
      /**
       * EIP-5792 (issue #17): the calls of one wallet_sendCalls, approved together; they are
       * sent one after another from the account (not atomically).
       */
      readonly kind: 'sendCalls'
      readonly method: 'wallet_sendCalls'
      readonly chain: ChainSummary
      readonly from: Address
      readonly calls: readonly BatchCallSummary[]
    }
  | {
      readonly kind: 'signMessage'
      readonly method: 'personal_sign' | 'eth_sign'
      readonly from: Address
      /** The message as text when it is UTF-8, else its hex. */
      readonly message: string
      readonly isHex: boolean
      /** SPEC §5: a sign-in message (Sign-In with Ethereum) for this wallet. */
      readonly isSignIn: boolean
      readonly warnings: readonly RequestWarning[]
      /**
       * #17 SIWE: personal_sign of a message that presents itself as Sign-In with Ethereum
       * (EIP-4361), shown as a Sign in view; absent for every other message.
       */
      readonly siwe?: SiweDescription
    }
  | {
      readonly kind: 'signTypedData'
      readonly method: 'eth_signTypedData' | 'eth_signTypedData_v3' | 'eth_signTypedData_v4'
      readonly from: Address
      readonly chain: ChainSummary
      /** null for the legacy (v1) format, which has no domain. */
      readonly domain: readonly TypedDataNode[] | null
      readonly primaryType: string | null
      readonly message: readonly TypedDataNode[]
    }
  | { readonly kind: 'decrypt'; readonly method: 'eth_decrypt'; readonly from: Address }
  | {
      readonly kind: 'addChain'
      readonly method: 'wallet_addEthereumChain'
      readonly network: {
        readonly chainId: number
        readonly chainName: string
        readonly rpcUrl: string
        readonly nativeCurrency: {
          readonly name: string
          readonly symbol: string
          readonly decimals: number
        }
        readonly blockExplorerUrl: string | null
      }
      /** The chain id is known already: approving replaces its RPC and selects it (SPEC §5). */
      readonly replacesExisting: boolean
    }
  | {
      readonly kind: 'switchChain'
      readonly method: 'wallet_switchEthereumChain'
      readonly from: ChainSummary
      readonly to: ChainSummary
    }
  | {
      readonly kind: 'watchAsset'
      readonly method: 'wallet_watchAsset'
      readonly chain: ChainSummary
      /** An NFT's metadata is not part of it: it is fetched only after approval (issue #15). */
      readonly asset: AssetToWatch
    }
  | {
      readonly kind: 'switchAccountType'
      readonly method: '_tessera_switchAccountType'
      readonly from: AccountType
      readonly to: AccountType
    }
