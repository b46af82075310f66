import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '../../design/Button/Button.js'
import { texts } from '../texts.js'
import { tourPages } from './tourPages.js'
import './OrientationTour.css'

export type OrientationTourProps = {
  /** Skip on page 1: closes the tour without recording it (SPEC §4). */
  readonly onSkip: () => void
  /** Next on the last page: the tour is over, and recorded as shown (SPEC §4). */
  readonly onFinish: () => void
}

/**
 * SPEC §2, §4 orientation tour: six tips, each showing its screen (`tourPages`), with Skip on
 * page 1 only, Previous from page 2 and Next; Next on page 6 finishes it. A panel above the
 * footer, not a modal: the screen it shows stays in view and usable.
 */
export function OrientationTour({ onSkip, onFinish }: OrientationTourProps) {
  const [index, setIndex] = useState(0)
  const navigate = useNavigate()
  const page = tourPages[index]
  if (!page) return null
  const isLast = index === tourPages.length - 1
  const goTo = (next: number) => {
    setIndex(next)
    const screen = tourPages[next]?.screen
    if (screen) navigate(screen)
  }
  return (
    <aside className="ts-tour" aria-label={texts.tour.label}>
      <p className="ts-tour__step">{texts.tour.stepOf(index + 1, tourPages.length)}</p>
      <h2 className="ts-tour__title" aria-live="polite">
        {page.title}
      </h2>
      <p className="ts-tour__text">{page.text}</p>
      <div className="ts-tour__actions">
        {index === 0 ? (
          <Button variant="link" onClick={onSkip}>
            {texts.tour.skip}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => goTo(index - 1)}>
            {texts.tour.previous}
          </Button>
        )}
        <Button onClick={() => (isLast ? onFinish() : goTo(index + 1))}>{texts.tour.next}</Button>
      </div>
    </aside>
  )
}
