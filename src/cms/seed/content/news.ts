import type { SeedNews } from './types'

/** Sample news items (2023-2025). Partners and events are generic or invented. */
export const news: SeedNews[] = [
  {
    title: { zh: 'MogDB 5.0 正式发布', en: 'MogDB 5.0 is generally available' },
    summary: {
      zh: '新版本引入原地更新存储引擎、增强 Oracle 兼容性，并将主备切换时间压缩到 10 秒以内。',
      en: 'The release adds an in-place update storage engine, broader Oracle compatibility and failover in under ten seconds.',
    },
    body: {
      zh: [
        { h2: '主要更新' },
        {
          ul: [
            '原地更新（In-place Update）存储引擎，频繁更新场景下表膨胀显著减少',
            '新增对 Oracle 包、自治事务和常用系统视图的兼容',
            '集群管理组件重构，主备切换时间缩短到 10 秒以内',
            '支持在线添加备机与在线重建索引',
          ],
        },
        { h2: '升级建议' },
        {
          p: '4.x 用户可通过滚动升级方式迁移，升级期间业务不中断。建议先在测试环境验证扩展插件和自定义函数，再按备机、主机的顺序升级。',
        },
      ],
      en: [
        { h2: 'What’s new' },
        {
          ul: [
            'An in-place update storage engine that sharply reduces table bloat under heavy updates',
            'Compatibility for Oracle packages, autonomous transactions and common system views',
            'A rebuilt cluster manager that fails over in under ten seconds',
            'Online standby addition and online index rebuilds',
          ],
        },
        { h2: 'Upgrading' },
        {
          p: 'Users on 4.x can upgrade with a rolling procedure and no service interruption. Validate extensions and custom functions in a test environment first, then upgrade standbys before the primary.',
        },
      ],
    },
    publishedAt: '2023-04-12',
    category: 'product',
  },
  {
    title: {
      zh: 'zCloud 4.0 发布：统一纳管多种数据库与云上实例',
      en: 'zCloud 4.0 brings on-premises and cloud databases under one console',
    },
    summary: {
      zh: 'zCloud 4.0 支持纳管公有云数据库实例，并新增基于基线的智能告警。',
      en: 'zCloud 4.0 can now manage public-cloud database instances and adds baseline-driven alerting.',
    },
    body: {
      zh: [
        { h2: '版本亮点' },
        {
          p: 'zCloud 4.0 将纳管范围从本地数据中心扩展到公有云，用户可以在同一界面查看本地与云上实例的性能、容量和备份状态。新的告警引擎为每个实例学习指标基线，减少固定阈值带来的误报。',
        },
        { h2: '其他改进' },
        {
          ul: [
            'SQL 审核规则可按应用分组配置',
            '巡检报告支持自定义模板',
            '开放 REST API，便于对接 ITSM 与 CMDB',
          ],
        },
      ],
      en: [
        { h2: 'Highlights' },
        {
          p: 'zCloud 4.0 reaches beyond the data centre into public clouds: performance, capacity and backup status for local and cloud instances now sit side by side. A new alert engine learns a baseline for each instance, cutting the false positives that fixed thresholds produce.',
        },
        { h2: 'Also in this release' },
        {
          ul: [
            'SQL review rules configurable per application',
            'Custom templates for health-check reports',
            'A REST API for ITSM and CMDB integration',
          ],
        },
      ],
    },
    publishedAt: '2023-06-28',
    category: 'product',
  },
  {
    title: {
      zh: 'MogDB 迁移套件新增 DB2 与 Informix 实时同步',
      en: 'MogDB Migration Toolkit adds real-time sync from DB2 and Informix',
    },
    summary: {
      zh: 'MogDB 迁移套件的日志解析能力扩展到 DB2 和 Informix，方便存量系统向 MogDB 平滑迁移。',
      en: 'Log-based capture in the MogDB migration toolkit now covers DB2 and Informix, easing migration of legacy systems to MogDB.',
    },
    body: {
      zh: [
        { h2: '更新内容' },
        {
          p: '此前 MogDB 迁移套件（MTK 负责对象与数据迁移，MDB 负责实时同步）已支持 Oracle、MySQL、SQL Server 和 PostgreSQL 作为同步源。本次新增 DB2 与 Informix，覆盖金融和制造业中大量仍在运行的存量系统，全量迁移与增量同步可以在同一任务中完成。',
        },
        { h2: '适用场景' },
        {
          p: '典型用法是先全量迁移，再保持增量同步，在新旧库并行一段时间后择机切换，切换窗口通常可控制在 30 分钟以内。',
        },
      ],
      en: [
        { h2: 'What changed' },
        {
          p: 'The MogDB migration toolkit (MTK for objects and data, MDB for change sync) already captured changes from Oracle, MySQL, SQL Server and PostgreSQL. DB2 and Informix join the list, covering many legacy systems still running in banking and manufacturing. A full load and ongoing incremental sync run as a single task.',
        },
        { h2: 'Typical use' },
        {
          p: 'Load everything once, keep changes flowing, run old and new side by side for a while, then cut over. The final migration window usually stays under 30 minutes.',
        },
      ],
    },
    publishedAt: '2023-08-09',
    category: 'product',
  },
  {
    title: { zh: '公司通过 CMMI 5 级复评', en: 'Enmotech reappraised at CMMI Level 5' },
    summary: {
      zh: '研发与交付体系再次通过 CMMI 5 级评估，覆盖数据库内核研发与交付服务团队。',
      en: 'Our development and delivery processes were reappraised at CMMI Level 5, covering kernel development and service delivery teams.',
    },
    body: {
      zh: [
        { h2: '评估范围' },
        {
          p: '本次评估覆盖 MogDB 内核研发、工具产品研发以及数据库交付服务三个项目群，评估组抽查了需求管理、代码评审、缺陷分析和交付质量度量等过程记录。',
        },
        { h2: '对客户的意义' },
        {
          p: '量化的过程管理意味着版本质量和交付周期更可预测。我们会继续公开各版本的缺陷密度与修复时效等指标。',
        },
      ],
      en: [
        { h2: 'Scope' },
        {
          p: 'The appraisal covered three programmes: MogDB kernel development, tools development and database delivery services. Appraisers sampled records on requirements management, code review, defect analysis and delivery quality metrics.',
        },
        { h2: 'Why it matters' },
        {
          p: 'Quantitatively managed processes make release quality and delivery timelines more predictable. We will keep publishing defect density and fix turnaround for each release.',
        },
      ],
    },
    publishedAt: '2023-02-21',
    category: 'company',
  },
  {
    title: {
      zh: '年度数据技术大会在北京举行',
      en: 'Our annual data technology conference comes to Beijing',
    },
    summary: {
      zh: '两天会议设置内核、运维、迁移和 AI 四个分论坛，近 2,000 名 DBA 与开发者到场。',
      en: 'Two days, four tracks (kernel, operations, migration and AI) and close to 2,000 DBAs and developers in the room.',
    },
    body: {
      zh: [
        { h2: '议程回顾' },
        {
          p: '主论坛围绕“数据库国产化进入深水区”展开，来自金融、电力和运营商的技术负责人分享了核心系统替换中的经验。分论坛共 36 场演讲，其中迁移专场关注存储过程改写、数据校验与割接回退。',
        },
        { h2: '资料下载' },
        {
          p: '演讲资料与视频回放已在资源中心上线，可按分论坛筛选。',
        },
      ],
      en: [
        { h2: 'Recap' },
        {
          p: 'The main session looked at what happens once database localisation reaches core systems, with technology leads from banking, power and telecoms sharing lessons from real replacements. Across the tracks there were 36 talks; the migration track focused on rewriting stored procedures, verifying data and planning rollbacks.',
        },
        { h2: 'Slides and recordings' },
        {
          p: 'Slides and video recordings are now in the resource centre, filterable by track.',
        },
      ],
    },
    publishedAt: '2023-11-18',
    category: 'event',
  },
  {
    title: {
      zh: 'MogDB 完成主流国产 CPU 与操作系统兼容性互认证',
      en: 'MogDB certified on mainstream domestic CPUs and operating systems',
    },
    summary: {
      zh: 'MogDB 在多款国产 ARM 与 x86 处理器及国产操作系统上完成兼容性测试。',
      en: 'MogDB passed compatibility testing on several domestic ARM and x86 processors and operating systems.',
    },
    body: {
      zh: [
        { h2: '认证内容' },
        {
          p: '测试覆盖安装部署、功能、性能、高可用切换和长时间稳定性，在 ARM 与 x86 两类架构上均给出了调优后的参考配置。',
        },
        { h2: '参考配置' },
        {
          p: '各平台的推荐内核参数、NUMA 绑定方式和文件系统选项已整理进《MogDB 安装部署手册》，用户可在文档中心下载。',
        },
      ],
      en: [
        { h2: 'What was tested' },
        {
          p: 'Testing covered installation, functionality, performance, high-availability switchover and long-run stability, with tuned reference configurations for both ARM and x86.',
        },
        { h2: 'Reference settings' },
        {
          p: 'Recommended kernel parameters, NUMA binding and file-system options for each platform are in the MogDB Installation Guide, available from the documentation centre.',
        },
      ],
    },
    publishedAt: '2023-05-30',
    category: 'company',
  },
  {
    title: {
      zh: '成都研发中心启用',
      en: 'Chengdu R&D centre opens',
    },
    summary: {
      zh: '新研发中心聚焦数据库内核、存储引擎与智能运维算法，计划三年内团队规模达到 200 人。',
      en: 'The new centre focuses on database kernel, storage engine and AIOps research, with plans to reach 200 engineers within three years.',
    },
    body: {
      zh: [
        { h2: '定位' },
        {
          p: '成都研发中心与北京、上海团队协同，承担 MogDB 存储引擎、zAIoT 时序引擎和 zCloud 智能诊断算法的研发工作，并设有兼容性测试实验室。',
        },
        { h2: '人才计划' },
        {
          p: '中心与本地高校合作开设数据库课程实践，每年提供 40 个实习岗位，相关职位已在招聘页面开放。',
        },
      ],
      en: [
        { h2: 'Focus' },
        {
          p: 'Working with the Beijing and Shanghai teams, Chengdu takes on the MogDB storage engine, the zAIoT time-series engine and zCloud’s diagnostic algorithms, and houses a compatibility test lab.',
        },
        { h2: 'Hiring' },
        {
          p: 'The centre runs hands-on database courses with local universities and offers 40 internships a year. Open roles are listed on our careers page.',
        },
      ],
    },
    publishedAt: '2023-09-06',
    category: 'company',
  },
  {
    title: {
      zh: 'MogDB 社区开发者见面会（成都站）',
      en: 'MogDB community meetup in Chengdu',
    },
    summary: {
      zh: '开发者见面会聚焦 SQL 调优与高可用实践，现场进行故障切换演示。',
      en: 'A hands-on meetup on SQL tuning and high availability, including a live failover demo.',
    },
    body: {
      zh: [
        { h2: '活动内容' },
        {
          p: '本次见面会包括三场技术分享和一场动手实验：参与者在自己的笔记本上搭建一主两备集群，模拟主库宕机并观察自动切换过程。',
        },
        { h2: '下一站' },
        {
          p: '社区见面会将陆续在西安、武汉和杭州举办，报名信息会在社区页面发布。',
        },
      ],
      en: [
        { h2: 'The programme' },
        {
          p: 'Three technical talks and a lab: attendees built a one-primary, two-standby cluster on their own laptops, killed the primary and watched the automatic failover happen.',
        },
        { h2: 'Coming up' },
        {
          p: 'Further meetups are planned in Xi’an, Wuhan and Hangzhou; registration opens on the community page.',
        },
      ],
    },
    publishedAt: '2024-03-23',
    category: 'event',
  },
  {
    title: {
      zh: '发布《金融行业数据库国产化迁移白皮书》',
      en: 'White paper: database migration in financial services',
    },
    summary: {
      zh: '白皮书基于 40 余个金融迁移项目，总结评估、改造、校验和割接四个阶段的方法。',
      en: 'Drawing on more than 40 banking and insurance projects, the paper sets out a method for assessment, conversion, verification and cutover.',
    },
    body: {
      zh: [
        { h2: '主要内容' },
        {
          p: '白皮书按系统重要性将迁移对象分为核心、重要和一般三档，分别给出迁移路径、并行周期和回退预案的建议；并用数据说明存储过程改写、性能回归和数据校验各自占用的工作量。',
        },
        {
          ul: [
            '迁移前评估清单与工作量估算方法',
            '数据库容灾方案在迁移期间的过渡设计',
            '割接演练与回退决策标准',
          ],
        },
        { h2: '获取方式' },
        { p: '白皮书可在资源中心的“白皮书”栏目免费下载，无需注册。' },
      ],
      en: [
        { h2: 'Inside' },
        {
          p: 'The paper sorts systems into core, important and general tiers and recommends a migration path, parallel-run period and rollback plan for each. It also quantifies how much effort goes into rewriting stored procedures, performance regression testing and data verification.',
        },
        {
          ul: [
            'A pre-migration assessment checklist and effort estimation method',
            'Keeping disaster recovery in place while the migration is under way',
            'Cutover rehearsals and go/no-go criteria for rollback',
          ],
        },
        { h2: 'Download' },
        {
          p: 'The paper is free to download from the White Papers section of the resource centre, no registration required.',
        },
      ],
    },
    publishedAt: '2024-01-16',
    category: 'industry',
  },
  {
    title: {
      zh: 'zAIoT 发布：面向工业物联网的时序数据平台',
      en: 'Introducing zAIoT, a time-series data platform for industrial IoT',
    },
    summary: {
      zh: 'zAIoT 集时序存储、流式计算与模型推理于一体，单节点每秒写入可达 500 万个数据点。',
      en: 'zAIoT combines time-series storage, stream processing and model inference, ingesting up to 5 million points per second per node.',
    },
    body: {
      zh: [
        { h2: '产品能力' },
        {
          ul: [
            '支持 OPC UA、Modbus、MQTT 等工业协议接入',
            '按数据特征自适应压缩，典型压缩比 10:1 以上',
            '内置滑动窗口聚合与降采样',
            '异常检测与预测模型在平台内运行，结果可回写为新的时序',
          ],
        },
        { h2: '首批落地' },
        {
          p: '产品已在钢铁、风电和城市供水等场景中投入生产使用。',
        },
      ],
      en: [
        { h2: 'Capabilities' },
        {
          ul: [
            'Ingestion over OPC UA, Modbus, MQTT and other industrial protocols',
            'Adaptive compression, typically better than 10:1',
            'Built-in sliding-window aggregation and downsampling',
            'Anomaly detection and forecasting models run in-platform and write results back as new series',
          ],
        },
        { h2: 'Early deployments' },
        {
          p: 'zAIoT is already in production at steelworks, wind farms and a city water utility.',
        },
      ],
    },
    publishedAt: '2024-04-25',
    category: 'product',
  },
  {
    title: {
      zh: '与澜石计算发布联合解决方案',
      en: 'Joint solution with Lanstone Computing',
    },
    summary: {
      zh: '双方推出预集成 MogDB 的 ARM 服务器方案，开箱即用，交付周期缩短至两周。',
      en: 'A pre-integrated MogDB-on-ARM server offering that ships ready to run, cutting delivery to two weeks.',
    },
    body: {
      zh: [
        { h2: '方案组成' },
        {
          p: '方案以双路 ARM 服务器为计算节点，出厂预装操作系统与 MogDB，并按数据库负载预设 BIOS、网卡中断和磁盘调度参数。客户到货后只需完成网络配置与集群初始化。',
        },
        { h2: '性能数据' },
        {
          p: '在 TPC-C 类事务负载下，调优后配置比默认配置吞吐提升 35%。',
        },
      ],
      en: [
        { h2: 'What’s in the box' },
        {
          p: 'Dual-socket ARM servers ship with the operating system and MogDB pre-installed, and with BIOS, NIC interrupt and disk scheduler settings tuned for database work. On arrival, customers only configure the network and initialise the cluster.',
        },
        { h2: 'Performance' },
        {
          p: 'On a TPC-C-style transactional workload, the tuned configuration delivers 35% more throughput than the defaults.',
        },
      ],
    },
    publishedAt: '2024-05-14',
    category: 'company',
  },
  {
    title: {
      zh: '推出华为云数据库迁移上云服务包',
      en: 'A packaged service for moving databases to Huawei Cloud',
    },
    summary: {
      zh: '服务包覆盖评估、迁移、验证和上云后运维，按数据库规模固定报价。',
      en: 'Assessment, migration, validation and post-migration operations, at a fixed price by database size.',
    },
    body: {
      zh: [
        { h2: '服务内容' },
        {
          ul: [
            '源库评估与目标规格建议',
            '基于 MogDB 迁移套件的在线迁移与数据校验',
            '上云后 3 个月性能与成本优化',
            '7×24 小时应急响应',
          ],
        },
        { h2: '适用对象' },
        {
          p: '适合计划将自建 Oracle、MySQL 或 SQL Server 迁移到云上数据库服务、且希望明确工期与预算的企业。',
        },
      ],
      en: [
        { h2: 'What’s included' },
        {
          ul: [
            'Source assessment and target sizing',
            'Online migration and data verification with the MogDB migration toolkit',
            'Three months of post-migration performance and cost tuning',
            '24/7 emergency response',
          ],
        },
        { h2: 'Who it’s for' },
        {
          p: 'Organisations moving self-managed Oracle, MySQL or SQL Server to managed cloud databases that want a clear timeline and budget up front.',
        },
      ],
    },
    publishedAt: '2024-07-02',
    category: 'product',
  },
  {
    title: {
      zh: 'MogDB 社区累计下载突破 50 万次',
      en: 'MogDB community downloads pass 500,000',
    },
    summary: {
      zh: '社区版发布以来累计下载超过 50 万次，贡献者超过 300 人。',
      en: 'Since the community edition launched, it has been downloaded more than 500,000 times by a community of over 300 contributors.',
    },
    body: {
      zh: [
        { h2: '社区数据' },
        {
          p: '过去一年社区合并了 1,100 余个外部贡献的补丁，其中约三分之一来自客户和合作伙伴的工程师。文档翻译、测试用例和周边工具是增长最快的贡献方向。',
        },
        { h2: '下一步' },
        {
          p: '社区将设立维护者轮值制度，并为新贡献者提供标注为“入门”的议题清单。',
        },
      ],
      en: [
        { h2: 'By the numbers' },
        {
          p: 'Over the past year the community merged more than 1,100 external patches, about a third from engineers at customers and partners. Documentation translation, test cases and tooling grew fastest.',
        },
        { h2: 'Next' },
        {
          p: 'The community will introduce a maintainer rotation and a curated list of good-first issues for new contributors.',
        },
      ],
    },
    publishedAt: '2024-08-20',
    category: 'company',
  },
  {
    title: {
      zh: '参加某国际金融科技展并发布核心系统迁移方案',
      en: 'At an international fintech expo, we present our core-system migration approach',
    },
    summary: {
      zh: '展会期间展示了银行核心系统双轨并行与分批割接方案，并进行现场演示。',
      en: 'Our stand demonstrated parallel running and phased cutover for bank core systems.',
    },
    body: {
      zh: [
        { h2: '展示内容' },
        {
          p: '展台演示了从 Oracle 到 MogDB 的在线迁移：模拟核心交易持续写入，MogDB 迁移套件实时同步，同时比对新旧库账务数据，最后完成分钟级切换。',
        },
        { h2: '现场交流' },
        {
          p: '三天展期内接待了来自 60 余家金融机构的技术人员，讨论最多的问题是批处理性能和回退策略。',
        },
      ],
      en: [
        { h2: 'On the stand' },
        {
          p: 'A live demo of online migration from Oracle to MogDB: simulated core transactions kept writing, the MogDB migration toolkit synced in real time, ledgers on both sides were compared continuously, and the switch took minutes.',
        },
        { h2: 'Conversations' },
        {
          p: 'Over three days we met engineers from more than 60 financial institutions. Batch performance and rollback strategy came up most often.',
        },
      ],
    },
    publishedAt: '2024-10-15',
    category: 'event',
  },
  {
    title: {
      zh: 'zStorage 3.0 发布：面向数据库的分布式块存储',
      en: 'zStorage 3.0: distributed block storage built for databases',
    },
    summary: {
      zh: '新版本支持 NVMe over RDMA，4K 随机写延迟降至 100 微秒以内。',
      en: 'The new release supports NVMe over RDMA and brings 4K random write latency under 100 µs.',
    },
    body: {
      zh: [
        { h2: '更新要点' },
        {
          ul: [
            'NVMe over RDMA 前端协议',
            '三副本强一致写入，单盘故障自动重建',
            '快照与克隆秒级完成，可用于测试环境快速构建',
            '按卷设置 IOPS 与带宽上限',
          ],
        },
        { h2: '配合使用' },
        {
          p: 'zStorage 可由 zCloud 统一管理，数据库实例创建时自动分配卷并设置 QoS。',
        },
      ],
      en: [
        { h2: 'Key changes' },
        {
          ul: [
            'NVMe over RDMA front end',
            'Strongly consistent three-way replication with automatic rebuild on disk failure',
            'Snapshots and clones in seconds for quick test environments',
            'Per-volume IOPS and bandwidth limits',
          ],
        },
        { h2: 'Works with zCloud' },
        {
          p: 'zCloud can manage zStorage directly, allocating volumes and setting QoS when it creates a database instance.',
        },
      ],
    },
    publishedAt: '2024-11-05',
    category: 'product',
  },
  {
    title: {
      zh: '数据库容灾与高可用系列直播开讲',
      en: 'Webinar series on disaster recovery and high availability',
    },
    summary: {
      zh: '六期直播讲解同城双活、异地容灾、备份恢复与演练方法。',
      en: 'Six live sessions on active-active sites, remote recovery, backup and restore, and drills.',
    },
    body: {
      zh: [
        { h2: '课程安排' },
        {
          ul: [
            '第 1 期：RPO 与 RTO 的定义与取舍',
            '第 2 期：同步复制与仲裁机制',
            '第 3 期：异地数据库容灾方案的网络与带宽规划',
            '第 4 期：备份策略与 PITR',
            '第 5 期：容灾演练的组织与评估',
            '第 6 期：案例复盘',
          ],
        },
        { h2: '参与方式' },
        {
          p: '每周三晚 8 点直播，回放在视频中心提供。',
        },
      ],
      en: [
        { h2: 'Schedule' },
        {
          ul: [
            'Session 1: defining RPO and RTO, and the trade-offs',
            'Session 2: synchronous replication and quorum',
            'Session 3: network and bandwidth planning for remote recovery sites',
            'Session 4: backup strategy and point-in-time recovery',
            'Session 5: organising and scoring DR drills',
            'Session 6: case reviews',
          ],
        },
        { h2: 'Joining' },
        {
          p: 'Live every Wednesday at 8 p.m. Beijing time, with recordings in the video centre.',
        },
      ],
    },
    publishedAt: '2024-06-05',
    category: 'event',
  },
  {
    title: {
      zh: '与明湖数据研究院共建数据库联合实验室',
      en: 'Joint database lab with the Minghu Institute for Data Research',
    },
    summary: {
      zh: '联合实验室聚焦查询优化器与学习型索引研究，首期投入三年。',
      en: 'A three-year programme on query optimisers and learned indexes.',
    },
    body: {
      zh: [
        { h2: '研究方向' },
        {
          p: '实验室首期选题包括基于代价模型校准的基数估计、学习型索引在更新负载下的表现，以及面向时序数据的压缩算法。',
        },
        { h2: '成果转化' },
        {
          p: '研究成果将以开源补丁形式提交到 MogDB 社区，并每年发布一次研究报告。',
        },
      ],
      en: [
        { h2: 'Research topics' },
        {
          p: 'First-phase work covers cardinality estimation with calibrated cost models, learned indexes under update-heavy workloads and compression for time-series data.',
        },
        { h2: 'From lab to product' },
        {
          p: 'Results will be contributed to the MogDB community as open-source patches, with a research report each year.',
        },
      ],
    },
    publishedAt: '2023-12-19',
    category: 'company',
  },
  {
    title: {
      zh: 'zData X 半柜版发布',
      en: 'zData X half-rack edition launched',
    },
    summary: {
      zh: 'zData X 半柜版将计算、存储和网络预先集成，出厂即完成 MogDB 高可用部署。',
      en: 'The half-rack zData X integrates compute, storage and networking and ships with MogDB high availability already configured.',
    },
    body: {
      zh: [
        { h2: '设计目标' },
        {
          p: '半柜版面向希望快速获得稳定数据库环境、又不想自行选型与调优硬件的客户。半柜配置即可承载 10 TB 级 OLTP 业务。',
        },
        {
          ul: ['RDMA 内部互联，存储延迟稳定', '内置 zCloud 管理模块', '支持横向扩展至 8 个计算节点'],
        },
        { h2: '交付方式' },
        { p: '一体机从下单到上线通常在 4 周以内，原厂工程师负责现场安装、数据迁移与首年运维。' },
      ],
      en: [
        { h2: 'Design goals' },
        {
          p: 'The half-rack edition is for teams that want a stable database platform quickly without selecting and tuning hardware themselves. A half-rack configuration handles OLTP workloads in the 10 TB range.',
        },
        {
          ul: [
            'Internal RDMA fabric for consistent storage latency',
            'Built-in zCloud management',
            'Scales out to eight compute nodes',
          ],
        },
        { h2: 'Delivery' },
        {
          p: 'From order to production usually takes under four weeks, with our engineers handling installation, data migration and first-year operations on site.',
        },
      ],
    },
    publishedAt: '2025-01-21',
    category: 'product',
  },
  {
    title: {
      zh: '年终结算保障：200 余名工程师驻场值守',
      en: 'Year-end close: more than 200 engineers on call on site',
    },
    summary: {
      zh: '为金融、电力等行业客户提供年终结算期间的现场保障，全程无重大故障。',
      en: 'On-site support for banking, power and other customers through year-end close, with no major incident.',
    },
    body: {
      zh: [
        { h2: '保障安排' },
        {
          p: '保障从 12 月中旬开始，工程师提前完成 500 余套核心数据库的健康检查与容量评估，制定逐项应急预案；结算当晚在客户现场与远程中心双线值守。',
        },
        { h2: '保障结果' },
        {
          p: '期间共处理 37 个预警事件，均在影响业务前完成处置。',
        },
      ],
      en: [
        { h2: 'Preparation' },
        {
          p: 'Work began in mid-December with health checks and capacity reviews of more than 500 core databases and a contingency plan for each. On closing night, engineers were on site and in our remote centre at the same time.',
        },
        { h2: 'Result' },
        {
          p: 'The team handled 37 early warnings, all resolved before they affected the business.',
        },
      ],
    },
    publishedAt: '2025-01-08',
    category: 'company',
  },
  {
    title: {
      zh: 'MogDB 向量检索能力进入公测',
      en: 'Vector search in MogDB enters public preview',
    },
    summary: {
      zh: '在关系数据库内直接存储与检索向量，支持 HNSW 与 IVF 索引。',
      en: 'Store and search vectors directly in the relational database, with HNSW and IVF indexes.',
    },
    body: {
      zh: [
        { h2: '功能说明' },
        {
          p: '新增 vector 数据类型与余弦、内积、欧氏距离算子，可与普通 WHERE 条件组合查询。企业知识库、相似工单检索等场景无需再维护单独的向量数据库。',
        },
        { h2: '性能参考' },
        {
          p: '在 1,000 万条 768 维向量上，HNSW 索引 Top-10 检索召回率 0.97，P99 延迟 12 ms。',
        },
      ],
      en: [
        { h2: 'What it does' },
        {
          p: 'A new vector type with cosine, inner-product and Euclidean distance operators that combine freely with ordinary WHERE clauses. Knowledge bases and similar-ticket search no longer need a separate vector store.',
        },
        { h2: 'Performance' },
        {
          p: 'On 10 million 768-dimension vectors, an HNSW index returns the top 10 with 0.97 recall at a P99 of 12 ms.',
        },
      ],
    },
    publishedAt: '2025-03-18',
    category: 'product',
  },
  {
    title: {
      zh: '参与编写数据库运维服务能力行业标准',
      en: 'Contributing to an industry standard for database operations services',
    },
    summary: {
      zh: '作为主要起草单位之一，参与制定数据库运维服务的能力分级与评估方法。',
      en: 'As one of the main drafters, we helped define capability levels and assessment methods for database operations services.',
    },
    body: {
      zh: [
        { h2: '标准内容' },
        {
          p: '标准从人员、流程、工具和应急四个维度定义运维服务能力，并给出监控覆盖率、变更成功率、故障恢复时长等可度量指标。',
        },
        { h2: '我们的贡献' },
        {
          p: '基于多年驻场与远程运维数据，我们提供了指标口径和分级阈值的建议草案。',
        },
      ],
      en: [
        { h2: 'What the standard covers' },
        {
          p: 'It defines operations capability across people, process, tooling and incident response, with measurable indicators such as monitoring coverage, change success rate and recovery time.',
        },
        { h2: 'Our contribution' },
        {
          p: 'Drawing on years of on-site and remote operations data, we drafted the metric definitions and level thresholds.',
        },
      ],
    },
    publishedAt: '2025-04-29',
    category: 'industry',
  },
  {
    title: {
      zh: '2025 年客户技术交流会在上海召开',
      en: '2025 customer technical forum held in Shanghai',
    },
    summary: {
      zh: '120 余家客户代表围绕核心系统替换、智能运维与数据治理展开交流。',
      en: 'Representatives from more than 120 customers discussed core-system replacement, AIOps and data governance.',
    },
    body: {
      zh: [
        { h2: '交流主题' },
        {
          p: '会上发布了产品路线图：MogDB 将加强分布式事务与向量检索，zCloud 将引入基于大模型的诊断助手，MogDB 迁移套件将支持更多源数据库，并支持迁移后的双向同步与回退。',
        },
        { h2: '客户分享' },
        {
          p: '来自银行、电网和制造业的客户分享了迁移后一年的运行数据与遇到的问题。',
        },
      ],
      en: [
        { h2: 'Themes' },
        {
          p: 'We shared our roadmap: stronger distributed transactions and vector search in MogDB, an LLM-based diagnostic assistant in zCloud, and more source databases in the MogDB migration toolkit, with two-way sync and fallback after a cutover.',
        },
        { h2: 'From customers' },
        {
          p: 'Customers in banking, power and manufacturing presented a year of production data after their migrations, including the problems they hit.',
        },
      ],
    },
    publishedAt: '2025-05-22',
    category: 'event',
  },
  {
    title: {
      zh: '观察：数据库智能运维从告警走向自愈',
      en: 'Perspective: database AIOps moves from alerting to self-healing',
    },
    summary: {
      zh: '基线告警已经普及，下一步是把诊断结论转化为可审计的自动处置。',
      en: 'Baseline alerting is now common; the next step is turning diagnoses into automated, auditable fixes.',
    },
    body: {
      zh: [
        { h2: '现状' },
        {
          p: '从我们服务的客户看，超过一半已采用基线告警，但真正自动处置的比例不足 10%，主要顾虑是误操作风险与责任界定。',
        },
        { h2: '可行路径' },
        {
          p: '建议从低风险动作起步，例如终止超时只读会话、清理归档、扩展表空间，每个动作都设置前置检查与回退步骤，并保留完整审计记录。',
        },
      ],
      en: [
        { h2: 'Where things stand' },
        {
          p: 'Among our customers, more than half now use baseline alerting, yet fewer than 10% let the system act on its own. The concerns are the risk of a wrong action and who is accountable for it.',
        },
        { h2: 'A practical path' },
        {
          p: 'Start with low-risk actions such as killing timed-out read-only sessions, purging archives or extending tablespaces. Give each a pre-check and a rollback step, and keep a full audit trail.',
        },
      ],
    },
    publishedAt: '2025-07-08',
    category: 'industry',
  },
  {
    title: {
      zh: 'MogDB 5.2 发布：分区与并行查询增强',
      en: 'MogDB 5.2 improves partitioning and parallel query',
    },
    summary: {
      zh: '新增自动间隔分区与分区级统计信息，并行查询覆盖更多算子。',
      en: 'Automatic interval partitioning, partition-level statistics and parallel execution for more operators.',
    },
    body: {
      zh: [
        { h2: '分区增强' },
        {
          p: '间隔分区可按天、月自动创建新分区，无需预建；分区级统计信息让优化器在分区裁剪后得到更准确的行数估计。',
        },
        { h2: '并行查询' },
        {
          p: '并行执行扩展到哈希连接构建阶段与窗口函数，在 32 核服务器上典型报表查询耗时缩短 40% 至 60%。',
        },
      ],
      en: [
        { h2: 'Partitioning' },
        {
          p: 'Interval partitioning creates daily or monthly partitions automatically, so nothing has to be pre-created. Per-partition statistics give the optimiser better row estimates after pruning.',
        },
        { h2: 'Parallel query' },
        {
          p: 'Parallel execution now covers the hash-join build phase and window functions. On a 32-core server, typical reporting queries run 40% to 60% faster.',
        },
      ],
    },
    publishedAt: '2025-09-10',
    category: 'product',
  },
]
