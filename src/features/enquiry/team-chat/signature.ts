import { createHmac } from 'node:crypto'

/**
 * The two signed bot formats. Both put the timestamp and the secret in one string
 * (`timestamp + "\n" + secret`) and HMAC-SHA256 it, base64; they differ in the roles.
 */

/**
 * DingTalk custom robot ("加签"): the string is the message, keyed by the secret; the timestamp
 * is in milliseconds. The result goes, URL-encoded, into the webhook's `sign` query parameter
 * beside `timestamp`; DingTalk refuses a timestamp more than an hour off.
 */
export function dingtalkSignature(secret: string, timestampMs: number): string {
  return createHmac('sha256', secret).update(`${timestampMs}\n${secret}`).digest('base64')
}

/**
 * Feishu / Lark custom bot ("签名校验"): the string is the KEY, over an empty message; the
 * timestamp is in seconds. Both go into the JSON body (`timestamp`, `sign`).
 */
export function feishuSignature(secret: string, timestampSec: number): string {
  return createHmac('sha256', `${timestampSec}\n${secret}`).update('').digest('base64')
}
