export const themes = ['light', 'dark'] as const
export type Theme = (typeof themes)[number]

/** Whether `value` names a theme the wallet has styles for. */
export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (themes as readonly string[]).includes(value)
}

/**
 * The theme to render: the user's own choice (SPEC §3 local per-app `theme`) first, then the
 * app's `themeConfig.theme` (SPEC §3), then light. A name the wallet has no styles for is passed
 * over.
 */
export function resolveTheme(parameters: {
  chosen?: string | undefined
  appTheme?: string | undefined
}): Theme {
  if (isTheme(parameters.chosen)) return parameters.chosen
  return isTheme(parameters.appTheme) ? parameters.appTheme : 'light'
}
