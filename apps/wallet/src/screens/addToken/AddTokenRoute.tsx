import { monogramLogo, type CustomTokenForm as TokenForm } from '@tessera/engine'
import { useId, useMemo, useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { useToast } from '../../design/Toast/ToastProvider.js'
import { errorMessage } from '../errorMessage.js'
import { useKnownTokens } from '../hooks/useKnownTokens.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { useTokenActions } from '../hooks/useTokenActions.js'
import { paths } from '../paths.js'
import { texts } from '../texts.js'
import { CustomTokenForm } from './CustomTokenForm.js'
import { TokenPicker } from './TokenPicker.js'
import { useCustomTokenForm } from './useCustomTokenForm.js'
import './AddToken.css'

/**
 * `/loggedin/addToken` (SPEC §2 Add Token): where the family offers one (EVM: Ethereum mainnet)
 * a token picker and the 'Add Custom Token' toggle, elsewhere only the custom form. An added token shows 'token added
 * successfully' and home; changing the chain here returns to home.
 */
export function AddTokenRoute() {
  const tokens = useTokenActions()
  const network = useSelectedNetwork()
  const [openedOn] = useState(network.id)
  const hasPicker = tokens.offersPicker(network.id)
  const [isCustom, setIsCustom] = useState(false)
  const [pickerError, setPickerError] = useState<string>()
  const known = useKnownTokens(network.id, hasPicker)
  const pickerTokens = useMemo(
    () => known?.map((token) => ({ ...token, logoUrl: token.logo ?? monogramLogo(token.symbol) })),
    [known],
  )
  const form = useCustomTokenForm()
  const showToast = useToast()
  const navigate = useNavigate()
  const toggleId = useId()

  if (network.id !== openedOn) return <Navigate to={paths.home} replace />

  const onAdded = () => {
    showToast({ tone: 'success', message: texts.addToken.added })
    navigate(paths.home)
  }
  const choose = (address: string) => {
    const token = known?.find((candidate) => candidate.address === address)
    if (!token) return
    const { name, symbol, decimals, logo } = token
    const chosen: TokenForm = {
      address: token.address,
      symbol,
      decimals,
      name,
      ...(logo ? { logo } : {}),
    }
    setPickerError(undefined)
    tokens
      .add(chosen)
      .then(onAdded, (error: unknown) => setPickerError(errorMessage(error, 'W-147')))
  }

  return (
    <section className="ts-addToken" aria-labelledby="ts-page-title">
      <h1 id="ts-page-title" className="ts-pageTitle">
        {texts.addToken.title}
      </h1>
      {hasPicker && (
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
      {hasPicker && !isCustom ? (
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
