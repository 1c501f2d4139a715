import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, hiddenUnlessEditor, isEditor } from '../access'
import { env } from '../../lib/env'
import { revalidateMediaChange, revalidateMediaDelete } from '../hooks/revalidate'

/** Uploaded images and files, stored on local disk under DATA_DIR/media, resized by sharp. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { zh: '媒体文件', en: 'Media' }, plural: { zh: '媒体库', en: 'Media' } },
  admin: {
    group: { zh: '内容', en: 'Content' },
    listSearchableFields: ['alt', 'filename'],
    hidden: hiddenUnlessEditor,
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    // With localization fallback off, a REST request without ?locale= carries no locale. The S3
    // storage plugin saves the upload's metadata in a second update on the same request, which
    // then reads every locale at once and fails the required alt text: use the default locale.
    beforeOperation: [
      ({ req }) => {
        req.locale ||= 'zh'
      },
    ],
    afterChange: [revalidateMediaChange],
    afterDelete: [revalidateMediaDelete],
  },
  upload: {
    staticDir: path.resolve(env().DATA_DIR, 'media'),
    mimeTypes: ['image/*', 'video/mp4', 'video/webm', 'application/pdf'],
    imageSizes: [
      { name: 'thumb', width: 400, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'wide', width: 1600, formatOptions: { format: 'webp', options: { quality: 82 } } },
    ],
    adminThumbnail: 'thumb',
  },
  fields: [
    { name: 'alt', type: 'text', localized: true, required: true, label: { zh: '替代文本', en: 'Alt text' } },
  ],
}
