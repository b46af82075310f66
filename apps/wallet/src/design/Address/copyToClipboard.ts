/** Writes `text` to the clipboard; told whether it got there, never throws. */
export async function copyToClipboard(text: string): Promise<'copied' | 'failed'> {
  try {
    await navigator.clipboard.writeText(text)
    return 'copied'
  } catch {
    // The browser refused (no permission, insecure context): the caller reports it.
    return 'failed'
  }
}
