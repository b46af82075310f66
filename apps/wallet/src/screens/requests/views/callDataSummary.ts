import { texts } from '../../texts.js'

/** A call's data on one line: its function selector and size, or that it has none. */
export function callDataSummary(data: string | null): string {
  if (data === null) return texts.transaction.noData
  return texts.calls.dataSummary(data.slice(0, 10), (data.length - 2) / 2)
}
