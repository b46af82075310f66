import { useMemo } from 'react'
import { encode } from 'uqr'
import './QrCode.css'

export type QrCodeProps = {
  /** What a scanner reads. */
  readonly value: string
  /** The image's accessible name. */
  readonly label: string
}

/** Modules of quiet zone around the code, as scanners expect. */
const quietZone = 4

/**
 * A QR code of `value` as an SVG: dark modules on white in either theme, since scanners need
 * the contrast; error correction M, so a scratched or glared screen still scans.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const code = encode(value, { ecc: 'M', border: quietZone })
    const modules = code.data.flatMap((row, y) =>
      row.flatMap((isDark, x) => (isDark ? [`M${x} ${y}h1v1h-1z`] : [])),
    )
    return { size: code.size, path: modules.join('') }
  }, [value])
  return (
    <svg
      className="ts-qrCode"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
