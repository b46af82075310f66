import type { ReactElement } from 'react'

const paths = {
  copy: (
    <>
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />
    </>
  ),
  refresh: (
    <>
      <path d="M20 11a8 8 0 1 0-2.3 5.7" />
      <path d="M20 4v7h-7" />
    </>
  ),
  chevronDown: <path d="m6 9 6 6 6-6" />,
  chevronUp: <path d="m6 15 6-6 6 6" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  edit: <path d="M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4" />,
  trash: <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />,
  settings: <path d="M4 7h10M18 7h2M4 17h2M10 17h10M14 5v4M6 15v4" />,
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </>
  ),
  warning: (
    <>
      <path d="M12 3 2 21h20L12 3Z" />
      <path d="M12 10v5M12 18v.5" />
    </>
  ),
  tokens: (
    <>
      <circle cx="9" cy="9" r="6" />
      <path d="M15.5 9.2A6 6 0 1 1 9.2 15.5" />
    </>
  ),
  nft: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="2" />
      <path d="m4 16 5-5 4 4 2-2 5 5" />
      <circle cx="15" cy="9" r="1.5" />
    </>
  ),
  profile: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  activity: <path d="M3 12h4l3-8 4 16 3-8h4" />,
  activityPending: (
    <>
      <path d="M3 12h4l3-8 4 16 3-8h1" />
      <circle cx="20" cy="6" r="3" fill="currentColor" />
    </>
  ),
  send: <path d="M4 12h14M13 6l6 6-6 6" />,
  buy: <path d="M12 4v16M5 13l7 7 7-7" />,
  sell: <path d="M12 20V4M5 11l7-7 7 7" />,
  plus: <path d="M12 5v14M5 12h14" />,
  shield: <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3Z" />,
  check: <path d="m5 12 5 5 9-10" />,
} satisfies Record<string, ReactElement>

export type IconName = keyof typeof paths

export type IconProps = { name: IconName; size?: number }

/** A decorative line icon; give its button or link the accessible name. */
export function Icon({ name, size }: IconProps) {
  return (
    <svg
      className="ts-icon"
      viewBox="0 0 24 24"
      width={size ?? 20}
      height={size ?? 20}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {paths[name]}
    </svg>
  )
}
