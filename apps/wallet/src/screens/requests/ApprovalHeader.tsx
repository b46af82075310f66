import { texts } from '../texts.js'

export type ApprovalHeaderProps = {
  title: string
  appName: string
  chainName: string
  headingId: string
  /** 1 where the approval is the whole page (compact), 2 under the requests screen's title. */
  level: 1 | 2
}

/** The title of an approval, and who asks on which chain (SPEC §2). */
export function ApprovalHeader({
  title,
  appName,
  chainName,
  headingId,
  level,
}: ApprovalHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <header className="ts-approval__header">
      <Heading id={headingId} className="ts-approval__title">
        {title}
      </Heading>
      <p className="ts-approval__requester">{texts.requests.requestedBy(appName, chainName)}</p>
    </header>
  )
}
