/**
 * Reads the YAML the deployment files are written in (deploy/), a subset with no parser in this
 * repository's dependencies: block mappings and indented block sequences, `- key: value` items,
 * plain, single- and double-quoted scalars, flow collections written as JSON, full-line
 * comments, `---` between documents, and anchors (`key: &name` before a block, `*name`, and the
 * merge key `<<: *name`). Anything else throws with its line number, so a file cannot drift
 * into YAML this reader would misread.
 */
export function parseYamlSubset(source: string): unknown[] {
  const anchors = new Map<string, unknown>()
  return source
    .split(/^---[ \t]*$/m)
    .map((document) => linesOf(document, source.slice(0, source.indexOf(document))))
    .filter((lines) => lines.length > 0)
    .map((lines) => {
      const reader = { lines, at: 0, anchors }
      const value = readBlock(reader, lines[0]?.indent ?? 0)
      const left = lines[reader.at]
      if (left) throw new Error(`line ${left.number}: unexpected indentation`)
      return value
    })
}

type Line = { readonly indent: number; readonly text: string; readonly number: number }
type Reader = { lines: Line[]; at: number; readonly anchors: Map<string, unknown> }

const entryPattern = /^([^\s'"#:][^:]*?|"[^"]*"|'[^']*'):(?:[ \t]+(.*))?$/

function linesOf(document: string, before: string): Line[] {
  const firstNumber = before.split('\n').length
  return document.split('\n').flatMap((raw, i) => {
    const text = raw.trimEnd()
    const trimmed = text.trimStart()
    if (trimmed === '' || trimmed.startsWith('#')) return []
    if (/^\t/.test(text)) throw new Error(`line ${firstNumber + i}: tabs do not indent YAML`)
    return [{ indent: text.length - trimmed.length, text: trimmed, number: firstNumber + i }]
  })
}

function readBlock(reader: Reader, indent: number): unknown {
  const first = reader.lines[reader.at]
  if (first?.text === '-' || first?.text.startsWith('- ')) return readSequence(reader, indent)
  return readMapping(reader, indent)
}

function readSequence(reader: Reader, indent: number): unknown[] {
  const items: unknown[] = []
  for (
    let line = reader.lines[reader.at];
    line?.indent === indent;
    line = reader.lines[reader.at]
  ) {
    if (!line.text.startsWith('- ')) throw new Error(`line ${line.number}: expected "- item"`)
    const content = line.text.slice(2).trimStart()
    const contentIndent = line.indent + line.text.length - content.length
    if (entryPattern.test(content)) {
      // `- key: value` opens a mapping whose further keys are indented like `key`.
      reader.lines[reader.at] = { ...line, indent: contentIndent, text: content }
      items.push(readMapping(reader, contentIndent))
    } else {
      reader.at++
      items.push(readScalar(reader, content, line))
    }
  }
  return items
}

function readMapping(reader: Reader, indent: number): Record<string, unknown> {
  const mapping: Record<string, unknown> = {}
  for (
    let line = reader.lines[reader.at];
    line?.indent === indent;
    line = reader.lines[reader.at]
  ) {
    const match = entryPattern.exec(line.text)
    if (!match) throw new Error(`line ${line.number}: expected "key: value"`)
    reader.at++
    const key = unquote(match[1] ?? '')
    const text = match[2] ?? ''
    const anchor = /^&([\w-]+)$/.exec(text)?.[1]
    let value: unknown
    if (text === '' || anchor) {
      const next = reader.lines[reader.at]
      value = next && next.indent > indent ? readBlock(reader, next.indent) : null
      if (anchor) reader.anchors.set(anchor, value)
    } else value = readScalar(reader, text, line)
    // A merge brings in the anchor's keys; the mapping's own keys win, wherever they stand.
    if (key === '<<') Object.assign(mapping, value as object, { ...mapping })
    else mapping[key] = value
  }
  const deeper = reader.lines[reader.at]
  if (deeper && deeper.indent > indent)
    throw new Error(`line ${deeper.number}: unexpected indentation`)
  return mapping
}

function readScalar(reader: Reader, text: string, line: Line): unknown {
  const alias = /^\*([\w-]+)$/.exec(text)?.[1]
  if (alias) {
    if (!reader.anchors.has(alias)) throw new Error(`line ${line.number}: unknown anchor ${alias}`)
    return reader.anchors.get(alias)
  }
  if (/^[[{"]/.test(text)) {
    try {
      return JSON.parse(text)
    } catch {
      throw new Error(`line ${line.number}: a flow value must be written as JSON`)
    }
  }
  if (/^[|>&!%@`]/.test(text)) throw new Error(`line ${line.number}: unsupported YAML: ${text}`)
  if (text.startsWith("'")) return unquote(text)
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text)
  if (text === 'true' || text === 'false') return text === 'true'
  if (text === 'null' || text === '~') return null
  return text
}

function unquote(text: string): string {
  if (text.startsWith('"')) return JSON.parse(text) as string
  if (text.startsWith("'")) return text.slice(1, -1).replaceAll("''", "'")
  return text
}
