import type { CollectionConfig } from 'payload'
import { authenticated } from '../access'

/** Staff accounts. Never readable or writable anonymously through any API. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { zh: '员工', en: 'Staff user' }, plural: { zh: '员工账号', en: 'Staff users' } },
  auth: { maxLoginAttempts: 5, lockTime: 10 * 60 * 1000, tokenExpiration: 8 * 60 * 60 },
  admin: { useAsTitle: 'email', group: { zh: '系统', en: 'System' } },
  access: {
    read: authenticated,
    create: authenticated,
    update: authenticated,
    delete: authenticated,
  },
  fields: [
    { name: 'name', type: 'text', label: { zh: '姓名', en: 'Name' } },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      defaultValue: ['admin'],
      required: true,
      label: { zh: '角色', en: 'Roles' },
      options: [
        { value: 'admin', label: { zh: '管理员', en: 'Admin' } },
        { value: 'editor', label: { zh: '编辑', en: 'Editor' } },
        { value: 'sales', label: { zh: '销售', en: 'Sales' } },
      ],
    },
  ],
}
