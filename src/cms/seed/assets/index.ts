/**
 * Binary seed assets made once by a script and committed: the sample video (an original animated
 * architecture scene, see scripts/make-seed-video.mjs).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { GeneratedImage } from '../images/types'

// The seed runs bundled inside the server, so the file is found from the app's root, not this module.
const VIDEO = path.join(process.cwd(), 'src', 'cms', 'seed', 'assets', 'sample-video.webm')

/** The sample clip attached to every seeded video, or null when the file is not deployed. */
export function sampleVideo(): GeneratedImage | null {
  if (!existsSync(VIDEO)) return null
  return {
    data: readFileSync(VIDEO),
    mimetype: 'video/webm',
    filename: 'sample-video.webm',
    width: 640,
    height: 360,
    alt: {
      zh: '示例视频：应用数据流入主库并实时复制到备库的动画',
      en: 'Sample video: an animation of application data flowing into a primary database and replicating to a standby',
    },
  }
}
