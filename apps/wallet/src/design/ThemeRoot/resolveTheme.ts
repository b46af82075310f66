export const themes = ['light', 'dark'] as const
export type Theme = (typeof themes)[number]

/** SPEC §3: the part of the app config (`themeConfig`) that styles the wallet. */
export type ThemeConfig = { theme?: string; assets?: { logo?: string } }

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (themes as readonly string[]).includes(value)
}

/**
 * The theme to render: the user's stored choice first, then the app's `themeConfig.theme`
 * (SPEC §3), then light.
 */
export function resolveTheme(parameters: {
  stored?: string | undefined
  themeConfig?: ThemeConfig | undefined
}): Theme {
  if (isTheme(parameters.stored)) return parameters.stored
  const fromConfig = parameters.themeConfig?.theme
  return isTheme(fromConfig) ? fromConfig : 'light'
}
