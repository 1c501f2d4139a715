import { methodNotAllowed } from '@/features/api/envelope'
import { shareSignatureRoute } from '@/features/wechat/server'

export const dynamic = 'force-dynamic'

/** GET /api/wxShareSignature?url=…: the chat app's share-SDK signature for a page of this site. */
export const GET = shareSignatureRoute
export const POST = methodNotAllowed('GET')
