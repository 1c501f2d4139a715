import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import type { Env } from '../lib/env'

/**
 * Where uploads live. Local disk under DATA_DIR/media by default (one machine); with S3_BUCKET an
 * S3-compatible bucket that every instance shares. Resized variants (thumb, card, wide) are made
 * by sharp on the instance that receives the upload and stored beside the original, so the
 * media documents keep their sizes with width and height either way.
 *
 * Files are still served through Payload at /cms-api/media/file/… (same URLs, same access rules,
 * nothing from an outside host in the page) unless S3_PUBLIC_URL names a public address of the
 * bucket (e.g. a CDN in front of it), which then appears in the documents' URLs instead.
 */
export function uploadStorage(e: Env): Plugin[] {
  const publicUrl = e.S3_PUBLIC_URL?.replace(/\/+$/, '')
  return [
    s3Storage({
      // Registered either way: with alwaysInsertFields the media table has the plugin's columns
      // (prefix, _object_key) with or without S3, so one set of migrations fits both setups.
      enabled: Boolean(e.S3_BUCKET),
      alwaysInsertFields: true,
      bucket: e.S3_BUCKET ?? '',
      collections: {
        media: publicUrl
          ? {
              disablePayloadAccessControl: true,
              generateFileURL: ({ filename }) => `${publicUrl}/${encodeURIComponent(filename)}`,
            }
          : true,
      },
      config: {
        region: e.S3_REGION,
        ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
        // Self-hosted S3-compatible servers (MinIO and the like) address buckets by path.
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
        credentials: { accessKeyId: e.S3_ACCESS_KEY_ID ?? '', secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '' },
        // The SDK's default CRC checksums stream uploads as aws-chunked bodies with trailers,
        // which S3-compatible servers (s3rver, older MinIO, Ceph) refuse; checksums only where
        // an operation requires them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    }),
  ]
}
