import type { SeedBanner } from './types'

export const banners: SeedBanner[] = [
  {
    title: { zh: '云和恩墨，数据驱动，成就未来', en: 'Enmotech<br/>Data-driven, Future-ready' },
    subtitle: {
      zh: '以自主可控的数据库产品与专业服务，守护企业核心数据的稳定、安全与高效',
      en: 'Databases, platforms and expert services that keep critical enterprise data stable, secure and fast',
    },
    sort: 1,
  },
  {
    title: { zh: 'MogDB 企业级数据库', en: 'MogDB<br/>Built for Core Systems' },
    subtitle: {
      zh: '基于 openGauss 内核，RPO=0、秒级切换，兼容 Oracle 常用语法，让核心系统平稳迁移',
      en: 'An openGauss-based database with RPO = 0, failover in seconds and Oracle-compatible SQL for smooth migrations',
    },
    sort: 2,
  },
  {
    title: { zh: '数据库云管与智能运维', en: 'Database Cloud<br/>and AIOps' },
    subtitle: {
      zh: 'zCloud 与 zDBM 统一纳管多种数据库，资源池化、自助交付、智能诊断一站完成',
      en: 'zCloud and zDBM manage every engine from one place, with resource pooling, self-service delivery and intelligent diagnosis',
    },
    sort: 3,
  },
]
