import { texts } from '../../texts.js'

export type MessageSectionProps = { message: string; isHex: boolean }

/**
 * The message a signing request signs, as text or as hex. A long one (a sign-in message) scrolls
 * inside its box, which therefore takes keyboard focus: it can be read to the end without a
 * mouse (WCAG 2.1.1, axe scrollable-region-focusable).
 */
export function MessageSection({ message, isHex }: MessageSectionProps) {
  return (
    <section aria-labelledby="ts-message-title">
      <h3 id="ts-message-title" className="ts-section__title">
        {texts.sign.message}
      </h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take focus to be scrolled by keyboard */}
      <pre tabIndex={0} className={`ts-messageBox${isHex ? ' ts-messageBox--hex' : ''}`}>
        {message}
      </pre>
    </section>
  )
}
