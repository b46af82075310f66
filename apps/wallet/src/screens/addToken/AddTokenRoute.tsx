import { type CustomToken, tokenLogoUrl } from '@tessera/engine'
import { ethereumMainnetChainId } from '@tessera/protocol'
import { useId, useMemo, useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { useToast } from '../../design/Toast/ToastProvider.js'
import { errorMessage } from '../errorMessage.js'
import { useKnownTokens } from '../hooks/useKnownTokens.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { paths } from '../paths.js'
import { texts } from '../texts.js'
import { useWalletContext } from '../WalletContext.js'
import { CustomTokenForm } from './CustomTokenForm.js'
import { TokenPicker } from './TokenPicker.js'
import { useCustomTokenForm } from './useCustomTokenForm.js'
import './AddToken.css'

/**
 * `/loggedin/addToken` (SPEC §2 Add Token): on Ethereum mainnet a token picker and the 'Add
 * Custom Token' toggle, elsewhere only the custom form. An added token shows 'token added
 * successfully' and home; changing the chain here returns to home.
 */
export function AddTokenRoute() {
  const { engine } = useWalletContext()
  const network = useSelectedNetwork()
  const [openedOnChainId] = useState(network.chainId)
  const isMainnet = network.chainId === ethereumMainnetChainId
  const [isCustom, setIsCustom] = useState(false)
  const [pickerError, setPickerError] = useState<string>()
  const known = useKnownTokens(isMainnet ? network.chainId : undefined)
  const pickerTokens = useMemo(
    () => known?.map((token) => ({ ...token, logoUrl: tokenLogoUrl(token) })),
    [known],
  )
  const form = useCustomTokenForm()
  const showToast = useToast()
  const navigate = useNavigate()
  const toggleId = useId()

  if (network.chainId !== openedOnChainId) return <Navigate to={paths.home} replace />

  const onAdded = () => {
    showToast({ tone: 'success', message: texts.addToken.added })
    navigate(paths.home)
  }
  const choose = (address: string) => {
    const token = known?.find((candidate) => candidate.address === address)
    if (!token) return
    const { name, symbol, decimals, logo } = token
    const chosen: CustomToken = {
      address: token.address,
      symbol,
      decimals,
      name,
      ...(logo ? { logo } : {}),
    }
    setPickerError(undefined)
    engine.tokens
      .add(chosen)
      .then(onAdded, (error: unknown) => setPickerError(errorMessage(error, 'W-147')))
  }

  return (
    <section className="ts-addToken" aria-labelledby="ts-page-title">
      <h1 id="ts-page-title" className="ts-pageTitle">
        {texts.addToken.title}
      </h1>
      {isMainnet && (
        <div className="ts-addToken__toggle">
          <input
            id={toggleId}
            type="checkbox"
            role="switch"
            checked={isCustom}
            aria-checked={isCustom}
            onChange={(event) => setIsCustom(event.target.checked)}
          />
          <label htmlFor={toggleId}>{texts.addToken.customToggle}</label>
        </div>
      )}
      {isMainnet && !isCustom ? (
        <>
          {pickerError !== undefined && (
            <p className="ts-fieldError" role="alert">
              {pickerError}
            </p>
          )}
          <TokenPicker tokens={pickerTokens} onChoose={choose} />
        </>
      ) : (
        <CustomTokenForm form={form} onAdded={onAdded} />
      )}
    </section>
  )
}
