import { type Theme, themes } from '../../design/ThemeRoot/resolveTheme.js'
import { texts } from '../texts.js'

export type ThemeChoiceProps = {
  /** The user's choice; undefined follows the app's theme. */
  chosen: Theme | undefined
  onChoose: (choice: Theme | undefined) => void
}

const appsTheme = 'app'

/**
 * SPEC §3 local per-app `theme` (#20): the user picks light, dark or the app's own theme; the
 * wallet switches at once and keeps the choice for this app on this device.
 */
export function ThemeChoice({ chosen, onChoose }: ThemeChoiceProps) {
  const options = [appsTheme, ...themes] as const
  return (
    <fieldset className="ts-themeChoice">
      <legend className="ts-section__title">{texts.profile.appearance}</legend>
      {options.map((option) => (
        <label key={option} className="ts-themeChoice__option">
          <input
            type="radio"
            name="theme"
            value={option}
            checked={(chosen ?? appsTheme) === option}
            onChange={() => onChoose(option === appsTheme ? undefined : option)}
          />
          {texts.profile.themes[option]}
        </label>
      ))}
    </fieldset>
  )
}
