import { useId, useState } from 'react'
import { Spinner } from '../../design/Spinner/Spinner.js'
import { texts } from '../texts.js'
import { searchTokens } from './searchTokens.js'

/** A catalogue token as the picker lists it. */
export type PickerToken = {
  readonly address: string
  readonly name: string
  readonly symbol: string
  /** A local file or a monogram (tokenLogoUrl): never a remote URL. */
  readonly logoUrl: string
}

export type TokenPickerProps = {
  /** Undefined while the catalogue loads. */
  tokens: readonly PickerToken[] | undefined
  onChoose: (address: string) => void
}

/** SPEC §2 mainnet token picker: search by name or symbol, choose a token to add it. */
export function TokenPicker({ tokens, onChoose }: TokenPickerProps) {
  const [query, setQuery] = useState('')
  const id = useId()
  const matches = tokens && searchTokens(tokens, query)
  return (
    <div className="ts-tokenPicker">
      <div className="ts-field">
        <label htmlFor={id}>{texts.addToken.search}</label>
        <input
          id={id}
          type="search"
          placeholder={texts.addToken.searchPlaceholder}
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {!matches && <Spinner label={texts.addToken.loadingTokens} />}
      {matches?.length === 0 && <p className="ts-muted">{texts.addToken.noMatch}</p>}
      {matches && matches.length > 0 && (
        <ul className="ts-tokenPicker__list" aria-label={texts.addToken.tokenList}>
          {matches.map((token) => (
            <li key={token.address}>
              <button
                type="button"
                className="ts-tokenPicker__token"
                onClick={() => onChoose(token.address)}
              >
                <img className="ts-tokenPicker__logo" src={token.logoUrl} alt="" loading="lazy" />
                <span className="ts-tokenPicker__name">{token.name}</span>
                <span className="ts-tokenPicker__symbol">{token.symbol}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
