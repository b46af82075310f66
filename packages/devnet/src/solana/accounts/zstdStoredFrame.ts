import type { ReadonlyUint8Array } from '@solana/kit'

const magic = [0x28, 0xb5, 0x2f, 0xfd]
// Single segment (no window descriptor), content size in 4 bytes, no checksum, no dictionary.
const frameHeaderDescriptor = 0b1010_0000
const maxBlockBytes = 128 * 1024
const lastBlockFlag = 1

/**
 * `bytes` as a valid Zstandard frame of stored ("raw") blocks: what `base64+zstd` clients
 * decompress, without a compressor (Node 20 has none). Agave compresses; the decoded bytes
 * are the same.
 */
export function zstdStoredFrame(bytes: ReadonlyUint8Array): Uint8Array {
  const blockCount = Math.max(1, Math.ceil(bytes.length / maxBlockBytes))
  const frame = new Uint8Array(9 + blockCount * 3 + bytes.length)
  const view = new DataView(frame.buffer)
  frame.set(magic, 0)
  frame[4] = frameHeaderDescriptor
  view.setUint32(5, bytes.length, true)
  let offset = 9
  for (let block = 0; block < blockCount; block++) {
    const chunk = bytes.subarray(block * maxBlockBytes, (block + 1) * maxBlockBytes)
    // Block header, 3 bytes little-endian: last flag, type 0 (raw), then the size.
    const header = (chunk.length << 3) | (block === blockCount - 1 ? lastBlockFlag : 0)
    frame[offset] = header & 0xff
    frame[offset + 1] = (header >> 8) & 0xff
    frame[offset + 2] = (header >> 16) & 0xff
    frame.set(chunk, offset + 3)
    offset += 3 + chunk.length
  }
  return frame
}
