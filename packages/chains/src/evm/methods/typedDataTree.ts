import type { TypedDataNode } from '../requests/EvmRequestDescription.js'
import type { TypedDataTypes } from '../typedData/TypedDataTypes.js'

/**
 * A typed-data value as a readable tree: one node per field, structs and arrays as children,
 * everything else as text (SPEC §2: typed data shown as a tree with its domain).
 */
export function typedDataTree(
  types: TypedDataTypes,
  typeName: string,
  value: unknown,
): TypedDataNode[] {
  const record = (value ?? {}) as Record<string, unknown>
  return (types[typeName] ?? []).map((field) =>
    fieldNode(types, field.name, field.type, record[field.name]),
  )
}

function fieldNode(
  types: TypedDataTypes,
  name: string,
  type: string,
  value: unknown,
): TypedDataNode {
  const arrayOf = /^(.*)\[\d*\]$/.exec(type)?.[1]
  if (arrayOf !== undefined)
    return {
      name,
      type,
      children: (Array.isArray(value) ? value : []).map((item, index) =>
        fieldNode(types, String(index), arrayOf, item),
      ),
    }
  if (types[type]) return { name, type, children: typedDataTree(types, type, value) }
  return { name, type, value: String(value) }
}
