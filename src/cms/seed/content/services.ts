import type { SeedService } from './types'

export const services: SeedService[] = [
  {
    serviceType: 'consulting_service',
    title: { zh: '数据库咨询与实施服务', en: 'Database Consulting and Implementation' },
    tagline: {
      zh: '从架构规划到迁移落地，用实践经验降低数据库项目风险',
      en: 'From architecture planning to cut-over, field experience that takes risk out of database projects',
    },
    summary: {
      zh: '云和恩墨咨询团队长期服务于金融、电信、能源和政务客户，覆盖 Oracle、MySQL、PostgreSQL 和国产数据库。我们帮助客户完成架构设计、性能优化、高可用容灾建设和国产化迁移。',
      en: 'Enmotech consultants have spent years on banking, telecoms, energy and public-sector systems running Oracle, MySQL, PostgreSQL and domestic databases. We help clients design architectures, tune performance, build HA and DR, and migrate to new platforms.',
    },
    offerings: [
      {
        title: { zh: '数据库架构规划', en: 'Architecture planning' },
        text: {
          zh: '结合业务负载与合规要求，设计数据库选型、部署拓扑、容量与高可用方案。',
          en: 'Engine selection, deployment topology, capacity and HA design based on workload and regulatory needs.',
        },
      },
      {
        title: { zh: '异构迁移与国产化替代', en: 'Migration and localisation' },
        text: {
          zh: '完成兼容性评估、对象转换、数据迁移、应用适配和割接演练。',
          en: 'Compatibility assessment, object conversion, data migration, application changes and cut-over rehearsals.',
        },
      },
      {
        title: { zh: '性能诊断与优化', en: 'Performance tuning' },
        text: {
          zh: '针对慢 SQL、锁争用、I/O 瓶颈等问题进行系统级分析与优化。',
          en: 'System-level analysis and fixes for slow SQL, lock contention and I/O bottlenecks.',
        },
      },
      {
        title: { zh: '高可用与容灾建设', en: 'HA and DR design' },
        text: {
          zh: '设计并实施同城双活、两地三中心等方案，明确 RPO、RTO 目标并组织演练。',
          en: 'Design and build active-active or three-site DR, set RPO and RTO targets and run drills.',
        },
      },
      {
        title: { zh: '数据库升级与整合', en: 'Upgrades and consolidation' },
        text: {
          zh: '版本升级、平台迁移和实例整合，在可控停机窗口内完成。',
          en: 'Version upgrades, platform moves and instance consolidation within agreed downtime windows.',
        },
      },
    ],
    process: [
      {
        title: { zh: '现状调研', en: 'Discovery' },
        text: {
          zh: '收集系统架构、负载特征、对象与代码清单，识别关键约束。',
          en: 'Collect architecture, workload profiles, object and code inventories, and key constraints.',
        },
      },
      {
        title: { zh: '评估与方案设计', en: 'Assessment and design' },
        text: {
          zh: '输出差距分析与目标架构，确定实施路径、风险与回退策略。',
          en: 'Gap analysis and target architecture, with an implementation path, risks and fallback plan.',
        },
      },
      {
        title: { zh: '测试验证', en: 'Proof and testing' },
        text: {
          zh: '在测试环境完成功能、性能与故障切换验证，必要时开展 POC。',
          en: 'Functional, performance and failover tests, with a proof of concept where needed.',
        },
      },
      {
        title: { zh: '实施与割接', en: 'Implementation and cut-over' },
        text: {
          zh: '按方案实施，经过多轮演练后正式割接，全程专家值守。',
          en: 'Execute the plan, rehearse several times, then cut over with experts on site.',
        },
      },
      {
        title: { zh: '上线保障与知识转移', en: 'Hypercare and handover' },
        text: {
          zh: '上线后重点保障一段时间，并向客户团队完成知识转移。',
          en: 'A period of close support after go-live, followed by knowledge transfer to the client team.',
        },
      },
    ],
    deliverables: [
      {
        title: { zh: '评估报告', en: 'Assessment report' },
        text: {
          zh: '现状分析、风险清单与改进建议。',
          en: 'Current-state analysis, risk register and recommendations.',
        },
      },
      {
        title: { zh: '架构与实施方案', en: 'Architecture and runbook' },
        text: {
          zh: '目标架构设计、详细实施步骤与回退方案。',
          en: 'Target architecture, step-by-step runbook and fallback procedure.',
        },
      },
      {
        title: { zh: '测试报告', en: 'Test report' },
        text: {
          zh: '功能、性能与高可用测试的过程记录和结论。',
          en: 'Method and results of functional, performance and HA testing.',
        },
      },
      {
        title: { zh: '运维手册', en: 'Operations handbook' },
        text: {
          zh: '日常运维、应急处置与监控指标说明。',
          en: 'Routine procedures, incident playbooks and monitoring guidance.',
        },
      },
    ],
    sort: 1,
  },
  {
    serviceType: 'operation_management',
    title: { zh: '数据库运维管理服务', en: 'Database Operations Management' },
    tagline: {
      zh: '7×24 小时专业值守，让数据库稳定运行成为常态',
      en: 'Round-the-clock expert support that keeps databases stable',
    },
    summary: {
      zh: '我们为客户提供驻场、远程和托管相结合的数据库运维服务，覆盖日常巡检、性能管理、备份恢复、变更实施和故障应急。借助自研智能运维平台，将专家经验转化为可持续执行的标准流程。',
      en: 'We provide on-site, remote and fully managed database operations covering health checks, performance management, backup and recovery, change execution and incident response. Our own AIOps tooling turns expert know-how into repeatable, standard procedures.',
    },
    offerings: [
      {
        title: { zh: '7×24 小时应急响应', en: '24/7 incident response' },
        text: {
          zh: '严重故障 15 分钟内响应，专家远程或到场处置，并提交根因分析报告。',
          en: 'Critical incidents get a response within 15 minutes, expert handling remotely or on site, and a root-cause report.',
        },
      },
      {
        title: { zh: '定期巡检与健康评估', en: 'Health checks' },
        text: {
          zh: '按月或按季度巡检，发现配置、容量、安全和性能隐患。',
          en: 'Monthly or quarterly inspections find configuration, capacity, security and performance risks.',
        },
      },
      {
        title: { zh: '数据库托管（Managed DBA）', en: 'Managed DBA' },
        text: {
          zh: '由我们的 DBA 团队承担日常运维，客户专注业务开发。',
          en: 'Our DBA team takes over routine administration so your staff can focus on applications.',
        },
      },
      {
        title: { zh: '智能运维（AIOps）', en: 'AIOps' },
        text: {
          zh: '基于监控数据进行异常检测、根因推荐和容量预测，减少人工排查。',
          en: 'Anomaly detection, root-cause suggestions and capacity forecasts from monitoring data reduce manual investigation.',
        },
      },
      {
        title: { zh: '重保与变更护航', en: 'Change and peak-event support' },
        text: {
          zh: '在版本发布、大促、年结等关键时段提供专项保障。',
          en: 'Dedicated cover for releases, sales peaks, year-end closing and other critical periods.',
        },
      },
    ],
    process: [
      {
        title: { zh: '服务接入', en: 'Onboarding' },
        text: {
          zh: '梳理数据库资产与联系人，明确服务范围、等级与响应时限。',
          en: 'Inventory databases and contacts, agree scope, service levels and response times.',
        },
      },
      {
        title: { zh: '基线建立', en: 'Baseline' },
        text: {
          zh: '完成首次全面巡检，部署监控，建立性能与配置基线。',
          en: 'Run a full initial inspection, deploy monitoring and record performance and configuration baselines.',
        },
      },
      {
        title: { zh: '日常运营', en: 'Run' },
        text: {
          zh: '执行监控值守、巡检、备份检查和变更，按流程处理事件。',
          en: 'Monitoring, inspections, backup checks and changes, with incidents handled through defined processes.',
        },
      },
      {
        title: { zh: '服务回顾', en: 'Review' },
        text: {
          zh: '定期汇报服务指标、问题趋势和改进建议。',
          en: 'Regular reports on service metrics, incident trends and improvement proposals.',
        },
      },
    ],
    deliverables: [
      {
        title: { zh: '巡检报告', en: 'Inspection reports' },
        text: {
          zh: '各数据库健康评分、风险项与整改建议。',
          en: 'Health scores, risks and remediation steps per database.',
        },
      },
      {
        title: { zh: '故障分析报告', en: 'Incident reports' },
        text: {
          zh: '故障时间线、根因分析与预防措施。',
          en: 'Timeline, root cause and preventive actions for each major incident.',
        },
      },
      {
        title: { zh: '月度服务报告', en: 'Monthly service report' },
        text: {
          zh: '服务请求、SLA 达成情况与容量趋势。',
          en: 'Service requests, SLA attainment and capacity trends.',
        },
      },
    ],
    sort: 2,
  },
  {
    serviceType: 'huaweiCloud_service',
    title: { zh: '华为云服务', en: 'Huawei Cloud Services' },
    tagline: {
      zh: '作为华为云合作伙伴，帮助企业上云、用云、管云',
      en: 'As a Huawei Cloud partner, we help enterprises move to, run on and manage the cloud',
    },
    summary: {
      zh: '云和恩墨是华为云数据库领域合作伙伴，提供上云评估、数据库迁移、架构优化与云上运维服务。我们熟悉 GaussDB、RDS 等云数据库产品，帮助客户在华为云上构建稳定、高效、合规的数据架构。',
      en: 'Enmotech is a Huawei Cloud database partner offering cloud readiness assessments, database migration, architecture optimisation and managed operations. We know GaussDB, RDS and the wider Huawei Cloud database portfolio, and build stable, efficient and compliant data architectures on it.',
    },
    offerings: [
      {
        title: { zh: '上云评估', en: 'Cloud readiness assessment' },
        text: {
          zh: '评估现有系统上云可行性，规划目标规格、网络与安全架构及成本。',
          en: 'Assess which systems can move, and plan target sizing, networking, security and cost.',
        },
      },
      {
        title: { zh: '数据库上云迁移', en: 'Database migration to the cloud' },
        text: {
          zh: '将 Oracle、MySQL 等数据库迁移至 GaussDB 或 RDS，采用全量加增量同步缩短停机时间。',
          en: 'Move Oracle, MySQL and other databases to GaussDB or RDS, using full plus incremental sync to keep downtime short.',
        },
      },
      {
        title: { zh: '云上架构优化', en: 'Architecture optimisation' },
        text: {
          zh: '优化实例规格、读写分离与高可用配置，在性能与成本之间取得平衡。',
          en: 'Right-size instances and tune read/write splitting and HA settings to balance performance and cost.',
        },
      },
      {
        title: { zh: '云上托管运维', en: 'Managed cloud operations' },
        text: {
          zh: '对云数据库提供监控、巡检、备份检查与应急响应。',
          en: 'Monitoring, health checks, backup verification and incident response for cloud databases.',
        },
      },
    ],
    process: [
      {
        title: { zh: '需求沟通', en: 'Requirements' },
        text: {
          zh: '了解业务目标、系统清单和合规要求。',
          en: 'Understand business goals, system inventory and compliance needs.',
        },
      },
      {
        title: { zh: '方案与资源规划', en: 'Plan' },
        text: {
          zh: '设计云上目标架构，确定迁移批次与资源规格。',
          en: 'Design the target cloud architecture and define migration waves and resource sizing.',
        },
      },
      {
        title: { zh: '迁移实施', en: 'Migrate' },
        text: {
          zh: '完成数据同步、应用切换和验证，保留回退通道。',
          en: 'Sync data, switch applications and validate, with a rollback path kept open.',
        },
      },
      {
        title: { zh: '持续运营', en: 'Operate' },
        text: {
          zh: '上线后持续运维，并根据用量进行成本与性能优化。',
          en: 'Ongoing operations after go-live, with cost and performance tuning based on real usage.',
        },
      },
    ],
    deliverables: [
      {
        title: { zh: '上云评估报告', en: 'Cloud assessment report' },
        text: {
          zh: '系统适配性分析、目标架构与成本估算。',
          en: 'Suitability analysis, target architecture and cost estimate.',
        },
      },
      {
        title: { zh: '迁移方案与记录', en: 'Migration plan and log' },
        text: {
          zh: '迁移步骤、校验结果与回退预案。',
          en: 'Migration steps, validation results and rollback plan.',
        },
      },
      {
        title: { zh: '云上运维报告', en: 'Cloud operations report' },
        text: {
          zh: '资源使用、性能趋势与优化建议。',
          en: 'Resource usage, performance trends and optimisation advice.',
        },
      },
    ],
    sort: 3,
  },
]
