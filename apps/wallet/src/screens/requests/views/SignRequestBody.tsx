import type { RequestDescription } from '@tessera/engine'
import { texts } from '../../texts.js'
import { AddChainBody } from './AddChainBody.js'
import { ConnectBody } from './ConnectBody.js'
import { SendCallsBody } from './SendCallsBody.js'
import { SignInBody } from './SignInBody.js'
import { SignMessageBody } from './SignMessageBody.js'
import { SolanaMessageBody } from './SolanaMessageBody.js'
import { SolanaTransactionsBody } from './SolanaTransactionsBody.js'
import { SwitchAccountTypeBody } from './SwitchAccountTypeBody.js'
import { SwitchChainBody } from './SwitchChainBody.js'
import { TypedDataBody } from './TypedDataBody.js'
import { WatchAssetBody } from './WatchAssetBody.js'

type SignDescription = Exclude<RequestDescription, { kind: 'sendTransaction' }>

export type SignRequestBodyProps = { description: SignDescription; appName: string }

/** The generic signing view (SPEC §2): the permission sentence and the view of each kind. */
export function SignRequestBody({ description, appName }: SignRequestBodyProps) {
  return (
    <>
      <p className="ts-approval__permission">{texts.requests.permission(appName)}</p>
      {description.kind === 'signMessage' &&
        (description.siwe ? (
          <SignInBody description={description} siwe={description.siwe} />
        ) : (
          <SignMessageBody description={description} />
        ))}
      {description.kind === 'signTypedData' && <TypedDataBody description={description} />}
      {description.kind === 'decrypt' && <p className="ts-muted">{texts.sign.encrypted}</p>}
      {description.kind === 'addChain' && <AddChainBody description={description} />}
      {description.kind === 'switchChain' && <SwitchChainBody description={description} />}
      {description.kind === 'watchAsset' && <WatchAssetBody description={description} />}
      {description.kind === 'switchAccountType' && (
        <SwitchAccountTypeBody description={description} />
      )}
      {description.kind === 'connect' && <ConnectBody description={description} />}
      {description.kind === 'sendCalls' && <SendCallsBody description={description} />}
      {description.kind === 'solanaSignMessage' && <SolanaMessageBody description={description} />}
      {description.kind === 'solanaTransactions' && (
        <SolanaTransactionsBody description={description} />
      )}
    </>
  )
}
