export type { NavItem } from '@/features/navigation/types'
