/**
 * What a reader of untrusted messages needs of a schema: zod's `safeParse`, typed, so callers
 * parse with the schemas of this package without importing zod themselves (STYLE B1.3).
 */
export type MessageSchema<output> = {
  safeParse(
    data: unknown,
  ): { readonly success: true; readonly data: output } | { readonly success: false }
}
