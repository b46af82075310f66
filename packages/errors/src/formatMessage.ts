/**
 * Fills the `{name}` placeholders of a catalogue message.
 *
 * @example formatMessage('Chain Id {chainId} is not in the list', { chainId: '0x89' })
 */
export function formatMessage(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  )
}
