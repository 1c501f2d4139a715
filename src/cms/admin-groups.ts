/**
 * The admin sidebar's groups, each named once in both languages: a collection or global joins one
 * by its key (features/content/collection.ts `list.group`, or `admin.group` directly).
 */
export const adminGroups = {
  home: { zh: '首页', en: 'Home' },
  products: { zh: '产品与服务', en: 'Products & services' },
  solutions: { zh: '解决方案', en: 'Solutions' },
  customers: { zh: '客户', en: 'Customers' },
  resources: { zh: '资源中心', en: 'Resources' },
  content: { zh: '内容', en: 'Content' },
  about: { zh: '关于我们', en: 'About' },
  navigation: { zh: '导航', en: 'Navigation' },
  system: { zh: '系统', en: 'System' },
}

export type AdminGroup = keyof typeof adminGroups
