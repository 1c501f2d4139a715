import type { SeedDoc } from './types'

/** Documents of the resource centre; every doc type key appears at least twice. */
export const docs: SeedDoc[] = [
  {
    title: {
      zh: '金融核心系统数据库国产化迁移白皮书',
      en: 'White Paper: Migrating Core Banking Databases to Domestic Platforms',
    },
    summary: {
      zh: '总结 40 余个银行与保险项目的迁移方法，覆盖评估、改造、校验与割接。',
      en: 'A migration method distilled from more than 40 banking and insurance projects, from assessment to cutover.',
    },
    docType: '0',
    body: {
      zh: [
        { h2: '适用读者' },
        { p: '金融机构的架构师、DBA 和项目负责人，以及负责核心系统改造的集成商团队。' },
        { h2: '主要章节' },
        {
          ul: [
            '系统分级与迁移路径选择',
            '存储过程与应用 SQL 改造方法',
            '数据校验：行数、校验和与逐行比对',
            '割接演练、回退标准与并行运行周期',
          ],
        },
      ],
      en: [
        { h2: 'Who it is for' },
        {
          p: 'Architects, DBAs and project leads at financial institutions, and the integrators who re-platform core systems.',
        },
        { h2: 'Chapters' },
        {
          ul: [
            'Tiering systems and choosing a migration path',
            'Converting stored code and application SQL',
            'Verifying data: row counts, checksums and row-by-row comparison',
            'Cutover rehearsals, rollback criteria and parallel running',
          ],
        },
      ],
    },
    publishedAt: '2024-01-16',
  },
  {
    title: { zh: '数据库智能运维白皮书', en: 'White Paper: AIOps for Databases' },
    summary: {
      zh: '从基线告警、根因定位到自动处置，给出数据库智能运维的分阶段建设路径。',
      en: 'A staged path for database AIOps, from baseline alerting and root-cause analysis to automated remediation.',
    },
    docType: '0',
    body: {
      zh: [
        { h2: '核心观点' },
        {
          p: '智能运维的价值在于缩短从异常发生到恢复的总时长。白皮书将能力划分为感知、诊断、决策和执行四层，建议按层逐步建设，每一层都以可度量的指标验收。',
        },
        { h2: '附录' },
        { p: '附录提供 120 个常用数据库指标的采集方式与基线建模建议。' },
      ],
      en: [
        { h2: 'The argument' },
        {
          p: 'AIOps pays off by shortening the time from anomaly to recovery. The paper splits capability into four layers (sensing, diagnosis, decision and action) and recommends building them one at a time, each accepted against measurable targets.',
        },
        { h2: 'Appendix' },
        { p: 'How to collect 120 common database metrics and model a baseline for each.' },
      ],
    },
    publishedAt: '2024-09-10',
  },
  {
    title: { zh: 'MogDB 安装部署手册', en: 'MogDB Installation and Deployment Guide' },
    summary: {
      zh: '单机、主备和跨机房集群的部署步骤，以及各平台推荐的操作系统参数。',
      en: 'Step-by-step deployment of single-node, primary-standby and cross-site clusters, with recommended OS settings per platform.',
    },
    docType: '1',
    product: 'MogDB',
    version: '5.0',
    body: {
      zh: [
        { h2: '部署前准备' },
        {
          ul: [
            '操作系统与内核版本要求',
            '内核参数、透明大页与 NUMA 设置',
            '磁盘划分：数据、WAL 与归档分离',
            '时钟同步与主机名解析',
          ],
        },
        { h2: '部署方式' },
        { p: '手册分别介绍命令行工具部署与 zCloud 图形化部署，并给出部署后的健康检查清单。' },
      ],
      en: [
        { h2: 'Before you start' },
        {
          ul: [
            'Supported operating systems and kernel versions',
            'Kernel parameters, transparent huge pages and NUMA',
            'Disk layout: separate data, WAL and archive',
            'Time synchronisation and host name resolution',
          ],
        },
        { h2: 'Deployment options' },
        {
          p: 'Covers both command-line deployment and guided deployment through zCloud, followed by a post-install health checklist.',
        },
      ],
    },
    publishedAt: '2023-05-30',
  },
  {
    title: { zh: 'zCloud 运维操作手册', en: 'zCloud Operations Manual' },
    summary: {
      zh: '面向平台管理员的日常操作说明：纳管、巡检、备份、告警与权限配置。',
      en: 'Day-to-day tasks for platform administrators: enrolment, health checks, backup, alerting and access control.',
    },
    docType: '1',
    product: 'zCloud',
    version: '4.0',
    body: {
      zh: [
        { h2: '内容概览' },
        {
          ul: [
            '纳管已有数据库实例',
            '配置巡检模板与执行计划',
            '备份策略与恢复演练',
            '告警规则、通知渠道与值班表',
            '用户、角色与审批流程',
          ],
        },
        { h2: '排障' },
        { p: '附录列出采集代理离线、备份失败、告警不触发等常见问题的排查步骤。' },
      ],
      en: [
        { h2: 'Contents' },
        {
          ul: [
            'Enrolling existing database instances',
            'Health-check templates and schedules',
            'Backup policies and restore drills',
            'Alert rules, notification channels and on-call rotas',
            'Users, roles and approval flows',
          ],
        },
        { h2: 'Troubleshooting' },
        {
          p: 'The appendix walks through common problems such as offline agents, failed backups and alerts that never fire.',
        },
      ],
    },
    publishedAt: '2023-07-05',
  },
  {
    title: { zh: 'MogDB 产品彩页', en: 'MogDB Brochure' },
    summary: {
      zh: '两页介绍 MogDB 的架构、关键能力、性能数据与典型客户场景。',
      en: 'Two pages on MogDB’s architecture, key capabilities, performance figures and typical use cases.',
    },
    docType: '2',
    product: 'MogDB',
    body: {
      zh: [
        { h2: '关键能力' },
        {
          ul: [
            '一主多备，故障自动切换',
            'Oracle 语法与 PL/SQL 兼容',
            '分区、并行查询与列存',
            '全密态与透明数据加密',
          ],
        },
        { h2: '适用场景' },
        { p: '金融核心与渠道系统、政务服务平台、运营商计费和制造业 MES 等关键业务。' },
      ],
      en: [
        { h2: 'Key capabilities' },
        {
          ul: [
            'One primary, multiple standbys, automatic failover',
            'Oracle syntax and PL/SQL compatibility',
            'Partitioning, parallel query and column store',
            'Fully encrypted computing and transparent data encryption',
          ],
        },
        { h2: 'Where it fits' },
        {
          p: 'Mission-critical work such as banking core and channel systems, government service platforms, carrier billing and manufacturing MES.',
        },
      ],
    },
    publishedAt: '2024-03-01',
  },
  {
    title: { zh: 'zStorage 产品规格说明', en: 'zStorage Datasheet' },
    summary: {
      zh: '分布式块存储的硬件配置、性能指标与可靠性参数。',
      en: 'Hardware configurations, performance figures and reliability specifications for zStorage distributed block storage.',
    },
    docType: '2',
    product: 'zStorage',
    version: '3.0',
    body: {
      zh: [
        { h2: '规格' },
        {
          ul: [
            '单集群 3 至 64 个存储节点',
            '4K 随机写延迟低于 100 微秒（NVMe over RDMA）',
            '三副本强一致，单盘故障自动重建',
            '快照、克隆与卷级 QoS',
          ],
        },
        { h2: '部署建议' },
        { p: '建议存储网络与业务网络物理隔离，并采用 25 GbE 及以上带宽的 RDMA 网卡。' },
      ],
      en: [
        { h2: 'Specifications' },
        {
          ul: [
            '3 to 64 storage nodes per cluster',
            '4K random write latency under 100 µs (NVMe over RDMA)',
            'Strongly consistent three-way replication with automatic rebuild',
            'Snapshots, clones and per-volume QoS',
          ],
        },
        { h2: 'Deployment advice' },
        {
          p: 'Keep the storage network physically separate from application traffic and use RDMA NICs of 25 GbE or faster.',
        },
      ],
    },
    publishedAt: '2024-11-05',
  },
  {
    title: { zh: 'Oracle 到 MogDB 迁移最佳实践', en: 'Best Practices: Migrating from Oracle to MogDB' },
    summary: {
      zh: '按迁移阶段整理的检查清单与常见问题处理方法。',
      en: 'Checklists and fixes for common issues, organised by migration phase.',
    },
    docType: '3',
    product: 'MogDB',
    body: {
      zh: [
        { h2: '评估阶段' },
        {
          p: '采集一周的应用 SQL 与对象清单，用 MogDB 迁移套件的评估功能生成兼容性报告，确定需要人工改写的对象。',
        },
        { h2: '实施与切换' },
        {
          ul: [
            '类型映射：NUMBER、DATE 与空字符串语义',
            '序列、同义词与数据库链接的替代方案',
            '并行运行期间的数据校验频率',
            '切换当天的检查项与回退条件',
          ],
        },
      ],
      en: [
        { h2: 'Assessment' },
        {
          p: 'Capture a week of application SQL and an object inventory, run the MogDB migration toolkit’s assessment for a compatibility report, and list the objects that need manual rewriting.',
        },
        { h2: 'Execution and cutover' },
        {
          ul: [
            'Type mapping: NUMBER, DATE and empty-string semantics',
            'Replacements for sequences, synonyms and database links',
            'How often to verify data during parallel running',
            'Cutover-day checks and rollback conditions',
          ],
        },
      ],
    },
    publishedAt: '2024-05-20',
  },
  {
    title: { zh: '数据库高可用部署最佳实践', en: 'Best Practices: Highly Available Database Deployments' },
    summary: {
      zh: '同城双中心与异地容灾的拓扑选择、参数设置和演练方法。',
      en: 'Topologies, settings and drills for two local sites plus a remote recovery site.',
    },
    docType: '3',
    body: {
      zh: [
        { h2: '拓扑选择' },
        {
          p: '按 RPO 与 RTO 要求给出三种参考拓扑：同城一主两备、同城加异地级联、两地三中心，并说明各自的网络与仲裁要求。',
        },
        { h2: '演练' },
        { p: '提供计划内切换、故障切换和整站切换三类演练脚本，以及演练报告模板。' },
      ],
      en: [
        { h2: 'Choosing a topology' },
        {
          p: 'Three reference designs matched to RPO and RTO targets: one primary with two standbys in one city, a local pair plus a cascaded remote standby, and three sites across two cities, each with its network and quorum requirements.',
        },
        { h2: 'Drills' },
        {
          p: 'Scripts for planned switchover, failover and full-site failover, plus a drill report template.',
        },
      ],
    },
    publishedAt: '2024-06-12',
  },
  {
    title: { zh: 'MogDB 5.0 发行说明', en: 'MogDB 5.0 Release Notes' },
    summary: {
      zh: '5.0 版本的新特性、行为变更、已修复问题与升级注意事项。',
      en: 'New features, behaviour changes, fixed issues and upgrade notes for 5.0.',
    },
    docType: 'MogDB',
    product: 'MogDB',
    version: '5.0',
    body: {
      zh: [
        { h2: '新特性' },
        {
          ul: ['原地更新存储引擎', 'Oracle 包与自治事务兼容', '在线添加备机', '主备切换时间缩短至 10 秒以内'],
        },
        { h2: '行为变更' },
        { p: '部分系统视图字段更名；默认密码加密算法调整，升级前请检查客户端驱动版本。' },
      ],
      en: [
        { h2: 'New features' },
        {
          ul: [
            'In-place update storage engine',
            'Oracle package and autonomous transaction compatibility',
            'Online standby addition',
            'Failover in under ten seconds',
          ],
        },
        { h2: 'Behaviour changes' },
        {
          p: 'Some system view columns were renamed, and the default password hashing algorithm changed. Check client driver versions before upgrading.',
        },
      ],
    },
    publishedAt: '2023-04-12',
  },
  {
    title: { zh: 'MogDB SQL 开发规范', en: 'MogDB SQL Development Guidelines' },
    summary: {
      zh: '面向应用开发者的建表、索引、SQL 编写与事务使用规范。',
      en: 'Rules for application developers on table design, indexing, writing SQL and using transactions.',
    },
    docType: 'MogDB',
    product: 'MogDB',
    version: '5.0',
    body: {
      zh: [
        { h2: '设计规范' },
        { ul: ['每张表必须有主键', '金额字段使用 NUMERIC，禁止使用浮点类型', '单表索引不超过 6 个'] },
        { h2: '编写规范' },
        {
          p: '禁止 SELECT *；分页查询使用基于键值的游标方式；事务内不调用外部服务；批量写入每批不超过 1,000 行。',
        },
      ],
      en: [
        { h2: 'Design' },
        {
          ul: [
            'Every table has a primary key',
            'Use NUMERIC for money, never floating point',
            'No more than six indexes per table',
          ],
        },
        { h2: 'Writing SQL' },
        {
          p: 'No SELECT *; paginate with keyset cursors; never call external services inside a transaction; write in batches of at most 1,000 rows.',
        },
      ],
    },
    publishedAt: '2023-09-18',
  },
  {
    title: { zh: 'zCloud 快速入门', en: 'zCloud Quick Start' },
    summary: {
      zh: '30 分钟完成 zCloud 安装、纳管第一个实例并查看性能视图。',
      en: 'Install zCloud, enrol your first instance and explore the performance views in 30 minutes.',
    },
    docType: 'zCloud',
    product: 'zCloud',
    version: '4.0',
    body: {
      zh: [
        { h2: '步骤' },
        {
          ul: [
            '准备一台 8 核 16 GB 的管理节点',
            '执行安装脚本并登录控制台',
            '添加主机并下发采集代理',
            '纳管数据库实例并查看实时性能',
          ],
        },
        { h2: '下一步' },
        { p: '完成入门后，可继续阅读运维操作手册，配置巡检与备份策略。' },
      ],
      en: [
        { h2: 'Steps' },
        {
          ul: [
            'Prepare a management node with 8 cores and 16 GB of memory',
            'Run the installer and sign in to the console',
            'Add a host and push the collection agent',
            'Enrol a database instance and watch live performance',
          ],
        },
        { h2: 'Next' },
        { p: 'Move on to the Operations Manual to set up health checks and backup policies.' },
      ],
    },
    publishedAt: '2023-06-28',
  },
  {
    title: { zh: 'zCloud API 参考', en: 'zCloud API Reference' },
    summary: {
      zh: 'REST API 的认证方式、资源模型与接口说明，便于与 ITSM、CMDB 集成。',
      en: 'Authentication, resource model and endpoints of the REST API, for integration with ITSM and CMDB.',
    },
    docType: 'zCloud',
    product: 'zCloud',
    version: '4.0',
    body: {
      zh: [
        { h2: '认证' },
        { p: '接口使用访问密钥签名认证，每个密钥可限定可访问的资源组与操作类型。' },
        { h2: '主要资源' },
        {
          ul: [
            '实例：创建、查询、变更规格、删除',
            '备份：策略配置、手动备份、恢复',
            '告警：规则、事件与确认',
            '工单：提交与状态回调',
          ],
        },
      ],
      en: [
        { h2: 'Authentication' },
        {
          p: 'Requests are signed with access keys, and each key can be limited to specific resource groups and operations.',
        },
        { h2: 'Main resources' },
        {
          ul: [
            'Instances: create, read, resize, delete',
            'Backups: policies, on-demand backups, restores',
            'Alerts: rules, events and acknowledgement',
            'Tickets: submission and status callbacks',
          ],
        },
      ],
    },
    publishedAt: '2024-02-06',
  },
  {
    title: { zh: 'zData X 部署与上线检查清单', en: 'zData X Deployment and Go-live Checklist' },
    summary: {
      zh: '从机房准备、上架加电到存储与数据库集群初始化，再到上线验收的逐项检查说明。',
      en: 'Item-by-item checks from site preparation and racking through storage and database cluster set-up to go-live sign-off.',
    },
    docType: 'zDataX',
    product: 'zDataX',
    version: '3.2',
    body: {
      zh: [
        { h2: '部署流程' },
        {
          ul: [
            '确认机柜空间、双路供电与制冷满足整机要求',
            '按接线图连接业务网络、RDMA 存储网络与管理网络',
            '加电自检，在管理界面确认硬件健康状态',
            '初始化 zStorage 存储池并创建数据库卷',
            '部署数据库集群，配置监控、告警与备份策略',
          ],
        },
        { h2: '上线前验收' },
        {
          p: '先运行内置的 I/O 基准测试，确认 IOPS 与时延达到交付指标；再做故障注入，拔除一个存储节点或一条 RDMA 链路，确认数据自动重建、数据库不中断。最后以真实负载回放完成压测。',
        },
      ],
      en: [
        { h2: 'Deployment steps' },
        {
          ul: [
            'Confirm rack space, dual power feeds and cooling meet the system’s requirements',
            'Cable the service, RDMA storage and management networks to the wiring diagram',
            'Power on, run the self-tests and check hardware health in the console',
            'Initialise the zStorage pool and create database volumes',
            'Deploy the database cluster and set up monitoring, alerts and backup policies',
          ],
        },
        { h2: 'Go-live acceptance' },
        {
          p: 'Run the built-in I/O benchmark and confirm IOPS and latency meet the delivery targets. Then inject faults: pull a storage node or an RDMA link and check that data rebuilds automatically and the database keeps running. Finish with a replay of captured production workload as the load test.',
        },
      ],
    },
    publishedAt: '2023-08-09',
  },
  {
    title: { zh: 'zData X 扩容与部件更换指南', en: 'zData X Expansion and Part Replacement Guide' },
    summary: {
      zh: '计算节点与存储节点的在线扩容步骤，以及硬盘、电源、风扇等部件的更换要点。',
      en: 'Adding compute and storage nodes online, and what to check when replacing drives, power supplies, fans and other parts.',
    },
    docType: 'zDataX',
    product: 'zDataX',
    version: '3.2',
    body: {
      zh: [
        { h2: '在线扩容' },
        {
          p: '计算节点与存储节点可分别扩容。新节点上架接线后，在管理界面将其加入集群；存储节点加入后数据自动均衡，业务无需停机。建议在业务低峰期操作，并限制均衡带宽，避免影响数据库 I/O 时延。',
        },
        { h2: '部件更换要点' },
        {
          ul: [
            'NVMe 硬盘支持热插拔，拔出前在管理界面确认副本已重建',
            '电源与风扇均为冗余配置，可在线逐个更换',
            '更换计算节点主板或网卡前，先将数据库实例切换到其他节点',
          ],
        },
      ],
      en: [
        { h2: 'Online expansion' },
        {
          p: 'Compute and storage nodes can be added independently. Once a new node is racked and cabled, add it to the cluster from the console; after a storage node joins, data rebalances with no downtime. Work at a quiet time and cap the rebalancing bandwidth so database I/O latency is not affected.',
        },
        { h2: 'Replacing parts' },
        {
          ul: [
            'NVMe drives are hot-swappable; before pulling one, confirm in the console that its replicas have been rebuilt',
            'Power supplies and fans are redundant and can be replaced online, one at a time',
            'Before replacing a compute node’s mainboard or NIC, move its database instances to another node',
          ],
        },
      ],
    },
    publishedAt: '2024-08-15',
  },
  {
    title: { zh: 'zAIoT 数据接入指南', en: 'zAIoT Data Ingestion Guide' },
    summary: {
      zh: '通过工业协议、MQTT 与批量文件将设备数据接入 zAIoT 的配置方法。',
      en: 'Bringing device data into zAIoT through industrial protocols, MQTT and bulk files.',
    },
    docType: 'ZAIoT',
    product: 'zAIoT',
    version: '1.2',
    body: {
      zh: [
        { h2: '接入方式' },
        {
          ul: [
            'OPC UA 与 Modbus：通过边缘网关采集',
            'MQTT：设备直连，支持 TLS',
            'CSV 与 Parquet：历史数据批量导入',
          ],
        },
        { h2: '测点建模' },
        {
          p: '建议按“设备类型 - 设备 - 测点”三级建模，并为每个测点设置单位、量程和采样周期，便于自动选择压缩编码。',
        },
      ],
      en: [
        { h2: 'Ingestion paths' },
        {
          ul: [
            'OPC UA and Modbus, collected through edge gateways',
            'MQTT, devices connecting directly over TLS',
            'CSV and Parquet for bulk historical loads',
          ],
        },
        { h2: 'Modelling tags' },
        {
          p: 'Model data as device type, device and tag, and give each tag a unit, range and sampling period so zAIoT can pick the right compression.',
        },
      ],
    },
    publishedAt: '2024-04-25',
  },
  {
    title: { zh: 'zAIoT 时序查询语法参考', en: 'zAIoT Time-Series Query Reference' },
    summary: {
      zh: '时间窗口聚合、降采样、插值与异常检测函数的语法与示例。',
      en: 'Syntax and examples for window aggregation, downsampling, interpolation and anomaly functions.',
    },
    docType: 'ZAIoT',
    product: 'zAIoT',
    version: '1.2',
    body: {
      zh: [
        { h2: '常用函数' },
        {
          ul: [
            'time_bucket：按固定窗口聚合',
            'interpolate：线性或前值填充缺失点',
            'downsample：按规则生成低频序列',
            'detect_anomaly：调用已部署的检测模型',
          ],
        },
        { h2: '示例' },
        { p: '文档为每个函数提供了基于风机与产线数据的示例查询，以及执行结果说明。' },
      ],
      en: [
        { h2: 'Common functions' },
        {
          ul: [
            'time_bucket: aggregate over fixed windows',
            'interpolate: fill gaps linearly or with the previous value',
            'downsample: derive lower-frequency series by rule',
            'detect_anomaly: call a deployed detection model',
          ],
        },
        { h2: 'Examples' },
        {
          p: 'Each function comes with sample queries on wind-turbine and production-line data and an explanation of the results.',
        },
      ],
    },
    publishedAt: '2025-02-18',
  },
]
