import { describe, expect, it } from 'vitest'
import { fileFormat, formatFileSize } from './file-size'

describe('formatFileSize', () => {
  it('reads as a file manager shows it, in SI units', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B')
    expect(formatFileSize(999, 'en')).toBe('999 B')
    expect(formatFileSize(1000, 'en')).toBe('1 kB')
    expect(formatFileSize(2_450, 'en')).toBe('2.5 kB')
    expect(formatFileSize(380_400, 'en')).toBe('380 kB')
    expect(formatFileSize(999_600, 'en')).toBe('1 MB')
    expect(formatFileSize(2_412_000, 'zh-CN')).toBe('2.4 MB')
    expect(formatFileSize(34_500_000, 'zh-CN')).toBe('35 MB')
    expect(formatFileSize(5_200_000_000, 'en')).toBe('5.2 GB')
  })
  it('says nothing for a size that is not one', () => {
    expect(formatFileSize(Number.NaN, 'en')).toBe('')
    expect(formatFileSize(-1, 'en')).toBe('')
  })
})

describe('fileFormat', () => {
  it('is the extension in capitals', () => {
    expect(fileFormat('mogdb-brochure.pdf')).toBe('PDF')
    expect(fileFormat('guide.v2.DocX')).toBe('DOCX')
    expect(fileFormat('README')).toBe('')
    expect(fileFormat(null)).toBe('')
  })
})
