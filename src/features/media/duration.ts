/**
 * A video's duration read from the file itself, so the site never shows a hand-typed length that
 * disagrees with the clip (issue 20). No outside tools: the two containers the media library
 * accepts are read directly.
 * - MP4/QuickTime: the movie header box (`moov` > `mvhd`) holds a timescale and a duration.
 * - WebM/Matroska: the segment's `Info` element holds `TimecodeScale` (ns per tick, default
 *   1 000 000) and `Duration` (a float, in ticks).
 * Returns whole seconds, rounded down as the browser's player shows a length (5.97 s is 0:05 there,
 * so the page says 0:05 too), or null when the file carries no duration.
 */
export function videoDurationSeconds(data: Uint8Array): number | null {
  const seconds = isMatroska(data) ? matroskaDuration(data) : mp4Duration(data)
  return seconds !== null && Number.isFinite(seconds) && seconds >= 0 ? Math.floor(seconds) : null
}

const view = (d: Uint8Array) => new DataView(d.buffer, d.byteOffset, d.byteLength)
const fourcc = (d: Uint8Array, at: number) => String.fromCharCode(d[at]!, d[at + 1]!, d[at + 2]!, d[at + 3]!)

function mp4Duration(data: Uint8Array): number | null {
  const moov = findBox(data, 0, data.length, 'moov')
  if (!moov) return null
  const mvhd = findBox(data, moov.start, moov.end, 'mvhd')
  if (!mvhd) return null
  const v = view(data)
  const version = data[mvhd.start]
  // version 0: 4 bytes flags, 4 created, 4 modified, 4 timescale, 4 duration;
  // version 1: the times and the duration are 8 bytes.
  if (version === 1) {
    if (mvhd.start + 32 > mvhd.end) return null
    const timescale = v.getUint32(mvhd.start + 20)
    const duration = Number(v.getBigUint64(mvhd.start + 24))
    return timescale > 0 ? duration / timescale : null
  }
  if (mvhd.start + 20 > mvhd.end) return null
  const timescale = v.getUint32(mvhd.start + 12)
  const duration = v.getUint32(mvhd.start + 16)
  return timescale > 0 && duration !== 0xffffffff ? duration / timescale : null
}

/** The payload range of the first box of `type` among the boxes in [from, to). */
function findBox(data: Uint8Array, from: number, to: number, type: string) {
  const v = view(data)
  let at = from
  while (at + 8 <= to) {
    let size = v.getUint32(at)
    let header = 8
    if (size === 1) {
      if (at + 16 > to) return null
      size = Number(v.getBigUint64(at + 8))
      header = 16
    } else if (size === 0) {
      size = to - at
    }
    if (size < header || at + size > to) return null
    if (fourcc(data, at + 4) === type) return { start: at + header, end: at + size }
    at += size
  }
  return null
}

const EBML_HEADER = 0x1a45dfa3
const SEGMENT = 0x18538067
const INFO = 0x1549a966
const TIMECODE_SCALE = 0x2ad7b1
const DURATION = 0x4489

function isMatroska(data: Uint8Array): boolean {
  return data.length >= 4 && view(data).getUint32(0) === EBML_HEADER
}

/** An EBML variable-length number at `at`: its value and length; ids keep their marker bit. */
function vint(data: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = data[at]
  if (first === undefined || first === 0) return null
  const length = Math.clz32(first) - 23
  if (length > 8 || at + length > data.length) return null
  let value = keepMarker ? first : first & (0xff >> length)
  let allOnes = value === 0xff >> length
  for (let i = 1; i < length; i++) {
    value = value * 256 + data[at + i]!
    allOnes &&= data[at + i] === 0xff
  }
  // An all-ones size means "unknown" (a live stream's segment): read to the end.
  return { value: !keepMarker && allOnes ? Infinity : value, length }
}

/** Children of the element whose payload is [from, to): id, payload start and end. */
function* elements(data: Uint8Array, from: number, to: number) {
  let at = from
  while (at < to) {
    const id = vint(data, at, true)
    if (!id) return
    const size = vint(data, at + id.length, false)
    if (!size) return
    const start = at + id.length + size.length
    const end = Math.min(to, size.value === Infinity ? to : start + size.value)
    yield { id: id.value, start, end }
    at = end
  }
}

function matroskaDuration(data: Uint8Array): number | null {
  for (const top of elements(data, 0, data.length)) {
    if (top.id !== SEGMENT) continue
    for (const child of elements(data, top.start, top.end)) {
      if (child.id !== INFO) continue
      let scale = 1_000_000
      let duration: number | null = null
      const v = view(data)
      for (const e of elements(data, child.start, child.end)) {
        const len = e.end - e.start
        if (e.id === TIMECODE_SCALE && len >= 1 && len <= 8) {
          scale = 0
          for (let i = e.start; i < e.end; i++) scale = scale * 256 + data[i]!
        } else if (e.id === DURATION && (len === 4 || len === 8)) {
          duration = len === 4 ? v.getFloat32(e.start) : v.getFloat64(e.start)
        }
      }
      return duration === null ? null : (duration * scale) / 1e9
    }
  }
  return null
}
