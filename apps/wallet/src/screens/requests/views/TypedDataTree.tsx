import type { TypedDataNode } from '@tessera/engine'

export type TypedDataTreeProps = { nodes: readonly TypedDataNode[] }

/** Typed-data fields as nested lists: structs and arrays indent their fields (SPEC §2). */
export function TypedDataTree({ nodes }: TypedDataTreeProps) {
  return (
    <ul className="ts-tree">
      {nodes.map((node) => (
        <li key={node.name} className="ts-tree__node">
          <span className="ts-tree__name">{node.name}: </span>
          {'children' in node ? (
            <TypedDataTree nodes={node.children} />
          ) : (
            <span className="ts-tree__value">{node.value}</span>
          )}
        </li>
      ))}
    </ul>
  )
}
