export type { MenuLink as NavLink, NavItem } from '@/features/navigation/types'
