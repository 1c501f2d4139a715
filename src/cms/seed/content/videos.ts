import type { SeedVideo } from './types'

/**
 * Videos of the resource centre, grouped by the keys of `videoTypes`. Every one carries the same
 * short sample clip, and the site shows a file's real length: no title promises a running time.
 */
export const videos: SeedVideo[] = [
  {
    title: { zh: 'MogDB 概览', en: 'MogDB at a glance' },
    summary: {
      zh: 'MogDB 的架构、高可用机制与 Oracle 兼容能力概览。',
      en: 'An overview of MogDB’s architecture, high availability and Oracle compatibility.',
    },
    videoType: 'product',
    product: 'MogDB',
    publishedAt: '2023-04-12',
  },
  {
    title: { zh: 'zCloud 控制台功能演示', en: 'A tour of the zCloud console' },
    summary: {
      zh: '演示实例交付、性能诊断、巡检报告与备份恢复的操作流程。',
      en: 'Walks through provisioning, performance diagnosis, health-check reports and backup and restore.',
    },
    videoType: 'product',
    product: 'zCloud',
    publishedAt: '2023-07-03',
  },
  {
    title: { zh: 'zAIoT：从设备接入到故障预警', en: 'zAIoT from device ingestion to fault warning' },
    summary: {
      zh: '以风机数据为例，展示测点接入、压缩存储、窗口聚合和异常检测的完整链路。',
      en: 'Using wind-turbine data, follows tags from ingestion through compressed storage and window aggregation to anomaly detection.',
    },
    videoType: 'product',
    product: 'zAIoT',
    publishedAt: '2024-05-08',
  },
  {
    title: {
      zh: '线上研讨会：核心系统迁移的割接与回退',
      en: 'Webinar: cutover and rollback in core-system migrations',
    },
    summary: {
      zh: '讲解割接窗口规划、数据校验策略与回退决策标准，并解答观众提问。',
      en: 'Planning the cutover window, verifying data and deciding when to roll back, with audience Q&A.',
    },
    videoType: 'webinar',
    product: 'MogDB',
    publishedAt: '2024-02-28',
  },
  {
    title: {
      zh: '线上研讨会：异地数据库容灾方案设计',
      en: 'Webinar: designing remote database disaster recovery',
    },
    summary: {
      zh: '从 RPO 与 RTO 出发，比较三种容灾拓扑的成本与风险。',
      en: 'Starting from RPO and RTO, compares the cost and risk of three disaster recovery topologies.',
    },
    videoType: 'webinar',
    product: 'MogDB',
    publishedAt: '2024-06-19',
  },
  {
    title: {
      zh: '客户访谈：省级农信核心系统换“芯”之路',
      en: 'Customer interview: re-platforming a rural credit union’s core',
    },
    summary: {
      zh: '项目负责人回顾迁移过程中的关键决策与并行运行期间遇到的问题。',
      en: 'The project lead looks back at the key decisions and the issues that surfaced during parallel running.',
    },
    videoType: 'case',
    product: 'MogDB',
    publishedAt: '2024-07-10',
  },
  {
    title: {
      zh: '客户访谈：钢铁企业的预测性维护实践',
      en: 'Customer interview: predictive maintenance at a steelworks',
    },
    summary: {
      zh: '设备部门负责人讲述如何把振动和温度数据变成检修计划。',
      en: 'The head of equipment explains how vibration and temperature data became a maintenance plan.',
    },
    videoType: 'case',
    product: 'zAIoT',
    publishedAt: '2024-10-30',
  },
  {
    title: {
      zh: 'MogDB 入门课程：安装与基本管理',
      en: 'MogDB fundamentals: installation and basic administration',
    },
    summary: {
      zh: '面向新手 DBA 的入门课程，涵盖安装部署、用户权限、备份与监控。',
      en: 'A starter course for new DBAs covering installation, users and privileges, backup and monitoring.',
    },
    videoType: 'training',
    product: 'MogDB',
    publishedAt: '2023-09-12',
  },
  {
    title: {
      zh: 'SQL 调优实战：从执行计划到索引设计',
      en: 'Hands-on SQL tuning: from plans to index design',
    },
    summary: {
      zh: '通过 6 个真实案例演示执行计划分析、统计信息修正与索引设计。',
      en: 'Six real cases showing plan analysis, statistics fixes and index design.',
    },
    videoType: 'training',
    publishedAt: '2025-03-04',
  },
  {
    title: { zh: '大会演讲：数据库智能运维的下一步', en: 'Keynote: what comes next for database AIOps' },
    summary: {
      zh: '年度数据技术大会主论坛演讲，讨论从告警到自愈的技术路径与治理要求。',
      en: 'A main-stage talk at our annual conference on moving from alerting to self-healing, and the governance it requires.',
    },
    videoType: 'event',
    product: 'zCloud',
    publishedAt: '2023-11-20',
  },
]
