import { invalidParams } from '../../params/invalidParams.js'
import { isRecord } from '../../params/isRecord.js'
import { assertAtomicTypedValue } from './assertAtomicTypedValue.js'
import type { TypedDataField, TypedDataTypes } from './TypedDataTypes.js'

/**
 * Throws invalid params unless `value` is encodable under `type` (checked by
 * `parseTypedDataTypes`) exactly as given: structs have every field of their type and no other
 * (a field outside the types would be shown but not signed), arrays are arrays and `T[n]` has n
 * items, atomic values as `assertAtomicTypedValue` says. `path` names the value in errors
 * (`message.to[0].wallet`).
 */
export function assertTypedDataValue(
  types: TypedDataTypes,
  type: string,
  value: unknown,
  path: string,
): void {
  const array = /^(.*)\[([0-9]*)\]$/.exec(type)
  const fields = Object.hasOwn(types, type) ? types[type] : undefined
  if (array) assertArray(types, type, array, value, path)
  else if (fields) assertStruct(types, { type, fields }, value, path)
  else assertAtomicTypedValue(type, value, path)
}

function assertStruct(
  types: TypedDataTypes,
  struct: { readonly type: string; readonly fields: readonly TypedDataField[] },
  value: unknown,
  path: string,
): void {
  const { type, fields } = struct
  if (!isRecord(value)) throw invalidParams(`typed data ${path} must be an object of type ${type}`)
  for (const key of Object.keys(value))
    if (!fields.some((field) => field.name === key))
      throw invalidParams(
        `typed data ${path}.${key} is not a field of ${type}: fields outside the types would not be signed`,
      )
  for (const field of fields) {
    const fieldPath = `${path}.${field.name}`
    if (!Object.hasOwn(value, field.name))
      throw invalidParams(`typed data ${fieldPath} (${field.type}) is missing`)
    assertTypedDataValue(types, field.type, value[field.name], fieldPath)
  }
}

function assertArray(
  types: TypedDataTypes,
  type: string,
  [, itemType = '', length = '']: RegExpExecArray,
  value: unknown,
  path: string,
): void {
  if (!Array.isArray(value)) throw invalidParams(`typed data ${path} must be an array (${type})`)
  if (length !== '' && value.length !== Number(length))
    throw invalidParams(
      `typed data ${path} must have ${length} items (${type}), not ${value.length}`,
    )
  value.forEach((item, index) => {
    assertTypedDataValue(types, itemType, item, `${path}[${index}]`)
  })
}
