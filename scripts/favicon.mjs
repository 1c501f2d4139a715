// Draws public/favicon.ico from public/icon.svg: the file browsers and search engines (Baidu shows
// it beside a result) ask for at the root by name. An ICO whose entries are PNGs (16, 32 and 48
// px), as every browser since IE 11 reads. Run once: node scripts/favicon.mjs
import fs from 'node:fs'
import sharp from 'sharp'

const svg = fs.readFileSync('public/icon.svg')
const sizes = [16, 32, 48]
const pngs = await Promise.all(sizes.map((s) => sharp(svg, { density: 384 }).resize(s, s).png().toBuffer()))

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the images.
const header = Buffer.alloc(6 + 16 * sizes.length)
header.writeUInt16LE(0, 0) // reserved
header.writeUInt16LE(1, 2) // type: icon
header.writeUInt16LE(sizes.length, 4)
let offset = header.length
sizes.forEach((s, i) => {
  const at = 6 + 16 * i
  header.writeUInt8(s, at) // width
  header.writeUInt8(s, at + 1) // height
  header.writeUInt8(0, at + 2) // no palette
  header.writeUInt8(0, at + 3) // reserved
  header.writeUInt16LE(1, at + 4) // colour planes
  header.writeUInt16LE(32, at + 6) // bits per pixel
  header.writeUInt32LE(pngs[i].length, at + 8)
  header.writeUInt32LE(offset, at + 12)
  offset += pngs[i].length
})
fs.writeFileSync('public/favicon.ico', Buffer.concat([header, ...pngs]))
console.log(`public/favicon.ico: ${offset} bytes`)
