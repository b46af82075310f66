import { EmptyState } from '../design/EmptyState/EmptyState.js'
import { texts } from './texts.js'

export type NotBuiltYetProps = { title: string }

/** A logged-in route of SPEC §2 whose screen comes in a later issue. */
export function NotBuiltYet({ title }: NotBuiltYetProps) {
  return (
    <section aria-labelledby="ts-page-title">
      <h1 id="ts-page-title" className="ts-pageTitle">
        {title}
      </h1>
      <EmptyState icon="info" title={texts.shell.notBuiltYet} />
    </section>
  )
}
