export type { NavItem } from '../types'
