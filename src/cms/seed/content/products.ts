import type { SeedProduct } from './types'

export const products: SeedProduct[] = [
  {
    productType: 'MogDB',
    title: { zh: 'MogDB 企业级关系型数据库', en: 'MogDB Enterprise Database' },
    tagline: {
      zh: '基于 openGauss 内核，面向核心交易系统的高可用企业级数据库',
      en: 'An enterprise relational database built on openGauss for mission-critical transactions',
    },
    summary: {
      zh: 'MogDB 是云和恩墨基于 openGauss 开源内核打造的企业级关系型数据库，在高可用、Oracle 兼容性、运维工具和安全能力上做了大量增强。适用于金融、电信、能源和政务等对稳定性要求极高的核心业务系统。',
      en: 'MogDB is Enmotech’s enterprise distribution of the openGauss kernel, hardened for high availability, Oracle compatibility, security and day-two operations. It is designed for core systems in banking, telecoms, energy and the public sector where downtime is not an option.',
    },
    values: [
      {
        title: { zh: '核心业务稳定承载', en: 'Built for core workloads' },
        text: {
          zh: '多线程架构、NUMA 感知和增量检查点等内核优化，在高并发 OLTP 场景下保持稳定的吞吐和时延。',
          en: 'A multi-threaded engine with NUMA-aware scheduling and incremental checkpoints keeps throughput and latency steady under heavy OLTP concurrency.',
        },
      },
      {
        title: { zh: '降低迁移成本', en: 'Lower migration cost' },
        text: {
          zh: '兼容 Oracle 常用数据类型、PL/SQL 语法、内置包和函数，现有应用改造工作量显著减少。',
          en: 'Support for common Oracle data types, PL/SQL syntax, built-in packages and functions means far less application rework when moving off Oracle.',
        },
      },
      {
        title: { zh: '自主可控', en: 'Independent and auditable' },
        text: {
          zh: '内核源自开源社区，代码可审计，适配鲲鹏、海光、飞腾等国产芯片及主流国产操作系统。',
          en: 'The open-source kernel is fully auditable and certified on Kunpeng, Hygon and Phytium CPUs as well as mainstream domestic operating systems.',
        },
      },
      {
        title: { zh: '完整的服务体系', en: 'Backed by a full service team' },
        text: {
          zh: '依托原厂专家团队，提供从选型评估、迁移实施到 7×24 小时运维保障的全生命周期服务。',
          en: 'Vendor engineers cover the whole lifecycle, from sizing and migration to round-the-clock production support.',
        },
      },
    ],
    features: [
      {
        title: { zh: '高可用与自动切换', en: 'High availability with automatic failover' },
        text: {
          zh: '支持一主多备与同城、异地部署，基于多数派共识协议（DCF）选主，故障时自动切换，RPO=0，RTO 小于 10 秒。',
          en: 'Primary–standby clusters across racks, sites or regions elect leaders through a Paxos-based consensus layer (DCF). Failover is automatic with RPO = 0 and RTO under 10 seconds.',
        },
      },
      {
        title: { zh: 'Oracle 兼容增强', en: 'Extended Oracle compatibility' },
        text: {
          zh: '支持存储过程、包、同义词、序列、层次查询、DBLINK 等常用对象与语法，配合迁移工具自动完成对象转换。',
          en: 'Stored procedures, packages, synonyms, sequences, hierarchical queries and database links behave as Oracle developers expect, and migration tooling converts objects automatically.',
        },
      },
      {
        title: { zh: '并行查询与分区', en: 'Parallel query and partitioning' },
        text: {
          zh: '支持范围、列表、哈希及二级分区，结合并行扫描与并行 DML，加速大表查询与批量处理。',
          en: 'Range, list, hash and composite partitioning combine with parallel scans and parallel DML to speed up reporting and batch jobs on large tables.',
        },
      },
      {
        title: { zh: '全密态与安全审计', en: 'Encryption and auditing' },
        text: {
          zh: '提供透明数据加密、全密态计算、动态数据脱敏、行级访问控制和统一审计，满足等保三级要求。',
          en: 'Transparent data encryption, fully encrypted computation, dynamic masking, row-level security and unified auditing help meet MLPS Level 3 and similar regulations.',
        },
      },
      {
        title: { zh: '配套生态工具', en: 'Tooling ecosystem' },
        text: {
          zh: '提供 MTK 迁移工具、MDB 实时同步、MogHA 高可用组件和 MogDB Stack 容器化部署组件。',
          en: 'Ships with MTK for schema and data migration, MDB for real-time replication, MogHA for cluster management and MogDB Stack for Kubernetes deployment.',
        },
      },
      {
        title: { zh: 'AI 自治能力', en: 'Built-in self-tuning' },
        text: {
          zh: '内置慢 SQL 诊断、索引推荐和参数调优建议，帮助 DBA 更快定位性能瓶颈。',
          en: 'Slow-query diagnosis, index recommendations and parameter tuning advice help DBAs find bottlenecks faster.',
        },
      },
    ],
    scenarios: [
      {
        title: { zh: '银行核心与支付系统', en: 'Core banking and payments' },
        text: {
          zh: '承载账户、支付清算等高并发交易，同城双中心部署保障业务连续性。',
          en: 'Runs account and payment clearing workloads at high concurrency, with dual-site deployment for business continuity.',
        },
      },
      {
        title: { zh: 'Oracle 替代迁移', en: 'Oracle replacement' },
        text: {
          zh: '以较低改造成本将 ERP、计费、营销等 Oracle 应用迁移至自主可控的数据库平台。',
          en: 'Moves ERP, billing and CRM applications off Oracle with limited code changes.',
        },
      },
      {
        title: { zh: '政务与公共服务平台', en: 'Government service platforms' },
        text: {
          zh: '满足信创适配与安全合规要求，支撑一网通办、社保医保等民生业务。',
          en: 'Meets localisation and compliance requirements for online public services, social insurance and healthcare systems.',
        },
      },
      {
        title: { zh: '运营商计费与 CRM', en: 'Carrier billing and CRM' },
        text: {
          zh: '分区与并行能力支撑海量话单入库与出账批处理。',
          en: 'Partitioning and parallel execution handle high-volume CDR loading and monthly billing runs.',
        },
      },
    ],
    architectureCaption: {
      zh: 'MogDB 整体架构：SQL 引擎、存储引擎与高可用层协同工作，配套工具覆盖迁移、同步与运维。',
      en: 'MogDB architecture: the SQL engine, storage engine and HA layer work together, with tools for migration, replication and operations.',
    },
    architectureLayers: [
      ['JDBC / ODBC', 'libpq', 'Oracle-compatible SQL'],
      ['Parser', 'Optimizer', 'Executor', 'Parallel Query'],
      ['Ustore / Astore', 'Row & Column Store', 'WAL', 'Buffer Manager'],
      ['MogHA', 'DCF Consensus', 'Streaming Replication', 'Backup'],
    ],
    figures: [
      { value: 'RPO = 0', label: { zh: '同步复制零数据丢失', en: 'zero data loss with sync replication' } },
      { value: '< 10 s', label: { zh: '故障自动切换时间', en: 'automatic failover time' } },
      { value: '1 + 8', label: { zh: '一主最多八备', en: 'primary with up to eight standbys' } },
    ],
    sort: 1,
  },
  {
    productType: 'zCloud',
    title: { zh: 'zCloud 数据库云管平台', en: 'zCloud Database Cloud Platform' },
    tagline: {
      zh: '把分散的数据库变成统一管理、按需交付的私有云服务',
      en: 'Turn scattered database estates into a managed private DBaaS',
    },
    summary: {
      zh: 'zCloud 是面向企业私有云的数据库云管平台，统一纳管 Oracle、MySQL、PostgreSQL、MogDB、SQL Server 等多种数据库。平台提供资源池化、自助服务、监控诊断、备份恢复和容灾管理，帮助 DBA 团队以服务化方式交付数据库。',
      en: 'zCloud is a database management platform for private clouds. It brings Oracle, MySQL, PostgreSQL, MogDB, SQL Server and other engines under one console, with resource pooling, self-service provisioning, monitoring, backup and disaster recovery, so DBA teams can deliver databases as a service.',
    },
    values: [
      {
        title: { zh: '统一纳管', en: 'One console for every engine' },
        text: {
          zh: '一个平台管理主流商业与开源数据库，消除多套工具带来的割裂和重复建设。',
          en: 'Commercial and open-source engines are managed side by side, replacing a patchwork of vendor tools.',
        },
      },
      {
        title: { zh: '分钟级交付', en: 'Databases in minutes' },
        text: {
          zh: '标准化模板和审批流程让开发测试与生产环境的数据库申请从数天缩短到分钟级。',
          en: 'Standard templates and approval workflows cut provisioning for development, test and production from days to minutes.',
        },
      },
      {
        title: { zh: '资源利用率提升', en: 'Higher resource utilisation' },
        text: {
          zh: '通过资源池化和容量分析，整合低负载实例，减少服务器与软件许可投入。',
          en: 'Pooling and capacity analytics consolidate idle instances and reduce server and licence spend.',
        },
      },
    ],
    features: [
      {
        title: { zh: '资源池管理', en: 'Resource pools' },
        text: {
          zh: '将物理机、虚拟机、容器和存储统一抽象为资源池，按业务与等级划分配额。',
          en: 'Physical hosts, VMs, containers and storage are abstracted into pools with quotas per business unit and service tier.',
        },
      },
      {
        title: { zh: '自助服务门户', en: 'Self-service portal' },
        text: {
          zh: '支持实例创建、扩缩容、参数变更、账号管理等操作的自助申请与自动化执行。',
          en: 'Users request instances, resizing, parameter changes and accounts through a portal; approved requests run automatically.',
        },
      },
      {
        title: { zh: '监控与智能诊断', en: 'Monitoring and diagnosis' },
        text: {
          zh: '秒级采集性能指标，内置专家诊断规则，自动识别锁等待、慢 SQL 和容量风险。',
          en: 'Second-level metrics and built-in expert rules surface lock waits, slow SQL and capacity risks automatically.',
        },
      },
      {
        title: { zh: '备份恢复管理', en: 'Backup and recovery' },
        text: {
          zh: '统一制定备份策略，支持定时备份、恢复演练和任意时间点恢复，备份结果可追溯。',
          en: 'Central backup policies, scheduled restore drills and point-in-time recovery, with a full audit trail of every job.',
        },
      },
      {
        title: { zh: '高可用与容灾编排', en: 'HA and DR orchestration' },
        text: {
          zh: '可视化管理主备、集群和容灾关系，一键执行切换与回切，切换过程全程留痕。',
          en: 'Primary–standby, cluster and DR topologies are shown visually; switchover and switchback run with one click and are fully logged.',
        },
      },
      {
        title: { zh: '开放接口', en: 'Open APIs' },
        text: {
          zh: '提供 REST API，可与 ITSM、CMDB、统一认证和告警平台集成。',
          en: 'REST APIs integrate with ITSM, CMDB, single sign-on and alerting systems.',
        },
      },
    ],
    scenarios: [
      {
        title: { zh: '企业数据库私有云', en: 'Private database cloud' },
        text: {
          zh: '为集团内部各业务线提供标准化 DBaaS 服务，实现按需申请与计量。',
          en: 'Offer a standard DBaaS to business units across the group, with on-demand requests and usage metering.',
        },
      },
      {
        title: { zh: '大规模数据库运维', en: 'Operating large estates' },
        text: {
          zh: '数千个实例集中监控、巡检和变更，减少人工操作与误操作风险。',
          en: 'Monitor, inspect and change thousands of instances centrally with fewer manual steps and fewer mistakes.',
        },
      },
      {
        title: { zh: '多数据库并存的信创过渡', en: 'Mixed estates during localisation' },
        text: {
          zh: '在 Oracle 与国产数据库并行运行期间统一管理，平滑完成替代。',
          en: 'Manage Oracle and domestic databases together while applications move across.',
        },
      },
    ],
    architectureCaption: {
      zh: 'zCloud 分层架构：服务门户之下是编排与运维能力，底层统一纳管多种数据库与基础设施。',
      en: 'zCloud layers: the service portal sits on orchestration and operations services, which manage many engines on shared infrastructure.',
    },
    architectureLayers: [
      ['Self-service Portal', 'Admin Console', 'REST API'],
      ['Provisioning', 'Monitoring', 'Backup', 'DR Orchestration', 'Metering'],
      ['Oracle', 'MySQL', 'PostgreSQL', 'MogDB', 'SQL Server'],
      ['Bare Metal', 'VM', 'Kubernetes', 'Shared Storage'],
    ],
    figures: [
      { value: '10+', label: { zh: '可纳管数据库类型', en: 'database engines supported' } },
      { value: '10,000+', label: { zh: '单平台纳管实例规模', en: 'instances per deployment' } },
      { value: '5 min', label: { zh: '标准实例交付时间', en: 'to provision a standard instance' } },
    ],
    sort: 2,
  },
  {
    productType: 'zDataX',
    title: { zh: 'zData X 数据库一体机', en: 'zData X Database Appliance' },
    tagline: {
      zh: '软硬件深度整合，为数据库负载量身打造的一体化平台',
      en: 'Hardware and software engineered together for database workloads',
    },
    summary: {
      zh: 'zData X 将计算节点、分布式存储、高速网络和数据库软件预先集成并调优，开箱即可承载 Oracle、MogDB、MySQL 等数据库。适用于核心系统升级、数据库整合和信创替代。',
      en: 'zData X pre-integrates compute nodes, distributed storage, high-speed networking and database software into one tuned system that runs Oracle, MogDB, MySQL and more out of the box. It suits core system refreshes, database consolidation and localisation projects.',
    },
    values: [
      {
        title: { zh: '极致性能', en: 'Consistent high performance' },
        text: {
          zh: '全闪存储结合 RDMA 网络，提供百万级 IOPS 和亚毫秒级 I/O 时延。',
          en: 'All-flash storage over an RDMA fabric delivers millions of IOPS at sub-millisecond latency.',
        },
      },
      {
        title: { zh: '快速上线', en: 'Fast to deploy' },
        text: {
          zh: '出厂前完成软硬件集成与参数调优，到货后数天即可交付生产使用。',
          en: 'Integration and tuning are done at the factory, so systems go live days after delivery.',
        },
      },
      {
        title: { zh: '整合降本', en: 'Consolidate and save' },
        text: {
          zh: '多个数据库整合到一套平台，减少机房空间、能耗和软件许可成本。',
          en: 'Consolidating many databases onto one platform cuts rack space, power and licence costs.',
        },
      },
    ],
    features: [
      {
        title: { zh: '分布式存储引擎', en: 'Distributed storage engine' },
        text: {
          zh: '内置 zStorage 分布式块存储，多副本强一致，节点故障时数据自动重建。',
          en: 'Built-in zStorage distributed block storage keeps strongly consistent replicas and rebuilds data automatically after a node fails.',
        },
      },
      {
        title: { zh: 'RDMA 高速互联', en: 'RDMA interconnect' },
        text: {
          zh: '计算与存储之间采用 RoCE 低时延网络，集群内心跳与缓存融合同样受益。',
          en: 'RoCE links compute and storage at low latency and also speed up cluster heartbeat and cache fusion traffic.',
        },
      },
      {
        title: { zh: '多数据库支持', en: 'Multiple engines' },
        text: {
          zh: '支持 Oracle RAC、MogDB 高可用集群和 MySQL 等，满足新旧系统并存需求。',
          en: 'Runs Oracle RAC, MogDB HA clusters, MySQL and others, so legacy and new systems can share one platform.',
        },
      },
      {
        title: { zh: '在线扩展', en: 'Online scale-out' },
        text: {
          zh: '计算节点和存储节点可分别在线扩容，数据自动均衡，业务无需停机。',
          en: 'Compute and storage nodes scale out independently online; data rebalances without downtime.',
        },
      },
      {
        title: { zh: '一体化运维', en: 'Unified operations' },
        text: {
          zh: '统一管理界面覆盖硬件健康、存储容量、数据库性能和告警。',
          en: 'One management console covers hardware health, storage capacity, database performance and alerts.',
        },
      },
    ],
    scenarios: [
      {
        title: { zh: '核心系统硬件换代', en: 'Core system refresh' },
        text: {
          zh: '替换老旧小型机和集中式存储，为核心数据库提供更高性能与可靠性。',
          en: 'Replace ageing Unix servers and SAN arrays with a faster, more resilient platform for core databases.',
        },
      },
      {
        title: { zh: '数据库整合', en: 'Database consolidation' },
        text: {
          zh: '将分散在多台服务器上的中小型数据库集中部署，统一资源与运维。',
          en: 'Bring small and mid-size databases spread across many servers onto a single managed system.',
        },
      },
      {
        title: { zh: '信创数据库平台', en: 'Localised database platform' },
        text: {
          zh: '基于国产芯片与操作系统的一体机版本，承载国产数据库替代项目。',
          en: 'A configuration built on domestic CPUs and operating systems for database localisation programmes.',
        },
      },
    ],
    architectureCaption: {
      zh: 'zData X 由数据库层、计算节点、RDMA 网络和分布式存储组成，统一由管理平台运维。',
      en: 'zData X combines a database layer, compute nodes, an RDMA fabric and distributed storage, all run from one management plane.',
    },
    architectureLayers: [
      ['Oracle RAC', 'MogDB Cluster', 'MySQL'],
      ['Compute Nodes', 'Cluster Manager', 'Management Console'],
      ['RoCE / RDMA Fabric', 'Redundant Switches'],
      ['zStorage', 'NVMe SSD', 'Multi-replica'],
    ],
    figures: [
      { value: '3M+', label: { zh: '整机随机读 IOPS', en: 'random read IOPS per system' } },
      { value: '< 0.3 ms', label: { zh: '平均 I/O 时延', en: 'average I/O latency' } },
      { value: '10 : 1', label: { zh: '典型数据库整合比', en: 'typical consolidation ratio' } },
    ],
    sort: 3,
  },
  {
    productType: 'zStorage',
    title: { zh: 'zStorage 分布式存储', en: 'zStorage Distributed Storage' },
    tagline: {
      zh: '为数据库设计的高性能分布式块存储',
      en: 'High-performance distributed block storage designed for databases',
    },
    summary: {
      zh: 'zStorage 是专为数据库负载设计的全闪分布式块存储，以通用服务器构建，提供接近集中式高端存储的性能与可靠性。可独立部署，也作为 zData X 一体机的存储底座。',
      en: 'zStorage is an all-flash distributed block store built for database I/O patterns. It runs on standard servers yet delivers performance and reliability close to high-end SAN arrays, and it can be deployed on its own or as the storage layer of zData X.',
    },
    values: [
      {
        title: { zh: '低时延', en: 'Low latency' },
        text: {
          zh: '针对数据库小块随机写和日志顺序写优化 I/O 路径，时延稳定可预期。',
          en: 'The I/O path is tuned for small random writes and sequential redo writes, keeping latency low and predictable.',
        },
      },
      {
        title: { zh: '数据强一致', en: 'Strong consistency' },
        text: {
          zh: '多副本写入采用强一致协议，任一节点故障不丢数据。',
          en: 'Replicated writes are acknowledged only when consistent, so a node failure never loses committed data.',
        },
      },
      {
        title: { zh: '通用硬件', en: 'Standard hardware' },
        text: {
          zh: '基于 x86 或 ARM 通用服务器部署，摆脱对专有存储阵列的依赖。',
          en: 'Runs on off-the-shelf x86 or ARM servers, removing dependence on proprietary arrays.',
        },
      },
    ],
    features: [
      {
        title: { zh: '全闪 NVMe 与 RDMA', en: 'NVMe and RDMA' },
        text: {
          zh: '支持 NVMe SSD 和 RoCE 网络，用户态 I/O 栈减少内核开销。',
          en: 'NVMe SSDs, RoCE networking and a user-space I/O stack cut kernel overhead.',
        },
      },
      {
        title: { zh: '多副本与快速重建', en: 'Replicas and fast rebuild' },
        text: {
          zh: '支持两副本、三副本策略，故障后多节点并行重建，缩短降级窗口。',
          en: 'Two- or three-way replication with parallel rebuild across nodes shortens the degraded window after a failure.',
        },
      },
      {
        title: { zh: '快照与克隆', en: 'Snapshots and clones' },
        text: {
          zh: '秒级快照和可写克隆，快速构建测试环境或执行备份。',
          en: 'Instant snapshots and writable clones make test environments and backups fast.',
        },
      },
      {
        title: { zh: '在线扩容', en: 'Online expansion' },
        text: {
          zh: '新增节点后数据自动均衡，容量与性能线性增长，业务无感知。',
          en: 'New nodes join online, data rebalances automatically, and capacity and performance grow linearly.',
        },
      },
      {
        title: { zh: '共享卷支持', en: 'Shared volumes' },
        text: {
          zh: '支持多主机共享访问，满足 Oracle RAC 等共享存储集群需求。',
          en: 'Multi-host shared volumes support shared-storage clusters such as Oracle RAC.',
        },
      },
    ],
    scenarios: [
      {
        title: { zh: '替代集中式存储', en: 'Replacing SAN arrays' },
        text: {
          zh: '在数据库存储更新换代时，以分布式架构替换高端集中式阵列。',
          en: 'Swap high-end centralised arrays for a distributed design at the next storage refresh.',
        },
      },
      {
        title: { zh: '数据库资源池', en: 'Database resource pools' },
        text: {
          zh: '作为 zCloud 私有云的共享存储层，为大量实例按需分配卷。',
          en: 'Serve as the shared storage layer of a zCloud private cloud, allocating volumes to many instances on demand.',
        },
      },
      {
        title: { zh: '开发测试数据供给', en: 'Test data provisioning' },
        text: {
          zh: '利用快照克隆为开发测试快速提供生产数据副本。',
          en: 'Use snapshot clones to give developers production-sized copies in minutes.',
        },
      },
    ],
    architectureCaption: {
      zh: 'zStorage 由访问层、元数据与集群管理、数据服务层组成，运行在通用服务器之上。',
      en: 'zStorage consists of an access layer, metadata and cluster management, and data services on standard servers.',
    },
    architectureLayers: [
      ['iSCSI', 'NVMe-oF', 'Block Client'],
      ['Metadata Service', 'Cluster Manager', 'Consensus'],
      ['Data Service', 'Replication', 'Snapshot', 'Rebalance'],
      ['NVMe SSD', 'RoCE Network', 'x86 / ARM Servers'],
    ],
    figures: [
      { value: '< 200 μs', label: { zh: '4K 随机写时延', en: '4K random write latency' } },
      { value: '3', label: { zh: '副本强一致写入', en: 'strongly consistent replicas' } },
      { value: 'PB', label: { zh: '级别在线扩展', en: 'scale, expanded online' } },
    ],
    sort: 4,
  },
  {
    productType: 'zDBM',
    title: { zh: 'zDBM 数据库管理平台', en: 'zDBM Database Management' },
    tagline: {
      zh: '多数据库统一监控、诊断与优化',
      en: 'Monitoring, diagnosis and tuning for mixed database estates',
    },
    summary: {
      zh: 'zDBM 是面向 DBA 和运维团队的数据库管理平台，覆盖监控告警、性能诊断、SQL 审核与优化、巡检报告等日常工作。内置多年一线运维积累的诊断规则，帮助团队从被动救火转向主动预防。',
      en: 'zDBM is a management platform for DBAs and operations teams, covering monitoring, alerting, performance diagnosis, SQL review and health checks. Diagnostic rules drawn from years of field support help teams move from firefighting to prevention.',
    },
    values: [
      {
        title: { zh: '问题早发现', en: 'Catch problems early' },
        text: {
          zh: '基于基线的异常检测，在用户感知前发现性能劣化与容量风险。',
          en: 'Baseline-driven anomaly detection flags degradation and capacity risk before users notice.',
        },
      },
      {
        title: { zh: '诊断更高效', en: 'Faster root cause' },
        text: {
          zh: '从告警直接下钻到会话、等待事件和 SQL 执行计划，缩短定位时间。',
          en: 'Drill down from an alert to sessions, wait events and execution plans in a few clicks.',
        },
      },
      {
        title: { zh: '经验可沉淀', en: 'Knowledge that stays' },
        text: {
          zh: '诊断规则与处置方案形成知识库，降低对个人经验的依赖。',
          en: 'Rules and runbooks form a shared knowledge base, so expertise does not leave with individuals.',
        },
      },
    ],
    features: [
      {
        title: { zh: '多数据库监控', en: 'Multi-engine monitoring' },
        text: {
          zh: '支持 Oracle、MySQL、PostgreSQL、MogDB 等，数百项指标秒级采集。',
          en: 'Collects hundreds of metrics at second granularity from Oracle, MySQL, PostgreSQL, MogDB and more.',
        },
      },
      {
        title: { zh: '智能告警', en: 'Smart alerting' },
        text: {
          zh: '支持动态阈值、告警收敛和分级通知，减少告警风暴。',
          en: 'Dynamic thresholds, alert correlation and tiered notification reduce alert storms.',
        },
      },
      {
        title: { zh: 'SQL 审核与优化', en: 'SQL review and tuning' },
        text: {
          zh: '上线前审核 SQL 规范，上线后识别高消耗 SQL 并给出索引与改写建议。',
          en: 'Checks SQL against standards before release and recommends indexes and rewrites for expensive statements afterwards.',
        },
      },
      {
        title: { zh: '自动巡检', en: 'Automated health checks' },
        text: {
          zh: '按计划执行巡检，生成包含风险项和整改建议的报告。',
          en: 'Scheduled inspections produce reports listing risks and recommended fixes.',
        },
      },
      {
        title: { zh: '性能报告与趋势', en: 'Performance history' },
        text: {
          zh: '保留历史性能数据，支持任意时段对比分析与容量预测。',
          en: 'Keeps performance history for period-over-period comparison and capacity forecasting.',
        },
      },
    ],
    scenarios: [
      {
        title: { zh: '日常运维值守', en: 'Daily operations' },
        text: {
          zh: '集中展示全部数据库健康状态，值班人员一屏掌握全局。',
          en: 'A single view of every database’s health for on-call staff.',
        },
      },
      {
        title: { zh: '性能故障处置', en: 'Performance incidents' },
        text: {
          zh: '业务变慢时快速定位阻塞会话、热点对象和问题 SQL。',
          en: 'When the application slows down, find blocking sessions, hot objects and offending SQL quickly.',
        },
      },
      {
        title: { zh: '上线变更管控', en: 'Release control' },
        text: {
          zh: '将 SQL 审核嵌入发布流程，从源头减少低效 SQL。',
          en: 'Build SQL review into the release pipeline to stop inefficient queries at the source.',
        },
      },
    ],
    architectureCaption: {
      zh: 'zDBM 通过轻量采集代理获取指标，由分析引擎处理后在控制台与告警渠道呈现。',
      en: 'Lightweight agents collect metrics; the analysis engine processes them for the console and alert channels.',
    },
    architectureLayers: [
      ['Web Console', 'Reports', 'Alert Channels'],
      ['Analysis Engine', 'Rule Library', 'Anomaly Detection'],
      ['Collector Agents', 'Time-series Store'],
    ],
    figures: [
      { value: '500+', label: { zh: '监控指标', en: 'monitored metrics' } },
      { value: '1,000+', label: { zh: '内置诊断规则', en: 'built-in diagnostic rules' } },
      { value: '1 s', label: { zh: '最小采集粒度', en: 'finest collection interval' } },
    ],
    sort: 5,
  },
  {
    productType: 'zAIoT',
    title: { zh: 'zAIoT 智能物联网数据平台', en: 'zAIoT AI + IoT Data Platform' },
    tagline: {
      zh: '时序与多模数据统一存储，AI 分析就在数据旁边',
      en: 'Time-series and multi-model data in one store, with AI running next to the data',
    },
    summary: {
      zh: 'zAIoT 是面向工业物联网场景的数据平台，将时序、关系、空间和文档数据统一存储，并内置机器学习算法。设备数据采集后可直接用 SQL 完成查询、预测和异常检测，适用于制造、能源和交通等行业。',
      en: 'zAIoT is a data platform for industrial IoT. It stores time-series, relational, spatial and document data together and includes built-in machine learning, so device data can be queried, forecast and checked for anomalies in plain SQL. It serves manufacturing, energy and transport.',
    },
    values: [
      {
        title: { zh: '一个平台存多种数据', en: 'One store for many data types' },
        text: {
          zh: '设备测点、业务台账和位置轨迹存于同一平台，避免多套系统拼接。',
          en: 'Sensor readings, asset registers and location tracks live together instead of across separate systems.',
        },
      },
      {
        title: { zh: '分析门槛低', en: 'Analytics without a data science team' },
        text: {
          zh: '通过 SQL 调用内置算法，业务人员也能完成预测与异常分析。',
          en: 'Built-in algorithms are called from SQL, so engineers can run forecasts and anomaly checks themselves.',
        },
      },
      {
        title: { zh: '存储成本低', en: 'Lower storage cost' },
        text: {
          zh: '针对时序数据的列式压缩，大幅降低长期数据保存成本。',
          en: 'Columnar compression designed for time-series data cuts the cost of keeping years of history.',
        },
      },
    ],
    features: [
      {
        title: { zh: '高速写入', en: 'High-rate ingestion' },
        text: {
          zh: '支持每秒千万级测点写入，兼容 MQTT、OPC UA、Modbus 等常见工业协议接入。',
          en: 'Ingests tens of millions of points per second and connects through MQTT, OPC UA, Modbus and other industrial protocols.',
        },
      },
      {
        title: { zh: '多模数据模型', en: 'Multi-model storage' },
        text: {
          zh: '时序、关系、空间、JSON 文档统一建模，支持跨模型关联查询。',
          en: 'Time-series, relational, spatial and JSON data share one model and can be joined in a single query.',
        },
      },
      {
        title: { zh: '库内机器学习', en: 'In-database machine learning' },
        text: {
          zh: '内置预测、聚类、异常检测等算法，模型训练与推理在库内完成。',
          en: 'Forecasting, clustering and anomaly detection run inside the database, from training to inference.',
        },
      },
      {
        title: { zh: '边云协同', en: 'Edge-to-cloud sync' },
        text: {
          zh: '边缘节点就地处理与缓存，网络恢复后断点续传至中心。',
          en: 'Edge nodes process and buffer data locally and resume sync to the centre after network outages.',
        },
      },
      {
        title: { zh: '降采样与生命周期', en: 'Downsampling and retention' },
        text: {
          zh: '自动降采样和冷热分层，按策略保留明细与汇总数据。',
          en: 'Automatic downsampling and hot/cold tiering keep raw and aggregated data according to policy.',
        },
      },
    ],
    scenarios: [
      {
        title: { zh: '设备预测性维护', en: 'Predictive maintenance' },
        text: {
          zh: '基于振动、温度等测点预测设备故障，减少非计划停机。',
          en: 'Predict equipment failures from vibration and temperature data to avoid unplanned downtime.',
        },
      },
      {
        title: { zh: '能源监测与优化', en: 'Energy monitoring' },
        text: {
          zh: '采集电、水、气能耗数据，定位异常能耗并支持节能分析。',
          en: 'Track electricity, water and gas usage, spot abnormal consumption and support efficiency programmes.',
        },
      },
      {
        title: { zh: '车辆与轨道监测', en: 'Vehicle and rail monitoring' },
        text: {
          zh: '存储车辆运行状态与轨迹，支撑实时监控和历史回放。',
          en: 'Store vehicle status and GPS tracks for live monitoring and historical playback.',
        },
      },
    ],
    architectureCaption: {
      zh: 'zAIoT 从边缘采集到中心存储与分析，AI 能力内置于数据库引擎。',
      en: 'zAIoT runs from edge collection to central storage and analysis, with AI built into the engine.',
    },
    architectureLayers: [
      ['SQL', 'Dashboards', 'REST API'],
      ['ML Engine', 'Forecasting', 'Anomaly Detection'],
      ['Time-series Store', 'Relational', 'Spatial', 'JSON'],
      ['Edge Gateway', 'MQTT', 'OPC UA', 'Modbus'],
    ],
    figures: [
      { value: '10M+', label: { zh: '每秒测点写入', en: 'data points ingested per second' } },
      { value: '10 : 1', label: { zh: '典型压缩比', en: 'typical compression ratio' } },
      { value: '4', label: { zh: '种数据模型统一存储', en: 'data models in one engine' } },
    ],
    sort: 6,
  },
]
