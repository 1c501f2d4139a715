import type { SeedPlan } from './types'

/**
 * Product-centred solutions (`/product_solution/{number}`). Numbers 10, 11, 5, 1 and 12 are the five
 * recommended plans shown in the English header and footer, in that order (sort 1..5, createTime ascending).
 */
export const productPlans: SeedPlan[] = [
  {
    number: 1,
    title: { zh: '分布式数据库资源池', en: 'Distributed Resource Pool' },
    industry: 'power_industry',
    isRecommend: true,
    sort: 4,
    createTime: '2023-09-26',
    summary: {
      zh: '以 zCloud 与 zStorage 构建多租户数据库资源池，按服务等级划分金、银、铜资源，实例按需申请、自动调度、统一计量。',
      en: 'zCloud and zStorage build a multi-tenant database pool with gold, silver and bronze service tiers. Instances are requested on demand, placed automatically and metered centrally.',
    },
    challenges: [
      {
        title: { zh: '烟囱式部署', en: 'One server per system' },
        text: {
          zh: '每个业务系统独占服务器与存储，平均 CPU 利用率不足 20%。',
          en: 'Every system owns its servers and storage, and average CPU utilisation stays below 20%.',
        },
      },
      {
        title: { zh: '服务等级不清', en: 'No clear service tiers' },
        text: {
          zh: '核心与非核心系统使用同样的资源规格，成本与保障不匹配。',
          en: 'Critical and non-critical systems get the same resources, so cost and protection do not match.',
        },
      },
      {
        title: { zh: '交付周期长', en: 'Slow provisioning' },
        text: {
          zh: '从申请到数据库可用往往需要数周。',
          en: 'It often takes weeks from request to a usable database.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '资源池分级设计' },
        {
          p: '金牌资源池面向调度、营销等核心系统，采用独享 CPU、三副本存储和同城容灾；银牌与铜牌资源池面向管理和分析类系统，允许一定超分以提升密度。',
        },
        { h2: '存储与计算解耦' },
        {
          p: 'zStorage 以 NVMe 全闪和 RDMA 网络提供共享块存储，计算节点故障后实例可在池内其他节点快速重新拉起，数据无需复制。',
        },
        { h2: '自助服务与计量' },
        {
          ul: [
            '模板化申请，标准实例分钟级交付',
            '按部门、项目统计资源用量，支持内部结算',
            '容量水位预警，提前规划扩容',
          ],
        },
      ],
      en: [
        { h2: 'Tiered pools' },
        {
          p: 'The gold pool serves dispatch, customer and other critical systems with dedicated CPU, three-way replicated storage and same-city DR. Silver and bronze pools host management and analytics workloads with controlled overcommit for higher density.',
        },
        { h2: 'Compute decoupled from storage' },
        {
          p: 'zStorage provides shared block storage over NVMe and RDMA. If a compute node fails, its instances restart elsewhere in the pool without copying data.',
        },
        { h2: 'Self-service and metering' },
        {
          ul: [
            'Template-based requests deliver standard instances in minutes',
            'Usage tracked by department and project for internal chargeback',
            'Capacity watermarks trigger expansion planning in good time',
          ],
        },
      ],
    },
    benefits: [
      {
        title: { zh: '利用率提升', en: 'Higher utilisation' },
        text: {
          zh: '整合后服务器数量显著减少。',
          en: 'Far fewer servers after consolidation.',
        },
      },
      {
        title: { zh: '保障与成本匹配', en: 'Protection matched to cost' },
        text: {
          zh: '不同等级业务获得相应的资源与容灾能力。',
          en: 'Each tier gets the resources and DR it actually needs.',
        },
      },
      {
        title: { zh: '交付提速', en: 'Faster delivery' },
        text: {
          zh: '数据库交付由数周缩短到分钟级。',
          en: 'Provisioning drops from weeks to minutes.',
        },
      },
    ],
    relatedProducts: ['zCloud', 'zStorage', 'MogDB'],
    architectureLayers: [
      ['Self-service Portal', 'Metering', 'Quota'],
      ['Gold Pool', 'Silver Pool', 'Bronze Pool'],
      ['Compute Nodes', 'MogDB', 'MySQL'],
      ['zStorage', 'NVMe', 'RDMA'],
    ],
  },
  {
    number: 2,
    title: { zh: 'MogDB 核心交易系统方案', en: 'MogDB for Core Transaction Systems' },
    industry: 'financial_industry',
    isRecommend: false,
    sort: 6,
    createTime: '2022-04-12',
    summary: {
      zh: '以 MogDB 承载银行核心账务、支付等高并发交易，满足强一致、零数据丢失和秒级切换要求。',
      en: 'MogDB runs core ledger and payment workloads at high concurrency, with strong consistency, zero data loss and failover in seconds.',
    },
    challenges: [
      {
        title: { zh: '交易峰值高', en: 'High transaction peaks' },
        text: {
          zh: '促销日和月末交易量可达日常数倍。',
          en: 'Volumes on promotion days and at month-end reach several times the norm.',
        },
      },
      {
        title: { zh: '零数据丢失', en: 'No data loss allowed' },
        text: {
          zh: '任何已确认交易都不能在故障中丢失。',
          en: 'No acknowledged transaction may be lost in a failure.',
        },
      },
      {
        title: { zh: '应用改造有限', en: 'Limited room for code changes' },
        text: {
          zh: '核心系统代码量大，希望尽量少改动。',
          en: 'Core code bases are large and changes must be kept to a minimum.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '高可用部署' },
        {
          p: '本地一主两备，其中一个备库同步复制；同城机房再部署一个同步备库。DCF 多数派共识选主，避免脑裂，RPO=0、RTO 小于 10 秒。',
        },
        { h2: '性能设计' },
        {
          p: '热点账户表采用哈希分区分散写入冲突，线程池和 NUMA 绑核提升高并发下的稳定性；批量日终作业使用并行查询缩短处理时间。',
        },
      ],
      en: [
        { h2: 'HA topology' },
        {
          p: 'A local primary with two standbys, one replicating synchronously, plus a synchronous standby in a second same-city data centre. DCF majority consensus elects the leader and prevents split brain, giving RPO = 0 and RTO under 10 seconds.',
        },
        { h2: 'Designed for throughput' },
        {
          p: 'Hash partitioning spreads writes on hot account tables, while the thread pool and NUMA binding keep latency stable at high concurrency. End-of-day batches use parallel query to finish sooner.',
        },
      ],
    },
    benefits: [
      {
        title: { zh: '交易零丢失', en: 'Zero loss' },
        text: {
          zh: '同步复制确保已提交交易不丢失。',
          en: 'Synchronous replication protects every committed transaction.',
        },
      },
      {
        title: { zh: '峰值从容', en: 'Ready for peaks' },
        text: {
          zh: '高峰时段响应时间保持平稳。',
          en: 'Response times stay flat at peak load.',
        },
      },
      {
        title: { zh: '改造量小', en: 'Small code changes' },
        text: {
          zh: 'Oracle 兼容能力减少应用改写。',
          en: 'Oracle compatibility keeps rewrites to a minimum.',
        },
      },
    ],
    relatedProducts: ['MogDB', 'zDataX'],
    architectureLayers: [
      ['Core Ledger', 'Payments', 'Cards'],
      ['MogDB Primary', 'Sync Standby', 'Same-city Standby'],
      ['DCF Consensus', 'MogHA'],
    ],
  },
  {
    number: 3,
    title: { zh: 'zAIoT 工业设备物联方案', en: 'zAIoT for Industrial Equipment' },
    industry: 'industry',
    isRecommend: false,
    sort: 7,
    createTime: '2022-07-05',
    summary: {
      zh: '采集数控机床、空压机、注塑机等设备运行数据，在 zAIoT 中完成存储、监测与预测性维护分析。',
      en: 'Collects running data from CNC machines, compressors and injection moulders, then stores, monitors and analyses it in zAIoT for predictive maintenance.',
    },
    challenges: [
      {
        title: { zh: '协议多样', en: 'Many protocols' },
        text: {
          zh: '新旧设备通信协议和数据格式各不相同。',
          en: 'Old and new machines use different protocols and data formats.',
        },
      },
      {
        title: { zh: '采样频率高', en: 'High sampling rates' },
        text: {
          zh: '振动等信号采样频率高，数据量增长快。',
          en: 'Vibration and similar signals are sampled fast and data grows quickly.',
        },
      },
      {
        title: { zh: '故障难预判', en: 'Hard-to-predict faults' },
        text: {
          zh: '设备故障往往在停机后才被发现。',
          en: 'Faults are often discovered only after a machine stops.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '边缘采集' },
        {
          p: '车间部署边缘网关，通过 OPC UA、Modbus、MQTT 接入设备，就地完成滤波与特征提取，只将必要数据上送中心。',
        },
        { h2: '库内预测分析' },
        {
          p: 'zAIoT 内置异常检测与剩余寿命预测算法，工程师用 SQL 即可训练模型并对实时数据打分，结果直接推送到维修工单系统。',
        },
      ],
      en: [
        { h2: 'Edge collection' },
        {
          p: 'Edge gateways on the shop floor connect machines over OPC UA, Modbus and MQTT, filter signals and extract features locally, and send only what the centre needs.',
        },
        { h2: 'Predictive analytics in the database' },
        {
          p: 'zAIoT includes anomaly detection and remaining-useful-life models. Engineers train and score them in SQL against live data, and results go straight to the maintenance work-order system.',
        },
      ],
    },
    benefits: [
      {
        title: { zh: '停机减少', en: 'Less downtime' },
        text: {
          zh: '故障前预警，维修可提前安排。',
          en: 'Warnings before failure let maintenance be scheduled.',
        },
      },
      {
        title: { zh: '数据量可控', en: 'Manageable data' },
        text: {
          zh: '边缘预处理与压缩降低传输和存储量。',
          en: 'Edge processing and compression cut transfer and storage.',
        },
      },
      {
        title: { zh: '易于推广', en: 'Easy to roll out' },
        text: {
          zh: '模型与规则可复制到其他产线。',
          en: 'Models and rules can be reused on other lines.',
        },
      },
    ],
    relatedProducts: ['zAIoT'],
    architectureLayers: [
      ['Maintenance Work Orders', 'Dashboards'],
      ['zAIoT', 'ML Models', 'Time-series Store'],
      ['Edge Gateway', 'OPC UA', 'Modbus', 'MQTT'],
    ],
  },
  {
    number: 4,
    title: { zh: 'zCloud 政务云数据库服务方案', en: 'zCloud DBaaS for Government Cloud' },
    industry: 'government',
    isRecommend: false,
    sort: 8,
    createTime: '2022-10-18',
    summary: {
      zh: '在政务云上以 zCloud 提供多租户数据库服务，各委办局自助申请，云平台运营方集中运维与审计。',
      en: 'zCloud delivers a multi-tenant database service on the government cloud: departments request databases themselves while the cloud operator runs and audits them centrally.',
    },
    challenges: [
      {
        title: { zh: '多租户隔离', en: 'Tenant isolation' },
        text: {
          zh: '不同部门数据必须严格隔离。',
          en: 'Departmental data must be strictly separated.',
        },
      },
      {
        title: { zh: '运维责任分散', en: 'Unclear ownership' },
        text: {
          zh: '数据库由各部门外包商分别维护，标准不一。',
          en: 'Different contractors maintain each department’s databases to different standards.',
        },
      },
      {
        title: { zh: '审计要求严格', en: 'Strict audit' },
        text: {
          zh: '所有运维操作需留痕可查。',
          en: 'Every administrative action must be recorded.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '租户与配额' },
        {
          p: '每个委办局作为独立租户，拥有独立的资源配额、网络隔离和账号体系，租户之间数据互不可见。',
        },
        { h2: '集中运维与审计' },
        {
          p: '云平台运营方通过 zCloud 统一执行备份、巡检、补丁和容灾演练；所有操作经审批后执行并完整记录，满足审计要求。',
        },
      ],
      en: [
        { h2: 'Tenants and quotas' },
        {
          p: 'Each department is a tenant with its own quotas, network isolation and accounts. Tenants cannot see each other’s data.',
        },
        { h2: 'Central operations and audit' },
        {
          p: 'The cloud operator uses zCloud for backup, inspection, patching and DR drills. Every action goes through approval and is logged in full.',
        },
      ],
    },
    benefits: [
      {
        title: { zh: '标准统一', en: 'One standard' },
        text: {
          zh: '全部数据库执行同一套运维规范。',
          en: 'All databases follow the same operating rules.',
        },
      },
      {
        title: { zh: '安全隔离', en: 'Secure separation' },
        text: {
          zh: '租户级隔离保护部门数据。',
          en: 'Tenant isolation protects departmental data.',
        },
      },
      {
        title: { zh: '全程可审计', en: 'Full audit trail' },
        text: {
          zh: '运维操作可追溯。',
          en: 'Every operation is traceable.',
        },
      },
    ],
    relatedProducts: ['zCloud', 'MogDB'],
    architectureLayers: [
      ['Department Tenants', 'Self-service Portal'],
      ['zCloud', 'Approval', 'Audit Log'],
      ['MogDB', 'MySQL', 'PostgreSQL'],
      ['Government Cloud IaaS'],
    ],
  },
  {
    number: 5,
    title: { zh: '异构数据库迁移', en: 'Heterogeneous Database Migration' },
    industry: 'government',
    isRecommend: true,
    sort: 3,
    createTime: '2023-07-18',
    summary: {
      zh: '借助 MTK 迁移工具与 MDB 实时同步，将 Oracle、DB2、MySQL 等数据库平滑迁移到 MogDB，割接停机控制在分钟级。',
      en: 'MTK and MDB move Oracle, Db2, MySQL and other databases to MogDB with cut-over downtime measured in minutes.',
    },
    challenges: [
      {
        title: { zh: 'PL/SQL 代码量大', en: 'Large PL/SQL code bases' },
        text: {
          zh: '业务逻辑大量沉淀在存储过程和触发器中。',
          en: 'Much business logic lives in stored procedures and triggers.',
        },
      },
      {
        title: { zh: '数据量大', en: 'Large data volumes' },
        text: {
          zh: '单库数据达数 TB，一次性导出导入耗时过长。',
          en: 'Single databases hold several terabytes, too much for a simple export and import.',
        },
      },
      {
        title: { zh: '需要回退保障', en: 'A way back is required' },
        text: {
          zh: '割接后一旦出现问题必须能快速回到原库。',
          en: 'If problems appear after cut-over, the team must be able to return to the source quickly.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '对象迁移：MTK' },
        {
          p: 'MTK 自动转换表、索引、视图、序列、存储过程和包，对无法自动转换的语法给出定位和改写建议，并生成迁移报告。',
        },
        { h2: '数据同步：MDB' },
        {
          p: 'MDB 在全量迁移后解析源库日志，持续同步增量变更，同步延迟通常在秒级。割接时短暂停写、确认数据一致即可切换。',
        },
        { h2: '校验与反向同步' },
        {
          ul: [
            '行数、校验和与抽样逐行比对',
            '割接后开启 MogDB 到源库的反向同步',
            '业务稳定运行一段时间后再下线源库',
          ],
        },
      ],
      en: [
        { h2: 'Objects: MTK' },
        {
          p: 'MTK converts tables, indexes, views, sequences, procedures and packages automatically. Anything it cannot convert is pinpointed with a suggested rewrite, and a migration report is produced.',
        },
        { h2: 'Data: MDB' },
        {
          p: 'After the full load, MDB reads the source database logs and streams changes continuously, usually within seconds. At cut-over, writes pause briefly, consistency is confirmed and traffic switches.',
        },
        { h2: 'Validation and reverse sync' },
        {
          ul: [
            'Row counts, checksums and sampled row-by-row comparison',
            'Reverse replication from MogDB to the source after cut-over',
            'The source is retired only after a period of stable running',
          ],
        },
      ],
    },
    benefits: [
      {
        title: { zh: '停机时间短', en: 'Short downtime' },
        text: {
          zh: '割接窗口控制在分钟级。',
          en: 'Cut-over windows of minutes.',
        },
      },
      {
        title: { zh: '改造量透明', en: 'Visible effort' },
        text: {
          zh: '迁移报告清晰列出需人工处理的对象。',
          en: 'The report lists exactly which objects need manual work.',
        },
      },
      {
        title: { zh: '随时可回退', en: 'Rollback ready' },
        text: {
          zh: '反向同步保障回退通道。',
          en: 'Reverse sync keeps the way back open.',
        },
      },
    ],
    relatedProducts: ['MogDB', 'zCloud'],
    architectureLayers: [
      ['Oracle', 'Db2', 'MySQL', 'SQL Server'],
      ['MTK Schema Migration', 'MDB Change Sync', 'Data Validation'],
      ['MogDB Cluster'],
    ],
  },
  {
    number: 6,
    title: { zh: '医院信息系统数据库高可用方案', en: 'High Availability for Hospital Information Systems' },
    industry: 'medical_industry',
    isRecommend: false,
    sort: 9,
    createTime: '2023-04-11',
    summary: {
      zh: '以 MogDB 主备集群和 zDBM 监控保障 HIS、EMR 数据库稳定运行，门诊高峰响应平稳，故障自动切换。',
      en: 'MogDB primary–standby clusters and zDBM monitoring keep HIS and EMR databases stable, with steady response at outpatient peaks and automatic failover.',
    },
    challenges: [
      {
        title: { zh: '门诊高峰集中', en: 'Concentrated morning peaks' },
        text: {
          zh: '挂号、收费、取药在上午集中发生。',
          en: 'Registration, billing and pharmacy activity all peak in the morning.',
        },
      },
      {
        title: { zh: '单点故障风险', en: 'Single points of failure' },
        text: {
          zh: '部分医院数据库仍为单机部署。',
          en: 'Some hospital databases still run on a single server.',
        },
      },
      {
        title: { zh: '问题发现滞后', en: 'Late detection' },
        text: {
          zh: '往往在医生反馈卡顿后才开始排查。',
          en: 'Investigation usually starts only after clinicians complain.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '主备集群' },
        {
          p: 'HIS 与 EMR 数据库采用一主一同步备一异步备架构，MogHA 检测故障后自动切换并漂移虚拟 IP，应用无需修改连接配置。',
        },
        { h2: '主动监控' },
        {
          p: 'zDBM 对门诊高峰时段重点监控，慢 SQL 和锁等待超过基线即告警，并给出索引与 SQL 改写建议。',
        },
      ],
      en: [
        { h2: 'Primary–standby clusters' },
        {
          p: 'HIS and EMR databases run with one synchronous and one asynchronous standby. MogHA detects failures, promotes a standby and moves the virtual IP, so applications keep their connection settings.',
        },
        { h2: 'Proactive monitoring' },
        {
          p: 'zDBM watches outpatient peak hours closely, alerting when slow SQL or lock waits exceed the baseline and recommending index or query changes.',
        },
      ],
    },
    benefits: [
      {
        title: { zh: '消除单点', en: 'No single point of failure' },
        text: {
          zh: '数据库故障自动恢复。',
          en: 'Database failures recover automatically.',
        },
      },
      {
        title: { zh: '高峰平稳', en: 'Smooth peaks' },
        text: {
          zh: '门诊高峰响应时间稳定。',
          en: 'Response times stay steady at busy hours.',
        },
      },
      {
        title: { zh: '提前发现问题', en: 'Earlier detection' },
        text: {
          zh: '在影响临床前发现性能隐患。',
          en: 'Performance risks surface before clinicians notice.',
        },
      },
    ],
    relatedProducts: ['MogDB', 'zDBM'],
    architectureLayers: [
      ['HIS', 'EMR', 'LIS'],
      ['MogHA', 'Virtual IP'],
      ['MogDB Primary', 'Sync Standby', 'Async Standby'],
      ['zDBM Monitoring'],
    ],
  },
  {
    number: 7,
    title: { zh: 'zAIoT 轨道交通运行监测方案', en: 'zAIoT for Rail Operations Monitoring' },
    industry: 'traffic',
    isRecommend: false,
    sort: 10,
    createTime: '2024-05-07',
    summary: {
      zh: '汇聚列车车载数据、供电与信号设备监测数据，支撑实时监控、故障预警和运行数据回放。',
      en: 'Brings together on-board train data and power and signalling telemetry for live monitoring, fault warnings and operational playback.',
    },
    challenges: [
      {
        title: { zh: '数据源复杂', en: 'Complex sources' },
        text: {
          zh: '车载、轨旁、变电所设备数据格式不一。',
          en: 'On-board, trackside and substation systems all use different formats.',
        },
      },
      {
        title: { zh: '网络不稳定', en: 'Unstable connectivity' },
        text: {
          zh: '列车在隧道区间通信时断时续。',
          en: 'Trains lose connectivity intermittently in tunnels.',
        },
      },
      {
        title: { zh: '历史追溯需求', en: 'Need for playback' },
        text: {
          zh: '事件分析需要回放任意时段的运行状态。',
          en: 'Incident analysis requires replaying conditions at any point in time.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '车地协同采集' },
        {
          p: '车载边缘节点持续缓存运行数据，进站或信号恢复后自动续传；轨旁与变电所数据通过网关实时接入中心。',
        },
        { h2: '监测与回放' },
        {
          p: '时序数据与线路、车辆台账关联存储，支持按车次、区间查询与回放；内置异常检测对牵引、制动、供电参数持续评估。',
        },
      ],
      en: [
        { h2: 'Train-to-ground collection' },
        {
          p: 'On-board edge nodes buffer data continuously and resume upload at stations or when signal returns. Trackside and substation data flows to the centre through gateways in real time.',
        },
        { h2: 'Monitoring and playback' },
        {
          p: 'Time-series data is stored with line and fleet records, so it can be queried and replayed by train or section. Built-in anomaly detection keeps checking traction, braking and power parameters.',
        },
      ],
    },
    benefits: [
      {
        title: { zh: '数据不丢失', en: 'No gaps' },
        text: {
          zh: '断点续传保证数据完整。',
          en: 'Resumable uploads keep data complete.',
        },
      },
      {
        title: { zh: '故障早预警', en: 'Early fault warnings' },
        text: {
          zh: '关键参数异常及时提示。',
          en: 'Abnormal readings are flagged promptly.',
        },
      },
      {
        title: { zh: '分析有依据', en: 'Evidence for analysis' },
        text: {
          zh: '任意时段运行状态可回放。',
          en: 'Any period can be replayed.',
        },
      },
    ],
    relatedProducts: ['zAIoT'],
    architectureLayers: [
      ['Control Centre', 'Playback', 'Alerts'],
      ['zAIoT Central', 'Anomaly Detection'],
      ['On-board Edge', 'Trackside Gateway', 'Substation Gateway'],
    ],
  },
  {
    number: 8,
    title: { zh: 'zDBM 数据库集中监控方案', en: 'zDBM Centralised Database Monitoring' },
    industry: 'power_industry',
    isRecommend: false,
    sort: 11,
    createTime: '2024-08-20',
    summary: {
      zh: '以 zDBM 统一监控省、市两级数据库，建立统一的告警、巡检和报表体系。',
      en: 'zDBM monitors databases at provincial and city level under one alerting, inspection and reporting framework.',
    },
    challenges: [
      {
        title: { zh: '监控工具不统一', en: 'Inconsistent tools' },
        text: {
          zh: '各单位使用不同的监控脚本和工具。',
          en: 'Each unit uses its own scripts and tools.',
        },
      },
      {
        title: { zh: '巡检依赖人工', en: 'Manual inspections' },
        text: {
          zh: '巡检报告靠人工整理，耗时且质量不一。',
          en: 'Inspection reports are compiled by hand and vary in quality.',
        },
      },
      {
        title: { zh: '全局视图缺失', en: 'No overall view' },
        text: {
          zh: '上级单位无法掌握全网数据库健康状况。',
          en: 'Headquarters cannot see the health of the whole estate.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '分级部署' },
        {
          p: '各地市部署采集代理，数据汇聚到省级 zDBM 平台；地市运维人员查看本单位数据，省级团队掌握全局。',
        },
        { h2: '统一规范' },
        {
          ul: ['统一告警规则与分级通知策略', '按月自动生成巡检报告与健康评分', '全网性能与容量趋势报表'],
        },
      ],
      en: [
        { h2: 'Tiered deployment' },
        {
          p: 'Collector agents in each city feed a provincial zDBM platform. City teams see their own databases; the provincial team sees everything.',
        },
        { h2: 'Common standards' },
        {
          ul: [
            'One set of alert rules and escalation policies',
            'Monthly inspection reports and health scores generated automatically',
            'Estate-wide performance and capacity trend reports',
          ],
        },
      ],
    },
    benefits: [
      {
        title: { zh: '全局可视', en: 'Full visibility' },
        text: {
          zh: '全网数据库状态一屏掌握。',
          en: 'The whole estate on one screen.',
        },
      },
      {
        title: { zh: '巡检自动化', en: 'Automated inspections' },
        text: {
          zh: '人工整理报告的工作基本取消。',
          en: 'Manual report writing largely disappears.',
        },
      },
      {
        title: { zh: '标准落地', en: 'Standards applied' },
        text: {
          zh: '各单位执行统一运维规范。',
          en: 'Every unit follows the same rules.',
        },
      },
    ],
    relatedProducts: ['zDBM'],
    architectureLayers: [
      ['Provincial Console', 'Reports'],
      ['zDBM Platform', 'Rule Library'],
      ['City Collectors', 'Oracle', 'MogDB', 'MySQL'],
    ],
  },
  {
    number: 9,
    title: { zh: 'zStorage 核心数据库存储方案', en: 'zStorage for Core Databases' },
    industry: 'financial_industry',
    isRecommend: false,
    sort: 12,
    createTime: '2025-02-25',
    summary: {
      zh: '以 zStorage 分布式全闪存储替换核心数据库下的集中式阵列，兼顾低时延、高可靠与在线扩展。',
      en: 'zStorage all-flash distributed storage replaces the SAN arrays beneath core databases, with low latency, high reliability and online expansion.',
    },
    challenges: [
      {
        title: { zh: '阵列维保到期', en: 'Arrays near end of support' },
        text: {
          zh: '高端集中式存储续保和扩容费用高。',
          en: 'Renewing and expanding high-end arrays is costly.',
        },
      },
      {
        title: { zh: '日志写入敏感', en: 'Latency-sensitive redo' },
        text: {
          zh: '重做日志写入时延直接影响交易响应时间。',
          en: 'Redo write latency directly affects transaction response time.',
        },
      },
      {
        title: { zh: '可靠性顾虑', en: 'Reliability concerns' },
        text: {
          zh: '需证明分布式存储在故障时同样可靠。',
          en: 'Distributed storage must prove itself in failure scenarios.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '面向数据库的 I/O 路径' },
        {
          p: 'zStorage 采用用户态 I/O 栈与 RDMA 网络，针对重做日志的小块顺序写单独优化，4K 写时延稳定在 200 微秒以内。',
        },
        { h2: '故障场景验证' },
        {
          p: '上线前逐项验证硬盘、节点、网络和交换机故障，三副本强一致写入确保任一节点故障不丢数据，重建期间业务持续运行。',
        },
      ],
      en: [
        { h2: 'An I/O path built for databases' },
        {
          p: 'zStorage uses a user-space I/O stack over RDMA, with a path tuned for small sequential redo writes. 4K write latency stays under 200 microseconds.',
        },
        { h2: 'Proven under failure' },
        {
          p: 'Disk, node, network and switch failures are tested one by one before go-live. Three-way strongly consistent writes mean no node failure loses data, and workloads keep running during rebuild.',
        },
      ],
    },
    benefits: [
      {
        title: { zh: '成本降低', en: 'Lower cost' },
        text: {
          zh: '通用服务器替代高端阵列。',
          en: 'Standard servers replace high-end arrays.',
        },
      },
      {
        title: { zh: '交易更快', en: 'Faster transactions' },
        text: {
          zh: '日志写入时延下降，交易响应改善。',
          en: 'Lower redo latency improves response times.',
        },
      },
      {
        title: { zh: '在线扩展', en: 'Online growth' },
        text: {
          zh: '容量和性能随节点线性增长。',
          en: 'Capacity and performance grow with each node.',
        },
      },
    ],
    relatedProducts: ['zStorage', 'MogDB'],
    architectureLayers: [
      ['Core Databases', 'MogDB', 'Oracle'],
      ['Block Client', 'NVMe-oF'],
      ['zStorage Cluster', '3 Replicas', 'RDMA'],
    ],
  },
  {
    number: 10,
    title: { zh: '数据库容器化', en: 'Database Containerization' },
    industry: 'industry',
    isRecommend: true,
    sort: 1,
    createTime: '2023-02-14',
    summary: {
      zh: '以 MogDB Stack 在 Kubernetes 上部署和管理 MogDB 集群，让数据库与微服务应用一样通过声明式配置交付与运维。',
      en: 'MogDB Stack deploys and runs MogDB clusters on Kubernetes, so databases are delivered and operated declaratively, just like the microservices that use them.',
    },
    challenges: [
      {
        title: { zh: '应用与数据库节奏脱节', en: 'Out of step with applications' },
        text: {
          zh: '微服务已容器化，数据库仍依赖手工部署。',
          en: 'Microservices run in containers while databases are still installed by hand.',
        },
      },
      {
        title: { zh: '多环境一致性差', en: 'Drift between environments' },
        text: {
          zh: '开发、测试、生产环境配置不一致，问题难复现。',
          en: 'Development, test and production differ, making issues hard to reproduce.',
        },
      },
      {
        title: { zh: '容器中的高可用', en: 'HA inside containers' },
        text: {
          zh: '需要在容器调度环境下保证主备切换和数据安全。',
          en: 'Failover and data safety must hold up under container scheduling.',
        },
      },
    ],
    body: {
      zh: [
        { h2: 'Operator 管理集群生命周期' },
        {
          p: '通过自定义资源声明副本数、规格和备份策略，MogDB Operator 自动完成实例创建、主备复制、故障切换、滚动升级和扩缩容。',
        },
        { h2: '生产级部署要点' },
        {
          ul: [
            '主备实例反亲和调度，分布在不同节点和可用区',
            '持久卷使用本地 NVMe 或 zStorage，保障 I/O 性能',
            '备份定期写入对象存储，支持按时间点恢复',
          ],
        },
        { h2: '多环境一致' },
        { p: '同一份声明文件在开发、测试、生产环境复用，仅调整规格参数，环境差异大幅减少。' },
      ],
      en: [
        { h2: 'Cluster lifecycle through an operator' },
        {
          p: 'Custom resources declare replica count, sizing and backup policy. The MogDB operator creates instances, configures replication and handles failover, rolling upgrades and scaling.',
        },
        { h2: 'Production essentials' },
        {
          ul: [
            'Anti-affinity spreads primary and standbys across nodes and zones',
            'Persistent volumes on local NVMe or zStorage for predictable I/O',
            'Scheduled backups to object storage with point-in-time recovery',
          ],
        },
        { h2: 'Same definition everywhere' },
        {
          p: 'One manifest serves development, test and production with only sizing changed, removing most environment drift.',
        },
      ],
    },
    benefits: [
      {
        title: { zh: '分钟级交付', en: 'Minutes to deploy' },
        text: {
          zh: '数据库随应用流水线一起发布。',
          en: 'Databases ship with the application pipeline.',
        },
      },
      {
        title: { zh: '自动故障恢复', en: 'Self-healing' },
        text: {
          zh: '节点故障后自动切换并补齐副本。',
          en: 'Failover and replica rebuild happen automatically.',
        },
      },
      {
        title: { zh: '资源密度提升', en: 'Better density' },
        text: {
          zh: '共享集群资源，减少闲置。',
          en: 'Shared cluster resources mean less idle capacity.',
        },
      },
    ],
    relatedProducts: ['MogDB', 'zCloud', 'zStorage'],
    architectureLayers: [
      ['Microservices', 'CI/CD Pipeline'],
      ['Kubernetes', 'MogDB Operator', 'Custom Resources'],
      ['MogDB Primary Pod', 'Standby Pods', 'Backup Job'],
      ['Local NVMe', 'zStorage CSI', 'Object Storage'],
    ],
  },
  {
    number: 11,
    title: { zh: '数据库容灾', en: 'Disaster Recovery' },
    industry: 'financial_industry',
    isRecommend: true,
    sort: 2,
    createTime: '2023-05-09',
    summary: {
      zh: '基于 MogDB 流复制与 zCloud 容灾编排，构建同城双中心加异地灾备的两地三中心架构，核心业务 RPO=0、RTO 小于 30 秒。',
      en: 'MogDB streaming replication and zCloud DR orchestration deliver a three-site, two-region design with RPO = 0 and RTO under 30 seconds for core services.',
    },
    challenges: [
      {
        title: { zh: '监管指标明确', en: 'Explicit regulatory targets' },
        text: {
          zh: '重要业务须满足规定的恢复时间与数据丢失目标。',
          en: 'Important services must meet mandated recovery time and data loss targets.',
        },
      },
      {
        title: { zh: '切换风险高', en: 'Risky switchovers' },
        text: {
          zh: '真实切换涉及数据库、应用和网络多方协同。',
          en: 'A real switchover involves databases, applications and networks at once.',
        },
      },
      {
        title: { zh: '演练成本高', en: 'Costly drills' },
        text: {
          zh: '每次演练需要大量人力和停机窗口。',
          en: 'Each drill takes many people and a downtime window.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '两地三中心架构' },
        {
          p: '生产中心与同城中心之间采用同步复制，结合多数派共识自动选主；异地中心异步复制，防范区域性灾难。复制延迟、日志差距实时可见。',
        },
        { h2: '编排式切换' },
        {
          p: 'zCloud 将数据库切换、应用连接调整和网络变更编排为一个流程，自动检查前置条件并按步骤执行，每一步结果实时展示。',
        },
        { h2: '常态化演练' },
        { p: '支持按季度进行不停机的计划内切换演练，演练报告自动生成，直接作为合规证明材料。' },
      ],
      en: [
        { h2: 'Three sites, two regions' },
        {
          p: 'The primary and same-city sites replicate synchronously with consensus-based leader election. The remote site replicates asynchronously to guard against regional disasters. Replication lag and log gaps are visible in real time.',
        },
        { h2: 'Orchestrated switchover' },
        {
          p: 'zCloud combines database switchover, application connection changes and network updates into one workflow, running pre-checks and then each step in order with live status.',
        },
        { h2: 'Drills as routine' },
        {
          p: 'Quarterly planned switchover drills run without downtime, and the generated reports serve directly as compliance evidence.',
        },
      ],
    },
    benefits: [
      {
        title: { zh: '零数据丢失', en: 'Zero data loss' },
        text: {
          zh: '核心业务 RPO=0。',
          en: 'RPO = 0 for core services.',
        },
      },
      {
        title: { zh: '切换可预期', en: 'Predictable switchover' },
        text: {
          zh: '标准流程降低人为失误。',
          en: 'A standard workflow reduces human error.',
        },
      },
      {
        title: { zh: '合规有凭证', en: 'Audit-ready' },
        text: {
          zh: '演练报告满足监管检查。',
          en: 'Drill reports satisfy regulators.',
        },
      },
    ],
    relatedProducts: ['MogDB', 'zCloud'],
    architectureLayers: [
      ['zCloud DR Orchestration', 'Drill Reports'],
      ['Primary Site', 'Same-city Site', 'Remote Site'],
      ['MogDB Sync Replication', 'Async Replication', 'DCF Consensus'],
    ],
  },
  {
    number: 12,
    title: { zh: '数据库一体机', en: 'Database Appliance' },
    industry: 'medical_industry',
    isRecommend: true,
    sort: 5,
    createTime: '2024-01-23',
    summary: {
      zh: 'zData X 数据库一体机将计算、全闪分布式存储、RDMA 网络和数据库软件预集成，以一套平台承载核心与外围数据库。',
      en: 'The zData X appliance pre-integrates compute, all-flash distributed storage, RDMA networking and database software, hosting core and peripheral databases on one platform.',
    },
    challenges: [
      {
        title: { zh: '建设周期长', en: 'Long build times' },
        text: {
          zh: '服务器、存储、网络分别采购和集成，周期长、风险高。',
          en: 'Buying and integrating servers, storage and networking separately is slow and risky.',
        },
      },
      {
        title: { zh: '性能瓶颈在 I/O', en: 'I/O bottlenecks' },
        text: {
          zh: '传统存储链路成为数据库性能瓶颈。',
          en: 'Traditional storage paths limit database performance.',
        },
      },
      {
        title: { zh: '多厂商运维', en: 'Multiple vendors' },
        text: {
          zh: '故障时多方排查，责任难以界定。',
          en: 'Faults bounce between vendors with no clear owner.',
        },
      },
    ],
    body: {
      zh: [
        { h2: '预集成与预调优' },
        {
          p: '操作系统、集群软件、存储和数据库参数在出厂前按数据库负载调优，现场上架后即可部署实例，交付周期从数月缩短到数周。',
        },
        { h2: '为数据库设计的硬件' },
        {
          ul: [
            'NVMe 全闪分布式存储，百万级 IOPS',
            'RoCE 网络连接计算与存储，亚毫秒时延',
            '计算与存储节点可分别在线扩展',
          ],
        },
        { h2: '一站式服务' },
        { p: '硬件、存储与数据库由同一团队负责，统一监控与告警，故障处置不再多方推诿。' },
      ],
      en: [
        { h2: 'Integrated and tuned at the factory' },
        {
          p: 'Operating system, cluster software, storage and database parameters are tuned for database workloads before shipping. Instances can be deployed as soon as the racks are installed, cutting delivery from months to weeks.',
        },
        { h2: 'Hardware built for databases' },
        {
          ul: [
            'NVMe all-flash distributed storage with millions of IOPS',
            'RoCE links compute and storage at sub-millisecond latency',
            'Compute and storage nodes scale out independently online',
          ],
        },
        { h2: 'One team, one console' },
        {
          p: 'A single team owns hardware, storage and databases, with unified monitoring and alerting, so incidents have one clear owner.',
        },
      ],
    },
    benefits: [
      {
        title: { zh: '快速交付', en: 'Faster delivery' },
        text: {
          zh: '到货数周即可上线。',
          en: 'Live within weeks of delivery.',
        },
      },
      {
        title: { zh: '性能稳定', en: 'Consistent performance' },
        text: {
          zh: '全闪与 RDMA 带来稳定低时延。',
          en: 'All-flash and RDMA keep latency low and even.',
        },
      },
      {
        title: { zh: '运维简化', en: 'Simpler operations' },
        text: {
          zh: '单一平台、单一服务团队。',
          en: 'One platform and one support team.',
        },
      },
    ],
    relatedProducts: ['zDataX', 'zStorage', 'MogDB'],
    architectureLayers: [
      ['MogDB', 'Oracle RAC', 'MySQL'],
      ['Compute Nodes', 'Cluster Manager'],
      ['RoCE Fabric'],
      ['zStorage', 'NVMe SSD'],
    ],
  },
]
