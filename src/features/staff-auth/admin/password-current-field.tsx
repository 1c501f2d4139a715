'use client'
import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'

/** The account form's "current password": a masked input the browser fills as the current one. */
export function CurrentPasswordField({ field, path }: TextFieldClientProps) {
  return (
    <PasswordField
      autoComplete="current-password"
      field={field}
      path={path ?? field.name}
      validate={() => true}
    />
  )
}
