/**
 * `map` over `items` with at most `limit` calls under way at once, results in the items' order:
 * a refresh that fetches from servers (N-020 NFT metadata) does not open a request per item.
 */
export async function mapLimited<item, result>(
  items: readonly item[],
  limit: number,
  map: (item: item) => Promise<result>,
): Promise<result[]> {
  const results: result[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++)
      results[index] = await map(items[index] as item)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
