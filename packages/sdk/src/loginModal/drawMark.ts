/** One shape of a mark on a 24×24 grid: filled (with `fill`) or a line (`stroke`, `strokeWidth`). */
export type MarkShape =
  | { readonly d: string; readonly fill: string; readonly evenOdd?: boolean }
  | { readonly d: string; readonly stroke: string; readonly strokeWidth: number }

/** A small icon drawn from shapes; `currentColor` follows the text colour of its theme. */
export type Mark = readonly MarkShape[]

const svgNamespace = 'http://www.w3.org/2000/svg'

/** The `<svg>` of `mark`, hidden from assistive technology: the text beside it names it. */
export function drawMark(mark: Mark): SVGSVGElement {
  const svg = document.createElementNS(svgNamespace, 'svg')
  for (const [name, value] of Object.entries({
    viewBox: '0 0 24 24',
    width: '20',
    height: '20',
    'aria-hidden': 'true',
    focusable: 'false',
  }))
    svg.setAttribute(name, value)
  for (const shape of mark) {
    const path = document.createElementNS(svgNamespace, 'path')
    path.setAttribute('d', shape.d)
    if ('stroke' in shape) {
      path.setAttribute('fill', 'none')
      path.setAttribute('stroke', shape.stroke)
      path.setAttribute('stroke-width', String(shape.strokeWidth))
    } else {
      path.setAttribute('fill', shape.fill)
      if (shape.evenOdd) path.setAttribute('fill-rule', 'evenodd')
    }
    svg.append(path)
  }
  return svg
}
