import { Link } from 'react-router'
import { paths } from '../paths.js'
import { texts } from '../texts.js'

export type PendingStripProps = { count: number }

/** SPEC §2 wrapper: the notification strip (v3) pointing at requests waiting for the user. */
export function PendingStrip({ count }: PendingStripProps) {
  return (
    <div className="ts-pendingStrip" role="status">
      <Link to={paths.requests}>{texts.shell.pendingStrip(count)}</Link>
    </div>
  )
}
