/** An attribute's value: a string, or a boolean attribute (present when `true`, left out when `false`). */
export type AttributeValue = string | boolean

/**
 * A new HTML element with its attributes and children: the one way the login modal builds
 * markup, so no HTML string is ever parsed.
 */
export function createElement<tag extends keyof HTMLElementTagNameMap>(
  tag: tag,
  attributes: Readonly<Record<string, AttributeValue>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[tag] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes))
    if (value !== false) element.setAttribute(name, value === true ? '' : value)
  element.append(...children)
  return element
}
