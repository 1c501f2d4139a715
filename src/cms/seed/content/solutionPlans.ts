import type { SeedPlan } from './types'

export const solutionPlans: SeedPlan[] = [
  {
    number: 1,
    title: { zh: '金融行业数据库解决方案', en: 'Database Solutions for Financial Services' },
    industry: 'financial_industry',
    isRecommend: true,
    sort: 1,
    createTime: '2022-03-15',
    summary: {
      zh: '面向银行、证券、保险的核心交易、渠道和管理类系统，提供从数据库平台、高可用容灾到国产化迁移与运维保障的一体化方案。',
      en: 'An end-to-end approach for banks, brokers and insurers: database platforms, HA and disaster recovery, migration to domestic databases and ongoing operations for core, channel and management systems.',
    },
    challenges: [
      {
        title: { zh: '连续性要求极高', en: 'Zero tolerance for downtime' },
        text: {
          zh: '监管对重要信息系统提出明确的 RPO、RTO 要求，核心系统停机直接影响客户和声誉。',
          en: 'Regulators set explicit RPO and RTO targets for critical systems, and any core outage hits customers and reputation directly.',
        },
      },
      {
        title: { zh: '国产化替代压力', en: 'Pressure to localise' },
        text: {
          zh: '大量系统基于 Oracle 和小型机构建，需要在不影响业务的前提下逐步替换。',
          en: 'Many systems still run on Oracle and Unix servers and must be replaced step by step without disrupting business.',
        },
      },
      {
        title: { zh: '数据库数量快速增长', en: 'Sprawling database estates' },
        text: {
          zh: '分布式改造和微服务化使实例数量成倍增加，传统人工运维难以为继。',
          en: 'Microservices and distributed architectures multiply instance counts beyond what manual operations can handle.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '核心系统数据库平台' },
        {
          p: '以 MogDB 承载核心账务、支付和信贷等交易系统，采用一主多备架构与同步复制，结合多数派共识自动选主，实现 RPO=0、秒级切换。对于性能要求极高的场景，可部署在 zData X 数据库一体机上，获得稳定的亚毫秒级 I/O 时延。',
        },
        { h2: '两地三中心容灾' },
        {
          p: '生产中心与同城灾备中心之间采用同步复制，异地灾备中心采用异步复制。zCloud 统一编排切换流程，支持定期容灾演练，演练过程和结果自动留痕，便于应对监管检查。',
        },
        { h2: '平稳的国产化迁移' },
        { p: '迁移遵循“评估、改造、验证、割接”四个阶段：' },
        {
          ul: [
            '自动扫描 Oracle 对象与 SQL，给出兼容性评分与改造清单',
            '全量加增量同步，割接窗口控制在分钟级',
            '新旧库双向校验，保留回退通道直至业务稳定',
          ],
        },
      ],
      en: [
        { h2: 'A platform for core systems' },
        {
          p: 'MogDB runs core ledger, payment and lending workloads in primary–standby clusters with synchronous replication and consensus-based leader election, giving RPO = 0 and failover in seconds. Where latency matters most, the database sits on a zData X appliance for consistent sub-millisecond I/O.',
        },
        { h2: 'Three data centres, two regions' },
        {
          p: 'The primary and same-city DR sites replicate synchronously; the remote site replicates asynchronously. zCloud orchestrates switchover and scheduled DR drills, recording every step so audit evidence is ready when regulators ask.',
        },
        { h2: 'Migration without surprises' },
        { p: 'Each migration moves through assessment, conversion, validation and cut-over:' },
        {
          ul: [
            'Automated scans of Oracle objects and SQL produce a compatibility score and a work list',
            'Full load plus change data capture keeps the cut-over window to minutes',
            'Two-way data comparison, with a rollback path kept open until the business is stable',
          ],
        },
      ],
    },
    benefits: [
      {
        title: { zh: '满足监管要求', en: 'Regulatory compliance' },
        text: {
          zh: '容灾能力与演练记录满足金融行业业务连续性监管要求。',
          en: 'DR capability and drill records meet business-continuity rules for financial institutions.',
        },
      },
      {
        title: { zh: '降低总体成本', en: 'Lower total cost' },
        text: {
          zh: '减少商业数据库许可和专有硬件投入。',
          en: 'Less spend on commercial database licences and proprietary hardware.',
        },
      },
      {
        title: { zh: '运维效率提升', en: 'Leaner operations' },
        text: {
          zh: '统一平台管理数千实例，变更与巡检自动化。',
          en: 'Thousands of instances managed from one platform, with automated changes and inspections.',
        },
      },
    ],
    relatedProducts: ['MogDB', 'zCloud', 'zDataX', 'zDBM'],
    architectureLayers: [
      ['Core Banking', 'Payments', 'Mobile Banking', 'Risk'],
      ['zCloud DBaaS', 'zDBM Monitoring'],
      ['MogDB Primary', 'Sync Standby', 'Async DR'],
      ['zData X', 'zStorage'],
    ],
  },
  {
    number: 2,
    title: { zh: '制造业数据平台解决方案', en: 'Data Platform for Manufacturing' },
    industry: 'industry',
    isRecommend: true,
    sort: 2,
    createTime: '2022-05-20',
    summary: {
      zh: '打通设备数据与业务数据，支撑 MES、ERP 等生产系统稳定运行，并在工厂数据上开展质量分析和预测性维护。',
      en: 'Connects shop-floor device data with business data, keeps MES and ERP running reliably, and enables quality analytics and predictive maintenance on factory data.',
    },
    challenges: [
      {
        title: { zh: '设备数据分散', en: 'Fragmented device data' },
        text: {
          zh: '不同产线、不同厂商设备协议各异，数据难以统一采集和关联。',
          en: 'Lines and machines from different vendors speak different protocols, so data is hard to collect and correlate.',
        },
      },
      {
        title: { zh: '生产系统不能停', en: 'Production cannot stop' },
        text: {
          zh: 'MES 数据库一旦故障，产线将被迫停工。',
          en: 'When the MES database fails, production lines stop.',
        },
      },
      {
        title: { zh: '数据价值难以释放', en: 'Data that goes unused' },
        text: {
          zh: '大量时序数据只存不用，缺少便捷的分析手段。',
          en: 'Large volumes of time-series data are stored but rarely analysed.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '统一的工业数据底座' },
        {
          p: 'zAIoT 通过边缘网关接入 OPC UA、Modbus、MQTT 等协议的设备数据，与工单、物料、质检等业务数据统一存储，支持跨模型关联查询。',
        },
        { h2: '生产系统高可用' },
        {
          p: 'MES、WMS 等生产系统数据库采用 MogDB 主备集群，故障时自动切换，减少停线风险；zCloud 为多个工厂提供统一的数据库资源与运维视图。',
        },
        { h2: '质量与设备分析' },
        {
          ul: [
            '基于振动、电流、温度数据预测设备故障',
            '关联工艺参数与质检结果，定位质量波动原因',
            '按产线、班次统计能耗与产能',
          ],
        },
      ],
      en: [
        { h2: 'One industrial data foundation' },
        {
          p: 'zAIoT edge gateways collect data over OPC UA, Modbus and MQTT and store it alongside work orders, materials and inspection records, so a single query can join machine readings with business context.',
        },
        { h2: 'Highly available production systems' },
        {
          p: 'MES and WMS databases run on MogDB primary–standby clusters that fail over automatically, reducing the risk of line stoppages. zCloud gives every plant the same database resources and operations view.',
        },
        { h2: 'Quality and equipment analytics' },
        {
          ul: [
            'Predict equipment faults from vibration, current and temperature data',
            'Link process parameters to inspection results to find the cause of quality drift',
            'Track energy use and output by line and shift',
          ],
        },
      ],
    },
    benefits: [
      {
        title: { zh: '减少非计划停机', en: 'Less unplanned downtime' },
        text: {
          zh: '设备故障提前预警，维修由被动转为计划。',
          en: 'Early warnings turn reactive repairs into planned maintenance.',
        },
      },
      {
        title: { zh: '数据统一可用', en: 'Usable data' },
        text: {
          zh: '设备与业务数据在一个平台中查询和分析。',
          en: 'Machine and business data can be queried and analysed in one place.',
        },
      },
      {
        title: { zh: '多工厂统一管理', en: 'Consistent across plants' },
        text: {
          zh: '各工厂数据库标准统一，运维集中。',
          en: 'Every plant uses the same database standards and central operations.',
        },
      },
    ],
    relatedProducts: ['zAIoT', 'MogDB', 'zCloud'],
    architectureLayers: [
      ['MES', 'ERP', 'WMS', 'Quality Analytics'],
      ['zAIoT', 'MogDB', 'zCloud'],
      ['Edge Gateway', 'OPC UA', 'Modbus', 'MQTT'],
    ],
  },
  {
    number: 3,
    title: { zh: '电力行业数据库解决方案', en: 'Database Solutions for the Power Sector' },
    industry: 'power_industry',
    isRecommend: true,
    sort: 3,
    createTime: '2022-08-09',
    summary: {
      zh: '服务发电、输配电和营销业务，为调度、用电采集和营销系统提供安全可控的数据库平台与海量时序数据管理能力。',
      en: 'For generation, grid and retail operations: a secure, independent database platform for dispatch, metering and customer systems, plus large-scale time-series data management.',
    },
    challenges: [
      {
        title: { zh: '安全分区要求', en: 'Strict security zoning' },
        text: {
          zh: '电力监控系统有严格的安全防护和自主可控要求。',
          en: 'Grid control systems must meet strict security zoning and independence rules.',
        },
      },
      {
        title: { zh: '用电数据量巨大', en: 'Huge metering volumes' },
        text: {
          zh: '智能电表高频采集带来海量时序数据，存储与查询压力大。',
          en: 'Smart meters sampling at high frequency generate vast time-series volumes that strain storage and queries.',
        },
      },
      {
        title: { zh: '系统众多且分散', en: 'Many dispersed systems' },
        text: {
          zh: '省、市、县多级部署，数据库版本与运维水平参差不齐。',
          en: 'Databases deployed at provincial, city and county level vary widely in version and operational maturity.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '营销与管理系统国产化' },
        {
          p: '以 MogDB 替换营销、财务、物资等系统的商业数据库，利用 Oracle 兼容能力降低改造量，部署于国产服务器与操作系统之上。',
        },
        { h2: '用电信息采集数据管理' },
        {
          p: 'zAIoT 承载电表、终端的高频采集数据，列式压缩显著降低存储空间，内置降采样和负荷预测算法直接服务于线损分析与负荷管理。',
        },
        { h2: '多级统一运维' },
        {
          p: 'zDBM 汇聚各级单位的数据库监控数据，统一告警与巡检标准，帮助省级运维团队掌握全网数据库健康状况。',
        },
      ],
      en: [
        { h2: 'Localising customer and management systems' },
        {
          p: 'MogDB replaces commercial databases behind retail, finance and materials systems. Oracle compatibility keeps code changes small, and the stack runs on domestic servers and operating systems.',
        },
        { h2: 'Managing metering data' },
        {
          p: 'zAIoT stores high-frequency readings from meters and terminals with columnar compression. Built-in downsampling and load forecasting feed line-loss analysis and demand management directly.',
        },
        { h2: 'Unified operations across levels' },
        {
          p: 'zDBM brings monitoring from every regional unit together under one set of alerting and inspection standards, giving provincial teams a clear view of the entire estate.',
        },
      ],
    },
    benefits: [
      {
        title: { zh: '安全合规', en: 'Secure and compliant' },
        text: {
          zh: '全栈国产化，满足电力行业安全防护要求。',
          en: 'A fully domestic stack that meets power-sector security rules.',
        },
      },
      {
        title: { zh: '存储成本下降', en: 'Lower storage cost' },
        text: {
          zh: '时序数据压缩比可达 10:1。',
          en: 'Time-series compression of up to 10:1.',
        },
      },
      {
        title: { zh: '运维标准统一', en: 'One operations standard' },
        text: {
          zh: '多级单位执行统一的监控和巡检规范。',
          en: 'Every level follows the same monitoring and inspection rules.',
        },
      },
    ],
    relatedProducts: ['MogDB', 'zAIoT', 'zDBM'],
    architectureLayers: [
      ['Marketing', 'Metering', 'Asset Management', 'Finance'],
      ['MogDB', 'zAIoT'],
      ['zDBM', 'Domestic Servers', 'Domestic OS'],
    ],
  },
  {
    number: 4,
    title: { zh: '交通行业数据解决方案', en: 'Data Solutions for Transport' },
    industry: 'traffic',
    isRecommend: false,
    sort: 4,
    createTime: '2022-11-02',
    summary: {
      zh: '为轨道交通、高速公路和港口提供票务、收费、调度系统的数据库平台，以及车辆与设施运行数据的实时采集和分析。',
      en: 'Database platforms for ticketing, tolling and dispatch in rail, highways and ports, plus real-time collection and analysis of vehicle and infrastructure data.',
    },
    challenges: [
      {
        title: { zh: '高峰并发突出', en: 'Sharp traffic peaks' },
        text: {
          zh: '节假日和早晚高峰票务、收费交易量陡增。',
          en: 'Ticketing and toll transactions spike at rush hour and on public holidays.',
        },
      },
      {
        title: { zh: '设施监测数据海量', en: 'Massive monitoring data' },
        text: {
          zh: '列车、桥隧、路侧设备持续产生监测数据。',
          en: 'Trains, bridges, tunnels and roadside devices produce continuous monitoring streams.',
        },
      },
      {
        title: { zh: '站点分布广', en: 'Widely distributed sites' },
        text: {
          zh: '车站与收费站网络条件不一，需要边缘与中心协同。',
          en: 'Stations and toll plazas have uneven connectivity and need edge-to-centre coordination.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '交易系统稳定承载' },
        {
          p: '票务清分、ETC 收费等交易系统采用 MogDB 高可用集群，借助分区表和并行查询应对高峰交易与日终对账。',
        },
        { h2: '运行监测与分析' },
        {
          p: 'zAIoT 接入列车状态、桥隧传感器和路侧设备数据，边缘节点就地缓存，网络恢复后自动续传；中心平台提供实时监控、轨迹回放和异常预警。',
        },
      ],
      en: [
        { h2: 'Reliable transaction systems' },
        {
          p: 'Fare clearing and electronic toll systems run on MogDB HA clusters, using partitioned tables and parallel query to absorb peak traffic and end-of-day reconciliation.',
        },
        { h2: 'Operations monitoring and analytics' },
        {
          p: 'zAIoT collects train status, structural sensor and roadside device data. Edge nodes buffer locally and resume sync after outages, while the central platform provides live monitoring, track playback and early warnings.',
        },
      ],
    },
    benefits: [
      {
        title: { zh: '高峰不卡顿', en: 'Smooth peaks' },
        text: {
          zh: '交易系统在客流高峰保持稳定响应。',
          en: 'Transaction systems stay responsive at peak demand.',
        },
      },
      {
        title: { zh: '隐患早发现', en: 'Earlier warnings' },
        text: {
          zh: '设施异常趋势提前识别。',
          en: 'Abnormal trends in infrastructure data are spotted early.',
        },
      },
      {
        title: { zh: '弱网可用', en: 'Works on weak networks' },
        text: {
          zh: '边缘节点保证断网期间数据不丢失。',
          en: 'Edge buffering prevents data loss during network outages.',
        },
      },
    ],
    relatedProducts: ['MogDB', 'zAIoT'],
    architectureLayers: [
      ['Ticketing', 'Tolling', 'Dispatch', 'Monitoring'],
      ['MogDB Cluster', 'zAIoT Central'],
      ['zAIoT Edge', 'Station Servers', 'Sensors'],
    ],
  },
  {
    number: 5,
    title: { zh: '政务数据库解决方案', en: 'Database Solutions for Government' },
    industry: 'government',
    isRecommend: true,
    sort: 5,
    createTime: '2023-01-12',
    summary: {
      zh: '面向政务云和各委办局业务系统，提供信创数据库平台、集约化数据库服务和安全合规能力。',
      en: 'Localised database platforms, shared database services and security controls for government clouds and departmental systems.',
    },
    challenges: [
      {
        title: { zh: '信创适配要求', en: 'Localisation mandates' },
        text: {
          zh: '政务系统需要在国产软硬件环境中稳定运行。',
          en: 'Public-sector systems must run reliably on domestic hardware and software.',
        },
      },
      {
        title: { zh: '系统烟囱式建设', en: 'Siloed systems' },
        text: {
          zh: '各部门独立采购数据库，资源利用率低、运维分散。',
          en: 'Departments buy databases separately, leaving resources idle and operations fragmented.',
        },
      },
      {
        title: { zh: '数据安全责任重', en: 'High data protection stakes' },
        text: {
          zh: '涉及大量个人信息和敏感数据，需满足等保与数据安全法规。',
          en: 'Systems hold large amounts of personal and sensitive data subject to MLPS and data security law.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '政务云数据库服务' },
        {
          p: '在政务云上部署 zCloud，将数据库资源池化，为各部门按需提供 MogDB、MySQL 等数据库服务，统一备份、监控与容灾。',
        },
        { h2: '信创平台迁移' },
        {
          p: 'MogDB 已完成与主流国产芯片、操作系统和中间件的适配。迁移工具自动转换表结构、存储过程与数据，缩短项目周期。',
        },
        { h2: '安全合规' },
        {
          ul: ['透明加密与动态脱敏保护敏感字段', '三权分立的账号体系与完整审计', '满足等保三级测评要求'],
        },
      ],
      en: [
        { h2: 'Database services on the government cloud' },
        {
          p: 'zCloud on the government cloud pools database resources and offers MogDB, MySQL and other engines to departments on demand, with backup, monitoring and DR handled centrally.',
        },
        { h2: 'Moving to a localised stack' },
        {
          p: 'MogDB is certified with mainstream domestic CPUs, operating systems and middleware. Migration tools convert schemas, stored procedures and data automatically, shortening project timelines.',
        },
        { h2: 'Security and compliance' },
        {
          ul: [
            'Transparent encryption and dynamic masking for sensitive columns',
            'Separation of duties between administrator, security and audit roles',
            'Controls aligned with MLPS Level 3 assessment',
          ],
        },
      ],
    },
    benefits: [
      {
        title: { zh: '集约建设', en: 'Shared infrastructure' },
        text: {
          zh: '数据库资源统一规划，减少重复投入。',
          en: 'Centrally planned database resources avoid duplicate spending.',
        },
      },
      {
        title: { zh: '自主可控', en: 'Independent stack' },
        text: {
          zh: '从芯片到数据库全栈国产化。',
          en: 'Domestic technology from CPU to database.',
        },
      },
      {
        title: { zh: '合规可审计', en: 'Auditable' },
        text: {
          zh: '数据访问全程可追溯。',
          en: 'Every data access can be traced.',
        },
      },
    ],
    relatedProducts: ['MogDB', 'zCloud'],
    architectureLayers: [
      ['Online Services', 'Social Insurance', 'Data Sharing'],
      ['zCloud DBaaS', 'Security & Audit'],
      ['MogDB', 'MySQL', 'PostgreSQL'],
      ['Government Cloud', 'Domestic Servers'],
    ],
  },
  {
    number: 6,
    title: { zh: '医疗行业数据库解决方案', en: 'Database Solutions for Healthcare' },
    industry: 'medical_industry',
    isRecommend: false,
    sort: 6,
    createTime: '2023-03-28',
    summary: {
      zh: '为医院 HIS、EMR、PACS 等系统提供高可用数据库与统一运维，保障诊疗业务 7×24 小时不中断。',
      en: 'High-availability databases and unified operations for hospital HIS, EMR and PACS, keeping clinical services running around the clock.',
    },
    challenges: [
      {
        title: { zh: '诊疗业务不能中断', en: 'Care cannot pause' },
        text: {
          zh: '门急诊、住院业务全天候运行，没有停机窗口。',
          en: 'Outpatient, emergency and inpatient services run continuously with no maintenance window.',
        },
      },
      {
        title: { zh: '运维力量薄弱', en: 'Small IT teams' },
        text: {
          zh: '医院信息科人员有限，缺少专职 DBA。',
          en: 'Hospital IT departments are small and rarely have dedicated DBAs.',
        },
      },
      {
        title: { zh: '数据增长快', en: 'Fast data growth' },
        text: {
          zh: '电子病历和检查数据逐年增长，性能逐步下降。',
          en: 'Medical records and imaging data grow every year and gradually slow systems down.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '核心系统高可用' },
        {
          p: 'HIS、EMR 数据库部署在 zData X 一体机上，采用主备集群与同步复制，硬件、数据库任一层故障均可快速恢复。',
        },
        { h2: '托管式运维' },
        {
          p: 'zDBM 对全院数据库进行监控与巡检，结合我们的远程运维服务，由专家团队处理性能问题与故障，信息科无需配备专职 DBA。',
        },
      ],
      en: [
        { h2: 'Highly available clinical systems' },
        {
          p: 'HIS and EMR databases run on zData X in primary–standby clusters with synchronous replication, so a failure at the hardware or database layer is recovered quickly.',
        },
        { h2: 'Managed operations' },
        {
          p: 'zDBM monitors and inspects every database in the hospital, and our remote operations team handles performance issues and incidents, so the IT department does not need a full-time DBA.',
        },
      ],
    },
    benefits: [
      {
        title: { zh: '业务连续', en: 'Continuous service' },
        text: {
          zh: '故障切换秒级完成，诊疗不受影响。',
          en: 'Failover in seconds with no impact on care.',
        },
      },
      {
        title: { zh: '性能稳定', en: 'Steady performance' },
        text: {
          zh: '高峰时段挂号、收费响应稳定。',
          en: 'Registration and billing stay responsive at busy times.',
        },
      },
      {
        title: { zh: '减轻运维负担', en: 'Lighter workload' },
        text: {
          zh: '专家服务弥补院内运维力量不足。',
          en: 'Expert support fills the gap in in-house skills.',
        },
      },
    ],
    relatedProducts: ['MogDB', 'zDataX', 'zDBM'],
    architectureLayers: [['HIS', 'EMR', 'LIS', 'PACS'], ['MogDB Cluster', 'zDBM'], ['zData X Appliance']],
  },
  {
    number: 7,
    title: { zh: '数据库容灾解决方案', en: 'Database Disaster Recovery' },
    industry: 'financial_industry',
    isRecommend: true,
    sort: 7,
    createTime: '2023-06-06',
    summary: {
      zh: '覆盖同城双活、异地灾备和两地三中心架构，按业务等级设定 RPO、RTO 目标，并将容灾切换与演练纳入平台化管理。',
      en: 'Active-active, remote DR and three-site architectures with RPO and RTO set per service tier, and switchover and drills managed from one platform.',
    },
    challenges: [
      {
        title: { zh: '容灾形同虚设', en: 'DR that has never been tested' },
        text: {
          zh: '灾备环境长期不演练，真正需要时无法切换。',
          en: 'Standby environments are rarely exercised and fail when they are finally needed.',
        },
      },
      {
        title: { zh: '切换依赖人工', en: 'Manual switchover' },
        text: {
          zh: '切换步骤复杂，依赖少数专家手工执行，耗时且易出错。',
          en: 'Complex switchover steps depend on a few experts and are slow and error-prone.',
        },
      },
      {
        title: { zh: '多种数据库并存', en: 'Mixed engines' },
        text: {
          zh: 'Oracle、MySQL、国产数据库容灾机制各异，难以统一管理。',
          en: 'Oracle, MySQL and domestic databases each replicate differently and are hard to manage together.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '分级容灾架构' },
        {
          p: '按业务重要程度划分等级：核心业务采用同城同步复制加异地异步复制，RPO=0、RTO 小于 30 秒；一般业务采用异地异步复制与定时备份，RPO 在分钟级。',
        },
        { h2: '平台化切换与演练' },
        {
          p: 'zCloud 将切换步骤编排为标准流程，支持计划内切换、故障切换和回切，演练报告自动生成。',
        },
        {
          ul: [
            '实时展示复制延迟与数据一致性状态',
            '切换前自动检查前置条件',
            '演练全过程记录，可直接用于审计',
          ],
        },
      ],
      en: [
        { h2: 'Tiered DR architecture' },
        {
          p: 'Services are tiered by criticality. Core services use synchronous same-city replication plus asynchronous remote replication, for RPO = 0 and RTO under 30 seconds. Other services use remote asynchronous replication and scheduled backups, with RPO measured in minutes.',
        },
        { h2: 'Switchover and drills from one platform' },
        {
          p: 'zCloud turns switchover into a standard workflow covering planned switchover, failover and switchback, and produces drill reports automatically.',
        },
        {
          ul: [
            'Live view of replication lag and consistency',
            'Automatic pre-checks before any switchover',
            'Every drill fully logged and ready for audit',
          ],
        },
      ],
    },
    benefits: [
      {
        title: { zh: '可验证的容灾能力', en: 'DR you can prove' },
        text: {
          zh: '定期演练确保灾备随时可用。',
          en: 'Regular drills show that the standby site works.',
        },
      },
      {
        title: { zh: '切换时间缩短', en: 'Faster switchover' },
        text: {
          zh: '从小时级人工操作缩短到分钟级自动执行。',
          en: 'From hours of manual work to minutes of automated steps.',
        },
      },
      {
        title: { zh: '统一管理', en: 'One control point' },
        text: {
          zh: '不同数据库的容灾关系集中可视。',
          en: 'DR relationships for every engine in one view.',
        },
      },
    ],
    relatedProducts: ['MogDB', 'zCloud', 'zStorage'],
    architectureLayers: [
      ['zCloud DR Orchestration', 'Drill Reports'],
      ['Primary Site', 'Same-city DR Site', 'Remote DR Site'],
      ['Sync Replication', 'Async Replication', 'Backup'],
    ],
  },
  {
    number: 8,
    title: { zh: '异构数据库迁移解决方案', en: 'Heterogeneous Database Migration' },
    industry: 'government',
    isRecommend: true,
    sort: 8,
    createTime: '2023-08-22',
    summary: {
      zh: '将 Oracle、DB2、SQL Server 等数据库迁移至 MogDB 等目标库，覆盖评估、对象转换、数据同步、校验与割接全过程。',
      en: 'Moves Oracle, Db2, SQL Server and other databases to MogDB and other targets, covering assessment, object conversion, data sync, validation and cut-over.',
    },
    challenges: [
      {
        title: { zh: '工作量难以预估', en: 'Unknown effort' },
        text: {
          zh: '存储过程和 SQL 数量庞大，改造工作量事前难以判断。',
          en: 'With thousands of procedures and queries, the rework effort is hard to estimate up front.',
        },
      },
      {
        title: { zh: '停机窗口短', en: 'Short downtime windows' },
        text: {
          zh: 'TB 级数据需要在有限窗口内完成迁移。',
          en: 'Terabytes of data must move within a narrow window.',
        },
      },
      {
        title: { zh: '数据一致性', en: 'Data consistency' },
        text: {
          zh: '迁移后需证明数据完整无误。',
          en: 'After migration, the data must be shown to be complete and correct.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '自动化评估' },
        {
          p: '采集源库对象与应用 SQL，自动分析兼容性，输出可直接转换、需改写和需重构三类清单，据此估算工作量。',
        },
        { h2: '全量加增量同步' },
        {
          p: '先完成全量迁移，再通过日志解析持续同步增量变更，割接时只需短暂停写即可切换，停机时间控制在分钟级。',
        },
        { h2: '校验与回退' },
        {
          p: '割接前后进行行数、校验和及抽样比对；割接后保留目标库到源库的反向同步，出现问题可快速回退。',
        },
      ],
      en: [
        { h2: 'Automated assessment' },
        {
          p: 'Source objects and application SQL are collected and analysed automatically, producing three lists: convert as-is, rewrite, and redesign. Effort estimates follow from these lists.',
        },
        { h2: 'Full load plus change capture' },
        {
          p: 'A full copy is followed by continuous log-based replication of changes. At cut-over, writes pause only briefly, keeping downtime to minutes.',
        },
        { h2: 'Validation and rollback' },
        {
          p: 'Row counts, checksums and sampled comparisons run before and after cut-over. Reverse replication from target to source stays on afterwards so the team can roll back quickly if needed.',
        },
      ],
    },
    benefits: [
      {
        title: { zh: '风险可控', en: 'Controlled risk' },
        text: {
          zh: '每一步都有验证和回退手段。',
          en: 'Every step has a check and a way back.',
        },
      },
      {
        title: { zh: '周期缩短', en: 'Shorter projects' },
        text: {
          zh: '自动转换大幅减少手工改写。',
          en: 'Automatic conversion cuts manual rewriting.',
        },
      },
      {
        title: { zh: '业务影响小', en: 'Minimal disruption' },
        text: {
          zh: '割接停机控制在分钟级。',
          en: 'Cut-over downtime measured in minutes.',
        },
      },
    ],
    relatedProducts: ['MogDB', 'zCloud'],
    architectureLayers: [
      ['Oracle', 'Db2', 'SQL Server', 'MySQL'],
      ['Assessment', 'Schema Conversion', 'Full Load', 'CDC Sync', 'Validation'],
      ['MogDB'],
    ],
  },
  {
    number: 9,
    title: { zh: '数据库信创替代解决方案', en: 'Database Localisation Programme' },
    industry: 'government',
    isRecommend: false,
    sort: 9,
    createTime: '2023-10-17',
    summary: {
      zh: '以国产芯片、操作系统和 MogDB 构建全栈自主可控的数据库平台，按系统重要程度分批完成替代。',
      en: 'A fully domestic database stack built on local CPUs, operating systems and MogDB, with systems replaced in waves according to criticality.',
    },
    challenges: [
      {
        title: { zh: '替代范围广', en: 'Broad scope' },
        text: {
          zh: '涉及数十到上百个系统，需要合理的批次规划。',
          en: 'Dozens or hundreds of systems need a sensible migration sequence.',
        },
      },
      {
        title: { zh: '性能担忧', en: 'Performance concerns' },
        text: {
          zh: '业务部门担心替换后性能下降。',
          en: 'Business owners worry performance will drop after the switch.',
        },
      },
      {
        title: { zh: '技能储备不足', en: 'Skills gap' },
        text: {
          zh: '运维团队熟悉 Oracle，对新平台了解有限。',
          en: 'Operations staff know Oracle well but the new platform less so.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '分批替代路径' },
        {
          p: '先从管理类、查询类系统入手积累经验，再推进渠道类系统，最后完成核心系统替代。每批次结束后复盘，优化下一批次方案。',
        },
        { h2: '性能保障' },
        {
          p: '关键系统部署在 zData X 信创一体机上，在国产硬件上同样获得高 IOPS、低时延的存储性能；上线前基于真实负载回放进行压测。',
        },
        { h2: '能力转移' },
        { p: '通过培训、联合值守和运维手册，帮助客户团队在项目期内掌握新平台的日常运维。' },
      ],
      en: [
        { h2: 'A phased path' },
        {
          p: 'Start with back-office and reporting systems to build experience, move on to channel systems, and finish with core systems. A review after each wave improves the plan for the next.',
        },
        { h2: 'Performance assurance' },
        {
          p: 'Critical systems run on the domestic edition of zData X, which brings high IOPS and low latency to local hardware. Before go-live, captured production workloads are replayed for load testing.',
        },
        { h2: 'Skills transfer' },
        {
          p: 'Training, joint on-call shifts and runbooks help the client team run the new platform confidently by the end of the project.',
        },
      ],
    },
    benefits: [
      {
        title: { zh: '稳妥推进', en: 'Steady progress' },
        text: {
          zh: '分批替代，每步可验证。',
          en: 'Phased replacement with verification at each step.',
        },
      },
      {
        title: { zh: '性能不降级', en: 'No loss of performance' },
        text: {
          zh: '负载回放确保上线前性能达标。',
          en: 'Workload replay confirms performance before go-live.',
        },
      },
      {
        title: { zh: '团队能力提升', en: 'A stronger team' },
        text: {
          zh: '客户团队具备独立运维新平台的能力。',
          en: 'Staff can run the new platform on their own.',
        },
      },
    ],
    relatedProducts: ['MogDB', 'zDataX'],
    architectureLayers: [
      ['Core Systems', 'Channel Systems', 'Back Office'],
      ['MogDB HA Cluster'],
      ['zData X (Domestic Edition)', 'Kunpeng / Hygon', 'Domestic OS'],
    ],
  },
  {
    number: 10,
    title: { zh: '运营商数据库解决方案', en: 'Database Solutions for Telecom Operators' },
    industry: 'operator',
    isRecommend: true,
    sort: 10,
    createTime: '2024-01-09',
    summary: {
      zh: '面向运营商 BSS、OSS 和 MSS 域系统，提供大规模数据库资源池、国产化替代和集中运维能力。',
      en: 'Large database resource pools, localisation and centralised operations for carrier BSS, OSS and MSS systems.',
    },
    challenges: [
      {
        title: { zh: '规模巨大', en: 'Enormous scale' },
        text: {
          zh: '省级运营商往往运行上千个数据库实例。',
          en: 'A provincial carrier often runs more than a thousand database instances.',
        },
      },
      {
        title: { zh: '计费批处理压力', en: 'Billing batch pressure' },
        text: {
          zh: '月初出账需要在有限时间内处理海量话单。',
          en: 'Month-start billing must process huge CDR volumes in a fixed window.',
        },
      },
      {
        title: { zh: '集团管控要求', en: 'Group-level governance' },
        text: {
          zh: '集团要求统一技术标准与国产化进度。',
          en: 'Group headquarters sets common technical standards and localisation targets.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '数据库资源池' },
        {
          p: 'zCloud 结合 zStorage 构建省级数据库资源池，CRM、计费、账务等系统按需申请实例，资源统一调度与计量。',
        },
        { h2: '计费与账务系统替代' },
        {
          p: 'MogDB 的分区表和并行 DML 支撑话单入库与出账批处理；存储过程兼容能力减少计费逻辑改写。',
        },
        { h2: '集中运维' },
        { p: 'zDBM 统一监控全省数据库，巡检与告警标准与集团规范对齐，运维报表自动生成。' },
      ],
      en: [
        { h2: 'Database resource pools' },
        {
          p: 'zCloud and zStorage form a provincial database pool. CRM, rating and billing systems request instances on demand, and resources are scheduled and metered centrally.',
        },
        { h2: 'Replacing billing databases' },
        {
          p: 'MogDB partitioned tables and parallel DML handle CDR loading and billing runs, and stored-procedure compatibility limits rewrites of rating logic.',
        },
        { h2: 'Centralised operations' },
        {
          p: 'zDBM monitors every database in the province, with inspection and alerting aligned to group standards and operations reports generated automatically.',
        },
      ],
    },
    benefits: [
      {
        title: { zh: '资源集约', en: 'Efficient resources' },
        text: {
          zh: '服务器利用率显著提升。',
          en: 'Much higher server utilisation.',
        },
      },
      {
        title: { zh: '出账准时', en: 'Billing on time' },
        text: {
          zh: '批处理在窗口内稳定完成。',
          en: 'Batch runs finish reliably within the window.',
        },
      },
      {
        title: { zh: '标准统一', en: 'Common standards' },
        text: {
          zh: '满足集团技术与运维规范。',
          en: 'Meets group technical and operations rules.',
        },
      },
    ],
    relatedProducts: ['MogDB', 'zCloud', 'zStorage', 'zDBM'],
    architectureLayers: [
      ['CRM', 'Billing', 'OSS', 'MSS'],
      ['zCloud Resource Pool', 'zDBM'],
      ['MogDB', 'MySQL', 'Oracle'],
      ['zStorage', 'x86 / ARM Servers'],
    ],
  },
  {
    number: 11,
    title: { zh: '数据库容器化解决方案', en: 'Database Containerisation' },
    industry: 'operator',
    isRecommend: false,
    sort: 11,
    createTime: '2024-03-21',
    summary: {
      zh: '在 Kubernetes 上运行有状态数据库，借助 Operator 实现部署、高可用、备份和扩缩容的自动化。',
      en: 'Runs stateful databases on Kubernetes, with an operator automating deployment, HA, backup and scaling.',
    },
    challenges: [
      {
        title: { zh: '有状态服务难管理', en: 'State is hard' },
        text: {
          zh: '数据库对存储、网络稳定性要求高，直接容器化风险大。',
          en: 'Databases depend on stable storage and networking, so naive containerisation is risky.',
        },
      },
      {
        title: { zh: '交付速度跟不上', en: 'Slow delivery' },
        text: {
          zh: '应用已实现分钟级发布，数据库交付仍需数天。',
          en: 'Applications deploy in minutes while databases still take days.',
        },
      },
      {
        title: { zh: '资源碎片化', en: 'Fragmented resources' },
        text: {
          zh: '大量小型数据库独占虚拟机，资源浪费严重。',
          en: 'Many small databases each occupy a whole VM.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '基于 Operator 的自动化' },
        {
          p: 'MogDB Stack 以自定义资源描述数据库集群，Operator 负责创建实例、配置主备复制、故障切换和滚动升级，声明式管理与应用保持一致。',
        },
        { h2: '存储与网络设计' },
        {
          ul: [
            '通过 CSI 对接 zStorage 或本地 NVMe 盘，保证 I/O 性能',
            '固定服务地址，主备切换对应用透明',
            '反亲和调度，主备实例分布在不同节点与机架',
          ],
        },
      ],
      en: [
        { h2: 'Operator-driven automation' },
        {
          p: 'MogDB Stack describes database clusters as custom resources. The operator creates instances, sets up replication, handles failover and performs rolling upgrades, so databases are managed declaratively like the applications around them.',
        },
        { h2: 'Storage and network design' },
        {
          ul: [
            'CSI volumes on zStorage or local NVMe for predictable I/O',
            'Stable service endpoints so failover is transparent to applications',
            'Anti-affinity rules that place primaries and standbys on different nodes and racks',
          ],
        },
      ],
    },
    benefits: [
      {
        title: { zh: '分钟级交付', en: 'Minutes, not days' },
        text: {
          zh: '数据库与应用一起通过流水线交付。',
          en: 'Databases ship through the same pipeline as applications.',
        },
      },
      {
        title: { zh: '资源密度更高', en: 'Higher density' },
        text: {
          zh: '同等硬件承载更多实例。',
          en: 'More instances on the same hardware.',
        },
      },
      {
        title: { zh: '运维一致', en: 'Consistent operations' },
        text: {
          zh: '升级、扩容、备份均由 Operator 标准执行。',
          en: 'Upgrades, scaling and backups run the same way every time.',
        },
      },
    ],
    relatedProducts: ['MogDB', 'zCloud', 'zStorage'],
    architectureLayers: [
      ['CI/CD', 'zCloud Console'],
      ['Kubernetes', 'MogDB Operator', 'CRD'],
      ['MogDB Pods', 'Services', 'Backup Jobs'],
      ['CSI', 'zStorage', 'Local NVMe'],
    ],
  },
  {
    number: 12,
    title: { zh: '数据库智能运维（AIOps）解决方案', en: 'AIOps for Databases' },
    industry: 'traffic',
    isRecommend: true,
    sort: 12,
    createTime: '2024-06-13',
    summary: {
      zh: '利用监控数据和专家规则，实现异常自动发现、根因推荐和容量预测，让运维团队把精力放在真正的问题上。',
      en: 'Uses monitoring data and expert rules to detect anomalies, suggest root causes and forecast capacity, so teams spend their time on the problems that matter.',
    },
    challenges: [
      {
        title: { zh: '告警过多', en: 'Alert fatigue' },
        text: {
          zh: '固定阈值产生大量无效告警，真正的问题被淹没。',
          en: 'Static thresholds create noise that buries real problems.',
        },
      },
      {
        title: { zh: '定位耗时', en: 'Slow diagnosis' },
        text: {
          zh: '故障排查依赖个人经验，平均定位时间长。',
          en: 'Troubleshooting relies on individual experience and takes too long.',
        },
      },
      {
        title: { zh: '容量规划粗放', en: 'Rough capacity planning' },
        text: {
          zh: '扩容决策缺少数据依据，常常临时应急。',
          en: 'Expansion decisions lack data and are often made in a hurry.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '异常检测与告警收敛' },
        {
          p: 'zDBM 为每个指标学习时段性基线，偏离基线时才触发告警；同一根因引发的多条告警自动合并为一个事件。',
        },
        { h2: '根因推荐' },
        {
          p: '结合等待事件、SQL 执行计划变化和主机资源，对照内置诊断规则库给出最可能的原因和处置建议。',
        },
        { h2: '容量预测' },
        { p: '基于历史趋势预测存储、CPU 与连接数的耗尽时间，提前规划扩容。' },
      ],
      en: [
        { h2: 'Anomaly detection and alert grouping' },
        {
          p: 'zDBM learns a time-of-day baseline for each metric and alerts only on real deviations. Alerts that share a root cause are merged into a single incident.',
        },
        { h2: 'Root-cause suggestions' },
        {
          p: 'Wait events, execution plan changes and host metrics are matched against a built-in rule library to suggest the most likely cause and the fix.',
        },
        { h2: 'Capacity forecasting' },
        {
          p: 'Historical trends predict when storage, CPU or connections will run out, so expansion can be planned ahead.',
        },
      ],
    },
    benefits: [
      {
        title: { zh: '告警量大幅减少', en: 'Far fewer alerts' },
        text: {
          zh: '无效告警显著下降。',
          en: 'Noise drops sharply.',
        },
      },
      {
        title: { zh: '定位更快', en: 'Faster resolution' },
        text: {
          zh: '平均故障定位时间明显缩短。',
          en: 'Mean time to diagnose falls noticeably.',
        },
      },
      {
        title: { zh: '扩容有据', en: 'Data-driven expansion' },
        text: {
          zh: '容量规划基于预测数据。',
          en: 'Capacity plans rest on forecasts.',
        },
      },
    ],
    relatedProducts: ['zDBM', 'zCloud'],
    architectureLayers: [
      ['Dashboards', 'Incident Management'],
      ['Anomaly Detection', 'Root-cause Engine', 'Forecasting'],
      ['Metrics', 'Logs', 'SQL Statistics'],
    ],
  },
  {
    number: 13,
    title: { zh: '分布式数据库资源池解决方案', en: 'Distributed Database Resource Pool' },
    industry: 'power_industry',
    isRecommend: false,
    sort: 13,
    createTime: '2024-09-05',
    summary: {
      zh: '以通用服务器和分布式存储构建共享数据库资源池，替代分散的专用服务器和集中式存储。',
      en: 'A shared database resource pool on standard servers and distributed storage, replacing scattered dedicated servers and SAN arrays.',
    },
    challenges: [
      {
        title: { zh: '资源利用率低', en: 'Low utilisation' },
        text: {
          zh: '专用服务器平均负载偏低，却难以共享。',
          en: 'Dedicated servers sit mostly idle yet cannot be shared.',
        },
      },
      {
        title: { zh: '集中式存储瓶颈', en: 'SAN bottlenecks' },
        text: {
          zh: '集中式阵列扩展受限，成本高。',
          en: 'Centralised arrays are expensive and hard to scale.',
        },
      },
      {
        title: { zh: '扩容周期长', en: 'Slow expansion' },
        text: {
          zh: '新增数据库需要采购和部署新硬件。',
          en: 'Each new database means buying and installing hardware.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '计算与存储分离' },
        {
          p: '计算节点组成数据库主机池，zStorage 提供共享的分布式块存储，两者可按需独立扩展。实例故障时可在其他节点快速拉起，数据无需搬迁。',
        },
        { h2: '平台化调度' },
        {
          p: 'zCloud 根据负载与等级将实例调度到合适节点，提供配额、计量和自助服务，支持在线扩容与数据自动均衡。',
        },
      ],
      en: [
        { h2: 'Separate compute and storage' },
        {
          p: 'Compute nodes form a pool of database hosts while zStorage provides shared distributed block storage; each scales on its own. If a host fails, its instances restart on another node without copying data.',
        },
        { h2: 'Platform scheduling' },
        {
          p: 'zCloud places instances according to load and service tier, and provides quotas, metering and self-service. Capacity grows online with automatic rebalancing.',
        },
      ],
    },
    benefits: [
      {
        title: { zh: '硬件成本下降', en: 'Lower hardware cost' },
        text: {
          zh: '通用服务器替代专用设备。',
          en: 'Standard servers instead of specialised kit.',
        },
      },
      {
        title: { zh: '弹性扩展', en: 'Elastic growth' },
        text: {
          zh: '计算、存储按需在线扩容。',
          en: 'Add compute or storage online when needed.',
        },
      },
      {
        title: { zh: '恢复更快', en: 'Faster recovery' },
        text: {
          zh: '主机故障后实例快速迁移。',
          en: 'Instances move quickly off a failed host.',
        },
      },
    ],
    relatedProducts: ['zCloud', 'zStorage', 'MogDB'],
    architectureLayers: [
      ['zCloud Scheduler', 'Self-service', 'Metering'],
      ['Compute Pool', 'MogDB', 'MySQL', 'Oracle'],
      ['zStorage', 'RDMA Network'],
    ],
  },
  {
    number: 14,
    title: { zh: '数据库一体机整合解决方案', en: 'Database Appliance Consolidation' },
    industry: 'medical_industry',
    isRecommend: false,
    sort: 14,
    createTime: '2025-01-16',
    summary: {
      zh: '以 zData X 数据库一体机整合分散的数据库服务器，统一承载核心与外围业务，简化架构与运维。',
      en: 'Consolidates scattered database servers onto zData X appliances that host core and peripheral workloads together, simplifying architecture and operations.',
    },
    challenges: [
      {
        title: { zh: '设备老化', en: 'Ageing hardware' },
        text: {
          zh: '多台服务器和存储临近维保到期，故障率上升。',
          en: 'Servers and arrays near end of support are failing more often.',
        },
      },
      {
        title: { zh: '架构复杂', en: 'Complex architecture' },
        text: {
          zh: '服务器、存储、网络来自不同厂商，问题定位困难。',
          en: 'Multi-vendor servers, storage and networking make fault-finding difficult.',
        },
      },
      {
        title: { zh: '机房空间紧张', en: 'Limited data centre space' },
        text: {
          zh: '机柜与电力容量接近上限。',
          en: 'Racks and power capacity are close to their limits.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '整合规划' },
        {
          p: '根据各数据库的 CPU、内存、I/O 画像进行容量规划，按业务等级划分资源组，核心业务与一般业务资源隔离。',
        },
        { h2: '平滑迁移' },
        {
          p: '采用数据同步方式迁移，按系统逐个割接；一体机出厂即完成调优，迁移完成即可获得稳定性能。统一管理界面覆盖硬件、存储与数据库，由单一服务团队负责。',
        },
      ],
      en: [
        { h2: 'Consolidation planning' },
        {
          p: 'Capacity is planned from each database’s CPU, memory and I/O profile. Resource groups per service tier keep core workloads isolated from the rest.',
        },
        { h2: 'Smooth migration' },
        {
          p: 'Databases move one system at a time using replication. Because the appliance is tuned at the factory, performance is stable from day one, and a single console and support team cover hardware, storage and databases.',
        },
      ],
    },
    benefits: [
      {
        title: { zh: '节省空间与能耗', en: 'Less space and power' },
        text: {
          zh: '机柜数量与能耗明显下降。',
          en: 'Fewer racks and lower power draw.',
        },
      },
      {
        title: { zh: '性能提升', en: 'Better performance' },
        text: {
          zh: '全闪与 RDMA 带来更低时延。',
          en: 'All-flash storage and RDMA reduce latency.',
        },
      },
      {
        title: { zh: '一站式支持', en: 'One point of support' },
        text: {
          zh: '软硬件问题由同一团队负责。',
          en: 'One team owns hardware and software issues.',
        },
      },
    ],
    relatedProducts: ['zDataX', 'zStorage', 'MogDB'],
    architectureLayers: [
      ['HIS', 'EMR', 'Finance', 'Reporting'],
      ['Resource Groups', 'MogDB', 'Oracle'],
      ['zData X Appliance', 'zStorage', 'RDMA'],
    ],
  },
  {
    number: 15,
    title: { zh: '数据安全与合规解决方案', en: 'Data Security and Compliance' },
    industry: 'medical_industry',
    isRecommend: false,
    sort: 15,
    createTime: '2025-04-08',
    summary: {
      zh: '围绕敏感数据识别、加密、脱敏、访问控制和审计，构建覆盖数据库全生命周期的数据安全防护体系。',
      en: 'Protects sensitive data across the database lifecycle through discovery, encryption, masking, access control and auditing.',
    },
    challenges: [
      {
        title: { zh: '敏感数据分布不清', en: 'Unknown sensitive data' },
        text: {
          zh: '患者信息、身份证号等分散在大量表中。',
          en: 'Patient details and ID numbers are scattered across many tables.',
        },
      },
      {
        title: { zh: '测试环境泄露风险', en: 'Exposure in test environments' },
        text: {
          zh: '生产数据被复制到测试环境，缺少脱敏。',
          en: 'Production data is copied to test systems without masking.',
        },
      },
      {
        title: { zh: '审计追溯困难', en: 'Weak audit trails' },
        text: {
          zh: '高权限账号操作难以追踪。',
          en: 'Privileged account activity is hard to trace.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '识别与分级' },
        { p: '自动扫描数据库结构与样本数据，识别个人信息与敏感字段，按分级分类标准打标。' },
        { h2: '分层防护' },
        {
          ul: [
            '存储层：透明数据加密，防止介质泄露',
            '访问层：动态脱敏与行级访问控制，按角色展示数据',
            '环境层：静态脱敏后再向测试、分析环境提供数据',
          ],
        },
        { h2: '审计与追溯' },
        { p: '统一审计所有高权限和敏感数据访问，异常行为实时告警，审计记录防篡改保存。' },
      ],
      en: [
        { h2: 'Discovery and classification' },
        {
          p: 'Schemas and sample data are scanned automatically to find personal and sensitive fields, which are then tagged by classification level.',
        },
        { h2: 'Layered protection' },
        {
          ul: [
            'Storage: transparent data encryption protects against lost or stolen media',
            'Access: dynamic masking and row-level security show each role only what it needs',
            'Environments: static masking before data reaches test or analytics systems',
          ],
        },
        { h2: 'Audit and traceability' },
        {
          p: 'All privileged and sensitive-data access is audited centrally, unusual behaviour raises real-time alerts, and audit records are kept tamper-evident.',
        },
      ],
    },
    benefits: [
      {
        title: { zh: '敏感数据可见', en: 'Visibility' },
        text: {
          zh: '清楚掌握敏感数据分布。',
          en: 'A clear map of where sensitive data lives.',
        },
      },
      {
        title: { zh: '降低泄露风险', en: 'Lower exposure' },
        text: {
          zh: '多层防护覆盖主要泄露途径。',
          en: 'Layered controls cover the main leak paths.',
        },
      },
      {
        title: { zh: '合规有据', en: 'Evidence for compliance' },
        text: {
          zh: '审计记录支撑合规检查。',
          en: 'Audit records support compliance reviews.',
        },
      },
    ],
    relatedProducts: ['MogDB', 'zDBM'],
    architectureLayers: [
      ['Discovery', 'Classification', 'Policy'],
      ['TDE', 'Dynamic Masking', 'Row-level Security', 'Audit'],
      ['MogDB', 'Other Databases'],
    ],
  },
]
