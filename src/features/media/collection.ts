import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, hiddenUnlessEditor, isEditor } from '@/cms/access'
import { env } from '@/lib/env'
import { revalidateMediaChange, revalidateMediaDelete } from '@/features/content/revalidate'
import { videoDurationSeconds } from './duration'
import { missingFileIs404 } from './missing-file'
import { adminGroups } from '@/cms/admin-groups'

/** How long a visitor's browser may reuse an upload (images, videos, documents). */
export const MEDIA_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400'

const staticDir = path.resolve(env().DATA_DIR, 'media')

/** Uploaded images and files, stored on local disk under DATA_DIR/media, resized by sharp. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { zh: '媒体文件', en: 'Media' }, plural: { zh: '媒体库', en: 'Media' } },
  admin: {
    group: adminGroups.content,
    // What an editor looks for in the library: the file, its description, kind, size and age
    // (Payload's default showed the video-only duration and the storage plugin's prefix).
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize', 'updatedAt'],
    listSearchableFields: ['alt', 'filename'],
    hidden: hiddenUnlessEditor,
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    // A video's length is read from the uploaded file itself (features/media/duration.ts), never
    // typed: the videos that use the file take it from here.
    beforeChange: [
      ({ data, req }) => {
        const file = req.file
        if (file?.data && file.mimetype?.startsWith('video/')) {
          data.durationSeconds = videoDurationSeconds(new Uint8Array(file.data))
        } else if (file) {
          data.durationSeconds = null
        }
        return data
      },
    ],
    afterChange: [revalidateMediaChange],
    afterDelete: [revalidateMediaDelete],
  },
  upload: {
    staticDir,
    // Only for the local disk: with S3_BUCKET the storage plugin's handler answers (and 404s).
    handlers: env().S3_BUCKET ? [] : [missingFileIs404(staticDir)],
    mimeTypes: ['image/*', 'video/mp4', 'video/webm', 'application/pdf'],
    imageSizes: [
      { name: 'thumb', width: 400, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 80 } } },
      // An original narrower than 1600 px gets this WebP at its own width (Payload's default
      // leaves the size out), so a phone at two or three device pixels per CSS pixel picks it
      // instead of the uploaded PNG or JPEG: on the case listing at 412 px that was 633 of 700 KB.
      {
        name: 'wide',
        width: 1600,
        withoutEnlargement: true,
        formatOptions: { format: 'webp', options: { quality: 82 } },
      },
    ],
    adminThumbnail: 'thumb',
    // Payload sends uploads with no Cache-Control and no validator, so a browser fetched every
    // image again on each page load. A visitor may keep a copy for an hour (then one more use
    // while it refreshes): a replaced file gets a new name, and only a re-crop rewrites one.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', MEDIA_CACHE_CONTROL)
      return headers
    },
  },
  fields: [
    // Payload's own upload fields, relabelled: "MIME Type" is untranslated and its size column
    // lists raw bytes (Payload merges a field of the same name into its own).
    { name: 'mimeType', type: 'text', label: { zh: '文件类型', en: 'File type' } },
    {
      name: 'filesize',
      type: 'number',
      label: { zh: '文件大小', en: 'File size' },
      admin: { components: { Cell: '/features/media/admin/FileSizeCell#FileSizeCell' } },
    },
    { name: 'alt', type: 'text', localized: true, required: true, label: { zh: '替代文本', en: 'Alt text' } },
    {
      name: 'durationSeconds',
      type: 'number',
      label: { zh: '时长（秒）', en: 'Duration (s)' },
      admin: {
        readOnly: true,
        description: { zh: '上传视频时从文件读取', en: 'Read from the file when a video is uploaded' },
        condition: (data) => typeof data?.mimeType === 'string' && data.mimeType.startsWith('video/'),
      },
    },
  ],
}
