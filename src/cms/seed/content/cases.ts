import type { SeedCase } from './types'

/**
 * Customer cases. Customers are described by sector and size only.
 * product: 1 MogDB, 2 zCloud, 3 zDataX, 4 zAIoT.
 * industry: 1 finance, 2 public utilities, 3 manufacturing, 4 energy and transport, 5 carriers.
 */
export const cases: SeedCase[] = [
  {
    title: {
      zh: '省级农信核心账务系统从 Oracle 迁移至 MogDB',
      en: 'Moving a provincial rural credit union’s core ledger from Oracle to MogDB',
    },
    customer: { zh: '某省级农村信用社联合社', en: 'A provincial rural credit union' },
    product: 1,
    industry: 1,
    summary: {
      zh: '服务全省 80 余家法人机构的核心账务系统完成国产化替换，日终批处理由 4 小时缩短至 70 分钟。',
      en: 'The core ledger serving more than 80 member institutions moved off Oracle, and the end-of-day batch dropped from four hours to 70 minutes.',
    },
    result: { value: '71%', label: { zh: '日终批处理时长缩短', en: 'shorter end-of-day batch' } },
    body: {
      zh: [
        { h2: '背景' },
        {
          p: '该联社核心账务系统运行在 Oracle RAC 上，承载 3,000 余个网点的存取款、转账和日终计息，峰值约 6,500 TPS。原有小型机即将过保，监管也要求在限期内完成核心系统的信创改造。',
        },
        { h2: '方案' },
        {
          p: 'MogDB 采用一主两备加异地级联备库部署：同城双机房同步复制，保证 RPO 为 0；异地备库作为数据库容灾方案的第三副本。存储过程、包和序列由 MogDB 迁移套件完成语法转换与数据迁移，12 TB 全量数据 36 小时完成初始化，随后以增量同步追平，最终割接停机不到 4 小时。',
        },
        {
          ul: [
            '1,200 余个存储过程自动转换率 92%',
            '新旧系统双轨并行 45 天，逐日核对账务一致性',
            '先在 3 家试点法人灰度切换，再分批推广',
          ],
        },
        { h2: '成效' },
        {
          p: '上线后日终批处理由 4 小时缩短至 70 分钟，联机交易平均响应 18 ms，系统已平稳度过两次年终结算。',
        },
      ],
      en: [
        { h2: 'Background' },
        {
          p: 'The union’s core ledger ran on Oracle RAC and handled deposits, transfers and end-of-day interest for more than 3,000 branches, peaking at about 6,500 TPS. The minicomputers were nearing end of support, and regulators had set a deadline for moving core systems to domestic technology.',
        },
        { h2: 'Approach' },
        {
          p: 'MogDB runs as one primary with two synchronous standbys across two local data centres (RPO = 0), plus a cascaded standby in a remote site as the disaster-recovery copy. The MogDB migration toolkit converted stored procedures, packages and sequences and carried the data migration: the 12 TB initial load took 36 hours, incremental sync closed the gap, and the final cutover needed less than four hours of downtime.',
        },
        {
          ul: [
            '92% of 1,200+ stored procedures converted automatically',
            '45 days of parallel running with daily ledger reconciliation',
            'Phased cutover, starting with three pilot institutions',
          ],
        },
        { h2: 'Outcome' },
        {
          p: 'End-of-day processing now finishes in 70 minutes instead of four hours, online transactions average 18 ms, and the system has closed two year-ends without incident.',
        },
      ],
    },
    publishedAt: '2024-06-18',
    featured: true,
  },
  {
    title: {
      zh: '省级社保经办系统承载养老待遇认证高峰',
      en: 'A provincial social insurance platform rides out the pension verification peak',
    },
    customer: { zh: '某省级社会保障信息中心', en: 'A provincial social security information centre' },
    product: 1,
    industry: 2,
    summary: {
      zh: '社保经办与公共服务系统迁移至 MogDB，年度待遇资格认证期间高峰查询稳定在 2 秒以内。',
      en: 'Benefits processing and public services moved to MogDB; during the annual eligibility check, peak queries stay under two seconds.',
    },
    result: { value: '< 2 s', label: { zh: '高峰期查询响应', en: 'peak-hour query response' } },
    body: {
      zh: [
        { h2: '挑战' },
        {
          p: '全省 2,600 万参保人的缴费、待遇和转移接续数据集中在一套数据库中。每年养老待遇资格认证集中在两个月内，手机端和柜面并发叠加，原系统高峰期查询常超过 10 秒。',
        },
        { h2: '方案' },
        {
          p: '按业务域拆分为经办库和服务库，服务库通过 MogDB 备机只读分担查询流量；对缴费明细表按年份做范围分区，历史分区压缩存储。上线前以真实流量回放压测，定位并改写了 60 余条高频慢 SQL。',
        },
        { h2: '成效' },
        {
          p: '认证高峰期单日办理量 120 万笔，查询响应稳定在 2 秒以内，存储占用下降 38%。',
        },
      ],
      en: [
        { h2: 'Challenge' },
        {
          p: 'Contribution, benefit and transfer records for 26 million insured people sat in a single database. The yearly pension eligibility check is squeezed into two months, mobile and counter traffic pile up, and peak queries regularly took more than ten seconds.',
        },
        { h2: 'Approach' },
        {
          p: 'The workload was split into a processing database and a service database, with read-only MogDB standbys absorbing query traffic. Contribution detail tables were range-partitioned by year and older partitions compressed. Before go-live, replayed production traffic exposed more than 60 hot slow statements, which were rewritten.',
        },
        { h2: 'Outcome' },
        {
          p: 'The platform handled 1.2 million transactions on its busiest day, queries stayed under two seconds, and storage use fell by 38%.',
        },
      ],
    },
    publishedAt: '2023-03-22',
    featured: false,
  },
  {
    title: {
      zh: '运营商省级计费系统详单库分区改造',
      en: 'Repartitioning a carrier’s provincial billing detail store',
    },
    customer: { zh: '某基础电信运营商省级分公司', en: 'The provincial branch of a national carrier' },
    product: 1,
    industry: 5,
    summary: {
      zh: '月新增 200 亿条话单的详单库迁移至 MogDB，月末出账速度提升 3 倍。',
      en: 'A detail store growing by 20 billion call records a month moved to MogDB, and month-end billing now runs three times faster.',
    },
    result: { value: '3×', label: { zh: '月末出账速度', en: 'faster month-end billing' } },
    body: {
      zh: [
        { h2: '背景' },
        {
          p: '该分公司计费详单库保留 6 个月在线数据，总量超过 1,200 亿行。月末出账期间，批量汇总与客服实时查询争抢 IO，出账常需 3 天。',
        },
        { h2: '方案' },
        {
          p: 'MogDB 按账期做一级范围分区、按用户号码哈希做二级分区，出账作业按分区并行执行；过期分区直接 DROP，避免大批量 DELETE。客服查询走备机，并针对号码加时间的组合条件建立本地分区索引。',
        },
        { h2: '成效' },
        {
          p: '月末出账由 3 天缩短到 1 天以内，详单查询 P99 延迟 300 ms，分区维护从人工脚本变为定时任务。',
        },
      ],
      en: [
        { h2: 'Background' },
        {
          p: 'The branch keeps six months of call detail online, more than 120 billion rows. At month end, batch rating and live customer-service lookups fought over I/O, and a billing run often took three days.',
        },
        { h2: 'Approach' },
        {
          p: 'In MogDB the data is range-partitioned by billing cycle and hash-subpartitioned by subscriber number, so billing jobs run partition by partition in parallel. Expired partitions are dropped rather than deleted row by row. Customer-service lookups go to standbys, backed by local partitioned indexes on number plus time.',
        },
        { h2: 'Outcome' },
        {
          p: 'A billing run now completes in under a day, detail lookups reach a P99 of 300 ms, and partition maintenance is a scheduled job instead of hand-run scripts.',
        },
      ],
    },
    publishedAt: '2023-09-14',
    featured: false,
  },
  {
    title: {
      zh: '城市轨道交通清分中心数据库高可用建设',
      en: 'High availability for a metro fare clearing centre',
    },
    customer: { zh: '某新一线城市轨道交通集团', en: 'The metro operator of a major Chinese city' },
    product: 1,
    industry: 4,
    summary: {
      zh: '覆盖 12 条线路的自动售检票清分系统采用 MogDB 集群，主库故障 30 秒内自动切换。',
      en: 'The fare clearing system for 12 lines runs on a MogDB cluster that fails over automatically within 30 seconds.',
    },
    result: { value: '< 30 s', label: { zh: '故障自动切换', en: 'automatic failover' } },
    body: {
      zh: [
        { h2: '挑战' },
        {
          p: '清分中心每天处理 600 万笔进出站交易，并在次日凌晨完成各线路与票卡发行方的清算。原数据库依赖人工切换，一次故障曾导致清算延误半天。',
        },
        { h2: '方案' },
        {
          p: '部署 MogDB 一主两备，借助集群管理组件实现故障自动检测与选主，应用通过虚拟 IP 访问，切换对业务透明。每季度开展一次真实断电演练，并记录切换时长与数据一致性。',
        },
        {
          ul: ['主库故障平均 22 秒完成切换', '同步备机保证已提交交易零丢失', '清算作业支持断点续跑'],
        },
      ],
      en: [
        { h2: 'Challenge' },
        {
          p: 'The centre processes six million entry and exit transactions a day and settles with every line and card issuer early the next morning. Failover used to be manual, and one outage once delayed settlement by half a day.',
        },
        { h2: 'Approach' },
        {
          p: 'MogDB runs as a primary with two standbys. The cluster manager detects failures and promotes a new primary, and applications connect through a virtual IP, so a switchover is invisible to them. A real power-off drill runs every quarter, recording switchover time and data consistency.',
        },
        {
          ul: [
            'Average failover time of 22 seconds',
            'Synchronous standby: no committed transaction is lost',
            'Settlement jobs resume from their last checkpoint',
          ],
        },
      ],
    },
    publishedAt: '2024-01-10',
    featured: false,
  },
  {
    title: {
      zh: '汽车零部件工厂 MES 数据库国产化',
      en: 'Replacing the MES database at an automotive parts maker',
    },
    customer: { zh: '某大型汽车零部件制造商', en: 'A large automotive parts manufacturer' },
    product: 1,
    industry: 3,
    summary: {
      zh: '5 个生产基地的制造执行系统统一迁移到 MogDB，在 x86 与 ARM 服务器混合环境中运行，硬件成本下降 40%。',
      en: 'Manufacturing execution systems at five plants moved to MogDB on a mix of x86 and ARM servers, cutting hardware cost by 40%.',
    },
    result: { value: '40%', label: { zh: '硬件成本下降', en: 'lower hardware cost' } },
    body: {
      zh: [
        { h2: '背景' },
        {
          p: '各基地 MES 各自运行商业数据库，版本不一，补丁与备份策略分散。产线追溯要求每个零件的工序记录保存 15 年。',
        },
        { h2: '方案' },
        {
          p: '统一采用 MogDB 作为 MES 底座，工序记录表按月分区并定期归档到低成本存储；各基地保留本地主备，总部部署汇聚库用于跨厂追溯查询。迁移按基地逐个进行，单基地停线窗口控制在一个周末内。',
        },
        { h2: '成效' },
        {
          p: '软件许可与服务器投入合计下降 40%，追溯查询从分钟级降到 3 秒以内，备份与巡检由总部统一执行。',
        },
      ],
      en: [
        { h2: 'Background' },
        {
          p: 'Each plant ran its MES on its own commercial database, on different versions and with its own patching and backup routines. Traceability rules require every part’s process history to be kept for 15 years.',
        },
        { h2: 'Approach' },
        {
          p: 'MogDB became the common MES database. Process records are partitioned by month and archived to low-cost storage; each plant keeps a local primary and standby, while headquarters runs an aggregation database for cross-plant traceability. Plants were migrated one at a time, each within a single weekend shutdown.',
        },
        { h2: 'Outcome' },
        {
          p: 'Licence and server spending fell by 40% in total, traceability queries went from minutes to under three seconds, and backups and health checks are now run centrally.',
        },
      ],
    },
    publishedAt: '2022-11-08',
    featured: false,
  },
  {
    title: {
      zh: '股份制银行数据库私有云平台建设',
      en: 'A database private cloud for a joint-stock bank',
    },
    customer: { zh: '某全国性股份制商业银行', en: 'A national joint-stock commercial bank' },
    product: 2,
    industry: 1,
    summary: {
      zh: '基于 zCloud 统一纳管 2,300 余个 Oracle、MySQL 与 MogDB 实例，数据库交付由 3 天缩短到 15 分钟。',
      en: 'zCloud now manages more than 2,300 Oracle, MySQL and MogDB instances, and a new database is delivered in 15 minutes instead of three days.',
    },
    result: { value: '15 min', label: { zh: '数据库交付时长', en: 'database provisioning time' } },
    body: {
      zh: [
        { h2: '挑战' },
        {
          p: '该行开发测试与生产环境共有 2,300 余个数据库实例，申请、审批、安装、配置依赖工单流转，平均 3 天才能交付；巡检和补丁靠脚本，结果难以追溯。',
        },
        { h2: '方案' },
        {
          p: 'zCloud 将服务器与存储抽象为资源池，按标准化模板自助交付单实例、主备和集群；对接行内 ITSM 与 CMDB，审批通过后自动执行。巡检、备份、补丁和 SQL 审核统一在平台上编排，操作全程留痕。',
        },
        {
          ul: [
            '12 套标准交付模板覆盖 90% 的需求',
            '每日自动巡检 180 余项指标',
            '备份恢复演练按月自动执行并出具报告',
          ],
        },
        { h2: '成效' },
        {
          p: '数据库交付缩短到 15 分钟，资源利用率由 22% 提升到 55%，DBA 人均维护实例数提升 3 倍。',
        },
      ],
      en: [
        { h2: 'Challenge' },
        {
          p: 'Across development, test and production the bank ran more than 2,300 database instances. Requests, approvals, installation and configuration moved through tickets and took three days on average; health checks and patching relied on scripts whose results were hard to trace.',
        },
        { h2: 'Approach' },
        {
          p: 'zCloud pools servers and storage and delivers single instances, primary-standby pairs and clusters from standard templates. It is wired into the bank’s ITSM and CMDB, so approved requests run automatically. Health checks, backups, patching and SQL review are orchestrated on the platform, and every action is logged.',
        },
        {
          ul: [
            '12 standard templates cover 90% of requests',
            'More than 180 metrics checked automatically every day',
            'Monthly automated restore drills with a written report',
          ],
        },
        { h2: 'Outcome' },
        {
          p: 'Provisioning takes 15 minutes, resource utilisation rose from 22% to 55%, and each DBA now looks after three times as many instances.',
        },
      ],
    },
    publishedAt: '2023-06-20',
    featured: true,
  },
  {
    title: {
      zh: '运营商 IT 支撑系统数据库即服务平台',
      en: 'Database-as-a-service for a carrier’s IT support systems',
    },
    customer: {
      zh: '某运营商省级分公司信息化部门',
      en: 'The IT department of a carrier’s provincial branch',
    },
    product: 2,
    industry: 5,
    summary: {
      zh: '用 zCloud 搭建面向 40 余个业务系统的 DBaaS 平台，纳管实例超过 1,800 个。',
      en: 'zCloud underpins a DBaaS platform for more than 40 business systems, with over 1,800 managed instances.',
    },
    result: { value: '1,800+', label: { zh: '纳管数据库实例', en: 'managed database instances' } },
    body: {
      zh: [
        { h2: '背景' },
        {
          p: 'CRM、计费、渠道和网管等系统由不同厂商建设，数据库版本多达 11 种，资源各自申请，闲置严重。',
        },
        { h2: '方案' },
        {
          p: 'zCloud 提供统一的服务目录与配额管理，业务部门按需申请，平台自动部署并纳入监控与备份；按部门出具资源用量账单，推动闲置实例回收。',
        },
        { h2: '成效' },
        {
          p: '一年内回收闲置实例 260 个，CPU 平均利用率提升 60%，数据库版本收敛到 4 种。',
        },
      ],
      en: [
        { h2: 'Background' },
        {
          p: 'CRM, billing, channel and network management systems had been built by different vendors. They ran 11 different database versions, each team requested its own resources, and much of the capacity sat idle.',
        },
        { h2: 'Approach' },
        {
          p: 'zCloud provides one service catalogue with quotas. Business teams request what they need, the platform deploys it and enrols it in monitoring and backup, and each department receives a usage statement that drives the reclaiming of idle instances.',
        },
        { h2: 'Outcome' },
        {
          p: 'Within a year 260 idle instances were reclaimed, average CPU utilisation rose by 60%, and the estate converged on four database versions.',
        },
      ],
    },
    publishedAt: '2024-03-05',
    featured: false,
  },
  {
    title: {
      zh: '市级全民健康信息平台数据库统一运维',
      en: 'Unified database operations for a city health information platform',
    },
    customer: { zh: '某地级市卫生健康信息中心', en: 'A prefecture-level city health information centre' },
    product: 2,
    industry: 2,
    summary: {
      zh: '平台与 30 家医疗机构前置库纳入 zCloud 统一监控，无效告警减少 90%。',
      en: 'The platform and front-end databases at 30 medical institutions are monitored through zCloud, with 90% fewer false alerts.',
    },
    result: { value: '90%', label: { zh: '无效告警减少', en: 'fewer false alerts' } },
    body: {
      zh: [
        { h2: '挑战' },
        {
          p: '信息中心仅有 3 名运维人员，却要保障居民健康档案、检查结果互认和预约挂号等系统。固定阈值告警每天上千条，真正的故障反而被淹没。',
        },
        { h2: '方案' },
        {
          p: 'zCloud 纳管中心库与各机构前置库，基于历史数据为每个实例学习指标基线，只在偏离基线且持续时才告警；告警按影响的业务系统聚合，并附带 Top SQL 与等待事件快照。',
        },
        { h2: '成效' },
        {
          p: '每日告警由 1,000 余条降至不足 100 条，故障平均发现时间从 40 分钟缩短到 5 分钟。',
        },
      ],
      en: [
        { h2: 'Challenge' },
        {
          p: 'Three operations staff looked after health records, shared test results and appointment booking. Fixed-threshold rules raised more than a thousand alerts a day, and real faults were lost in the noise.',
        },
        { h2: 'Approach' },
        {
          p: 'zCloud manages the central databases and each institution’s front-end database. It learns a metric baseline per instance and alerts only on sustained deviations. Alerts are grouped by the business system they affect and come with a snapshot of top SQL and wait events.',
        },
        { h2: 'Outcome' },
        {
          p: 'Daily alerts fell from over 1,000 to fewer than 100, and mean time to detect a fault dropped from 40 minutes to five.',
        },
      ],
    },
    publishedAt: '2022-08-30',
    featured: false,
  },
  {
    title: {
      zh: '省级电网公司数据库资源池整合',
      en: 'Consolidating a provincial grid company’s databases into a shared pool',
    },
    customer: { zh: '某省级电网公司', en: 'A provincial power grid company' },
    product: 2,
    industry: 4,
    summary: {
      zh: '以 zCloud 构建分布式数据库资源池，承接营销、调度辅助和物资等 70 余个系统，服务器数量减少 35%。',
      en: 'A distributed database pool built on zCloud now hosts more than 70 systems, from marketing to materials, with 35% fewer servers.',
    },
    result: { value: '35%', label: { zh: '服务器数量减少', en: 'fewer servers' } },
    body: {
      zh: [
        { h2: '背景' },
        {
          p: '该公司数据库长期按项目建设，一个系统一套硬件，机房空间与能耗逼近上限，扩容周期长达数月。',
        },
        { h2: '方案' },
        {
          p: 'zCloud 统一管理计算节点和 zStorage 分布式存储，按业务等级划分资源池，核心系统独享节点，一般系统混合部署并设置 CPU 与 IO 配额。存量系统按迁移批次平滑搬迁，每批均先演练后割接。',
        },
        {
          ul: ['资源池扩容从数月缩短到 2 天', '按业务等级配置备份保留周期', '跨机房副本满足同城容灾要求'],
        },
      ],
      en: [
        { h2: 'Background' },
        {
          p: 'Databases had always been built project by project, one set of hardware per system. Floor space and power were close to their limits, and adding capacity took months.',
        },
        { h2: 'Approach' },
        {
          p: 'zCloud manages compute nodes together with zStorage distributed storage and splits the pool by service tier: core systems get dedicated nodes, the rest share nodes under CPU and I/O quotas. Existing systems moved in batches, each rehearsed before the real cutover.',
        },
        {
          ul: [
            'Capacity expansion takes two days instead of months',
            'Backup retention set per service tier',
            'Cross-site replicas meet in-region disaster recovery requirements',
          ],
        },
      ],
    },
    publishedAt: '2025-02-11',
    featured: false,
  },
  {
    title: {
      zh: '家电制造集团多工厂数据库集中监控',
      en: 'Central database monitoring across a home-appliance group’s plants',
    },
    customer: { zh: '某大型家电制造集团', en: 'A large home-appliance manufacturing group' },
    product: 2,
    industry: 3,
    summary: {
      zh: '分布在 9 个工厂的 ERP、MES 与 WMS 数据库接入 zCloud，故障定位时间缩短至 5 分钟以内。',
      en: 'ERP, MES and WMS databases at nine plants report to zCloud, and faults are now pinpointed in under five minutes.',
    },
    result: { value: '< 5 min', label: { zh: '故障定位时间', en: 'time to pinpoint a fault' } },
    body: {
      zh: [
        { h2: '挑战' },
        {
          p: '工厂 IT 人员以应用运维为主，数据库问题往往要等总部专家远程登录排查，产线停线损失按分钟计算。',
        },
        { h2: '方案' },
        {
          p: '各工厂部署轻量采集代理，将性能指标、等待事件和慢 SQL 上报到总部 zCloud；平台内置常见故障的诊断流程，如锁阻塞链、归档满、执行计划突变，一键生成诊断报告。',
        },
        { h2: '成效' },
        {
          p: '数据库相关停线时长同比下降 70%，80% 的常见问题由工厂人员依据诊断报告自行处理。',
        },
      ],
      en: [
        { h2: 'Challenge' },
        {
          p: 'Plant IT teams focus on applications, so database problems waited for a headquarters expert to log in remotely, while every minute of line stoppage cost money.',
        },
        { h2: 'Approach' },
        {
          p: 'A lightweight agent at each plant sends metrics, wait events and slow SQL to zCloud at headquarters. Built-in diagnostic flows cover common faults such as lock chains, full archive destinations and sudden plan changes, and produce a report in one click.',
        },
        { h2: 'Outcome' },
        {
          p: 'Database-related line stoppages fell by 70% year on year, and plant staff resolve 80% of common issues themselves using the reports.',
        },
      ],
    },
    publishedAt: '2023-11-27',
    featured: false,
  },
  {
    title: {
      zh: '寿险公司保单系统迁移至 zData X 数据库一体机',
      en: 'A life insurer’s policy system moves onto zData X appliances',
    },
    customer: { zh: '某大型寿险公司', en: 'A large life insurance company' },
    product: 3,
    industry: 1,
    summary: {
      zh: '9 TB 的保单系统从老旧小型机迁移到两套 zData X 一体机上的 MogDB 集群，月末批处理由 6 小时缩短至 2.5 小时。',
      en: 'A 9 TB policy system moved off ageing minicomputers onto a MogDB cluster running on two zData X appliances, and the month-end batch fell from six hours to two and a half.',
    },
    result: { value: '58%', label: { zh: '月末批处理时长缩短', en: 'shorter month-end batch' } },
    body: {
      zh: [
        { h2: '背景' },
        {
          p: '保单系统 7×24 小时对外服务，不允许长时间停机。原 Oracle 数据库运行在两台已使用九年的小型机和一套集中式存储上，维保即将到期，月末批处理期间存储时延常超过 10 ms。精算与风控部门还依赖 T+1 的数据抽取，时效无法满足监管报送要求。',
        },
        { h2: '方案' },
        {
          p: '两套 zData X 一体机分别部署在同城两个机房，承载跨机房同步复制的 MogDB 一主两备集群。MogDB 迁移套件先做全量迁移，再基于日志解析持续捕获增量变更，新旧库并行期间逐表校验行数与内容；切换后保留反向同步通道，一旦出现问题可在分钟级回退。同一条同步链路还向数据仓库推送变更。',
        },
        {
          ul: [
            '9 TB 数据全量迁移 20 小时，割接停机 25 分钟',
            '月末批处理由 6 小时缩短至 2.5 小时，高峰期平均 I/O 时延约 0.3 ms',
            '数据仓库由 T+1 变为准实时',
          ],
        },
      ],
      en: [
        { h2: 'Background' },
        {
          p: 'The policy system serves customers around the clock and cannot stop for long. Its Oracle database ran on two nine-year-old minicomputers and a SAN array, all close to end of support, and storage latency often passed 10 ms during the month-end batch. Actuarial and risk teams also depended on a nightly extract, which was too slow for regulatory reporting.',
        },
        { h2: 'Approach' },
        {
          p: 'Two zData X appliances, one in each of two local data centres, host a MogDB cluster of one primary and two standbys with synchronous replication between the sites. The MogDB migration toolkit ran a full load, then captured ongoing changes from the redo log, and every table was checked for row counts and content while old and new ran side by side. After cutover a reverse sync channel stayed open so the move could be rolled back within minutes. The same pipeline feeds changes to the data warehouse.',
        },
        {
          ul: [
            'Full load of 9 TB in 20 hours, with 25 minutes of downtime at cutover',
            'Month-end batch down from six hours to two and a half, with average I/O latency of about 0.3 ms at peak',
            'Warehouse data went from next-day to near real time',
          ],
        },
      ],
    },
    publishedAt: '2024-09-03',
    featured: true,
  },
  {
    title: {
      zh: '城市数据共享交换平台整合至 zData X 信创一体机',
      en: 'A city data-sharing platform consolidated onto zData X appliances',
    },
    customer: { zh: '某副省级城市大数据管理部门', en: 'The big data bureau of a sub-provincial city' },
    product: 3,
    industry: 2,
    summary: {
      zh: '共享交换平台的汇聚库与 42 个委办局的前置库整合到三套 zData X 信创一体机，原先分散的 80 余台服务器全部下线。',
      en: 'The platform’s shared store and the front-end databases of 42 government departments now run on three domestic-edition zData X appliances, replacing more than 80 scattered servers.',
    },
    result: {
      value: '42',
      label: { zh: '整合上一体机的委办局前置库', en: 'departmental databases consolidated' },
    },
    body: {
      zh: [
        { h2: '挑战' },
        {
          p: '汇聚库和各委办局的前置库分散在 80 余台不同年代的服务器上，操作系统和数据库版本五花八门，不少设备已过维保。每晚集中交换时汇聚库 I/O 排队严重，任务经常超时重跑，数据常滞后数天。',
        },
        { h2: '方案' },
        {
          p: '三套基于国产芯片与操作系统的 zData X 一体机承载 MogDB 集群，汇聚库独占计算节点，各委办局前置库按资源组共享节点并设置 CPU 与 I/O 配额。原有前置库由 MogDB 迁移套件逐部门迁移，业务系统到前置库的增量同步也由迁移套件承担，失败自动重试并通知责任人。',
        },
        { h2: '成效' },
        {
          p: '汇聚库每日新增数据 3,000 万条，交换高峰期 I/O 时延稳定在 1 ms 以内，数据时效由天级提升到小时级；机柜占用减少四分之三，软硬件问题由同一团队负责。',
        },
      ],
      en: [
        { h2: 'Challenge' },
        {
          p: 'The shared store and each department’s front-end database were spread over more than 80 servers of different ages, with a mix of operating systems and database versions, and many were out of support. During the nightly exchange the shared store queued on I/O, jobs timed out and reran, and the data was often days old.',
        },
        { h2: 'Approach' },
        {
          p: 'Three zData X appliances built on domestic CPUs and operating systems host MogDB clusters. The shared store has dedicated compute nodes; departmental databases share nodes in resource groups with CPU and I/O quotas. The MogDB migration toolkit moved the old front-end databases one department at a time and now carries incremental sync from departmental systems, retrying failed jobs and notifying the owner.',
        },
        { h2: 'Outcome' },
        {
          p: 'The shared store takes in 30 million new records a day, I/O latency stays under 1 ms through the exchange peak, and freshness improved from days to hours. Rack space fell by three quarters, and one team now owns hardware and software issues.',
        },
      ],
    },
    publishedAt: '2022-05-17',
    featured: false,
  },
  {
    title: {
      zh: '机场航班信息系统数据库迁移至 zData X 一体机',
      en: 'An airport’s flight information database moves onto a zData X appliance',
    },
    customer: { zh: '某区域枢纽机场集团', en: 'A regional hub airport group' },
    product: 3,
    industry: 4,
    summary: {
      zh: '航班信息集成系统从老旧服务器上的 SQL Server 迁移到 zData X 一体机上的 MogDB，利用夜间航班间隙 2 小时完成割接。',
      en: 'The flight information integration system moved from SQL Server on ageing servers to MogDB on a zData X appliance, cutting over in a two-hour overnight window.',
    },
    result: {
      value: '< 0.5 ms',
      label: { zh: '早高峰平均 I/O 时延', en: 'average I/O latency at the morning peak' },
    },
    body: {
      zh: [
        { h2: '背景' },
        {
          p: '航班信息系统向值机、安检、登机口和旅客显示屏分发数据。原数据库运行在两台已使用七年的服务器和一套集中式存储上，早高峰航班密集时存储时延升到 15 ms 以上，显示屏刷新明显滞后。凌晨 1 点到 5 点之间仍有航班起降，可用割接窗口极短。',
        },
        { h2: '方案' },
        {
          p: '一套 zData X 一体机承载 MogDB 一主两备集群，出厂前已完成软硬件集成与调优，到货一周即具备上线条件。MogDB 迁移套件提前两周完成全量迁移并保持增量同步，期间对 T-SQL 存储过程和触发器逐一改写与回归测试。割接当晚只需停止写入、确认同步追平、切换连接串，由各下游系统逐一验证。',
        },
        {
          ul: [
            '三次全流程演练后，正式割接 2 小时完成',
            '割接后 72 小时保留回切通道',
            '早高峰 I/O 时延由 15 ms 以上降至 0.5 ms 以内',
          ],
        },
      ],
      en: [
        { h2: 'Background' },
        {
          p: 'The system feeds check-in, security, gates and passenger displays. Its database ran on two seven-year-old servers and a SAN array, and in the busy morning wave storage latency climbed above 15 ms, leaving the displays visibly behind. Flights still operate between 1 and 5 a.m., so the usable cutover window was very short.',
        },
        { h2: 'Approach' },
        {
          p: 'A single zData X appliance hosts a MogDB cluster of one primary and two standbys. Integration and tuning were done at the factory, so the system was ready for production a week after delivery. The MogDB migration toolkit completed the full load two weeks early and kept changes flowing while T-SQL procedures and triggers were rewritten and regression-tested one by one. On the night, the team stopped writes, confirmed the sync had caught up, switched connection strings, and each downstream system signed off in turn.',
        },
        {
          ul: [
            'Three full rehearsals, then a two-hour cutover',
            'A fallback channel kept open for 72 hours',
            'Morning-peak I/O latency down from over 15 ms to under 0.5 ms',
          ],
        },
      ],
    },
    publishedAt: '2023-07-19',
    featured: false,
  },
  {
    title: {
      zh: '运营商数据中心整合：320 个 MySQL 库集中到 zData X 一体机',
      en: 'Data centre consolidation at a carrier: 320 MySQL databases onto zData X appliances',
    },
    customer: { zh: '某运营商专业公司', en: 'A specialised subsidiary of a national carrier' },
    product: 3,
    industry: 5,
    summary: {
      zh: '随数据中心整合，320 个分散的 MySQL 数据库迁移到 6 套 zData X 一体机上的 MogDB 集群，数据库节点由 700 余个减少到 56 个。',
      en: 'As part of a data centre consolidation, 320 scattered MySQL databases moved onto MogDB clusters hosted on six zData X appliances, and database nodes fell from over 700 to 56.',
    },
    result: { value: '700+ → 56', label: { zh: '数据库节点数量', en: 'database nodes to run' } },
    body: {
      zh: [
        { h2: '挑战' },
        {
          p: '待整合数据库分属 60 多个应用团队，规模从几 GB 到 2 TB 不等，分散在 700 余台新旧不一的服务器上，机房空间与电力已接近上限。很多库缺少文档，依赖关系不清。',
        },
        { h2: '方案' },
        {
          p: '6 套 zData X 一体机共 56 个计算节点，按业务等级划分资源组承载 MogDB 集群，核心业务独占节点，其余业务共享节点并设置 CPU 与 I/O 配额。迁移前用 MogDB 迁移套件的评估功能扫描对象与 SQL 兼容性，按复杂度分为三类：简单库批量自动迁移，复杂库由专家逐个处理。每周固定两个割接窗口，同一窗口内并行迁移 10 到 20 个库。',
        },
        { h2: '成效' },
        {
          p: '5 个月完成全部迁移，未发生数据丢失；数据库节点由 700 余个减少到 56 个，机柜占用减少约 80%，高峰期平均 I/O 时延低于 0.5 ms。',
        },
      ],
      en: [
        { h2: 'Challenge' },
        {
          p: 'The databases belonged to more than 60 application teams and ranged from a few gigabytes to 2 TB, spread over more than 700 servers of mixed ages while floor space and power were close to their limits. Many were undocumented, and dependencies between them were unclear.',
        },
        { h2: 'Approach' },
        {
          p: 'Six zData X appliances with 56 compute nodes between them host the MogDB clusters in resource groups by service tier: core systems get dedicated nodes, the rest share nodes under CPU and I/O quotas. Before moving anything, the MogDB migration toolkit’s assessment scanned objects and SQL for compatibility and sorted the databases into three tiers of complexity. Simple ones moved automatically in bulk; complex ones were handled individually by specialists. Two cutover windows a week each carried 10 to 20 databases in parallel.',
        },
        { h2: 'Outcome' },
        {
          p: 'The whole migration finished in five months with no data loss. Database nodes fell from over 700 to 56, rack space by about 80%, and average I/O latency at peak is under 0.5 ms.',
        },
      ],
    },
    publishedAt: '2025-06-10',
    featured: false,
  },
  {
    title: {
      zh: '电子制造企业 ERP 数据库迁移至 zData X 一体机',
      en: 'An electronics manufacturer’s ERP database moves onto a zData X appliance',
    },
    customer: { zh: '某精密电子制造企业', en: 'A precision electronics manufacturer' },
    product: 3,
    industry: 3,
    summary: {
      zh: 'ERP 数据库由老旧服务器上的 Oracle 迁移到 zData X 一体机上的 MogDB，4,000 余张表逐行校验一致，月结作业由 9 小时缩短至 3.5 小时。',
      en: 'The ERP database moved from Oracle on ageing servers to MogDB on a zData X appliance. More than 4,000 tables matched row by row, and the month-end close dropped from nine hours to three and a half.',
    },
    result: { value: '61%', label: { zh: '月结作业耗时缩短', en: 'shorter month-end close' } },
    body: {
      zh: [
        { h2: '背景' },
        {
          p: '企业 ERP 包含财务、采购、库存和成本模块，财务数据一分钱都不能差。原数据库服务器和存储已运行八年，月结期间成本核算作业一半以上的时间在等待 I/O。此前一次迁移还因数值精度问题返工，业务部门对迁移顾虑很大。',
        },
        { h2: '方案' },
        {
          p: 'ERP 数据库运行在一套 zData X 一体机上的 MogDB 主备集群中；暂不改造的 MES 数据库也搬到同一套一体机上，继续以 Oracle RAC 运行，两者按资源组隔离。MogDB 迁移套件在迁移前生成类型映射报告，重点处理 NUMBER 精度、日期时区和空字符串语义差异；迁移后先比对行数与校验和，再对财务表逐行比对，差异自动生成修复语句。',
        },
        { h2: '成效' },
        {
          p: '4,000 余张表校验一致率 100%，月结、年结在新平台上一次通过；全闪存储与 RDMA 网络消除了 I/O 瓶颈，月结作业由 9 小时缩短至 3.5 小时。',
        },
      ],
      en: [
        { h2: 'Background' },
        {
          p: 'The ERP covers finance, purchasing, inventory and costing, and the books must balance to the cent. Its database servers and storage were eight years old, and during month-end more than half of the costing run was spent waiting on I/O. An earlier migration had been redone because of numeric precision errors, so the business was wary.',
        },
        { h2: 'Approach' },
        {
          p: 'The ERP database runs in a MogDB primary–standby cluster on a zData X appliance. The MES database, which is not being changed yet, moved onto the same appliance and stays on Oracle RAC, isolated from the ERP in its own resource group. Before the move, the MogDB migration toolkit produced a type-mapping report focused on NUMBER precision, date and time-zone handling and the empty-string versus NULL difference. Afterwards it compared row counts and checksums for every table, then compared financial tables row by row, generating repair statements for any difference.',
        },
        { h2: 'Outcome' },
        {
          p: 'All 4,000-plus tables matched, and month-end and year-end closes passed first time on the new platform. With all-flash storage and RDMA removing the I/O bottleneck, the month-end close takes three and a half hours instead of nine.',
        },
      ],
    },
    publishedAt: '2024-12-02',
    featured: false,
  },
  {
    title: {
      zh: '钢铁联合企业设备状态监测与预测性维护',
      en: 'Equipment monitoring and predictive maintenance at an integrated steelworks',
    },
    customer: { zh: '某大型钢铁联合企业', en: 'A large integrated steel producer' },
    product: 4,
    industry: 3,
    summary: {
      zh: 'zAIoT 以秒级采集 20 万个测点，压缩比达到 12:1，并为轧机关键部件提供故障预警。',
      en: 'zAIoT samples 200,000 tags every second at 12:1 compression and gives early warning on critical rolling-mill components.',
    },
    result: { value: '12:1', label: { zh: '时序数据压缩比', en: 'time-series compression ratio' } },
    body: {
      zh: [
        { h2: '挑战' },
        {
          p: '热轧、冷轧和炼钢产线共有 20 万个振动、温度和电流测点。原有实时数据库只保留 3 个月数据，无法支撑长期趋势分析；设备故障多在停机后才被发现。',
        },
        { h2: '方案' },
        {
          p: 'zAIoT 通过 OPC UA 与 Modbus 接入采集网关，按测点类型选择压缩编码，热数据存 SSD、冷数据降采样后转存对象存储。针对轧机轴承与齿轮箱训练异常检测模型，模型在平台内按分钟推理。',
        },
        {
          ul: [
            '数据在线保留期由 3 个月延长到 3 年',
            '轴承故障平均提前 6 天预警',
            '非计划停机时长同比下降 31%',
          ],
        },
      ],
      en: [
        { h2: 'Challenge' },
        {
          p: 'Hot rolling, cold rolling and steelmaking lines carry 200,000 vibration, temperature and current tags. The old historian kept only three months of data, too little for long-term trends, and faults were usually found after a line had stopped.',
        },
        { h2: 'Approach' },
        {
          p: 'zAIoT ingests from collection gateways over OPC UA and Modbus and picks a compression encoding per tag type. Hot data sits on SSD; cold data is downsampled and moved to object storage. Anomaly models trained for mill bearings and gearboxes run inside the platform every minute.',
        },
        {
          ul: [
            'Online retention extended from three months to three years',
            'Bearing faults flagged six days ahead on average',
            'Unplanned downtime down 31% year on year',
          ],
        },
      ],
    },
    publishedAt: '2024-04-23',
    featured: true,
  },
  {
    title: {
      zh: '新能源集团风电机组故障预警平台',
      en: 'A fault early-warning platform for a renewable group’s wind fleet',
    },
    customer: { zh: '某新能源发电集团', en: 'A renewable power generation group' },
    product: 4,
    industry: 4,
    summary: {
      zh: '集控中心基于 zAIoT 汇聚 1,500 台风机的运行数据，故障预警准确率达到 87%。',
      en: 'The central control room aggregates data from 1,500 wind turbines on zAIoT, with 87% precision on fault warnings.',
    },
    result: { value: '87%', label: { zh: '故障预警准确率', en: 'warning precision' } },
    body: {
      zh: [
        { h2: '背景' },
        {
          p: '集团风电场分布在 6 个省份，机组型号 9 种，各场站 SCADA 数据格式不一。发电机和变桨系统故障一旦发生，往往需要等待吊装窗口，损失电量可观。',
        },
        { h2: '方案' },
        {
          p: 'zAIoT 在场站侧做边缘采集与缓存，网络中断时本地保存、恢复后补传；集控中心统一建模，按机型建立发电机温度、变桨电机电流等特征模型，预警推送到检修工单系统。',
        },
        { h2: '成效' },
        {
          p: '预警准确率 87%，平均提前 11 天发现发电机轴承异常，年度非计划停机损失电量减少约 2,400 万千瓦时。',
        },
      ],
      en: [
        { h2: 'Background' },
        {
          p: 'The group’s wind farms span six provinces and nine turbine models, each site with its own SCADA format. Generator and pitch-system failures usually wait for a crane window, so lost generation adds up quickly.',
        },
        { h2: 'Approach' },
        {
          p: 'zAIoT collects and buffers at the edge, storing locally during network outages and back-filling once links recover. The control centre models each turbine type, covering generator temperature, pitch-motor current and more, and pushes warnings into the maintenance work-order system.',
        },
        { h2: 'Outcome' },
        {
          p: 'Warnings are 87% precise, generator bearing issues surface 11 days early on average, and unplanned downtime losses fell by about 24 GWh a year.',
        },
      ],
    },
    publishedAt: '2025-01-15',
    featured: true,
  },
  {
    title: {
      zh: '城市供水管网漏损智能分析',
      en: 'Leak analytics for a city water network',
    },
    customer: { zh: '某地级市供水集团', en: 'A municipal water supply group' },
    product: 4,
    industry: 2,
    summary: {
      zh: 'zAIoT 汇聚 4,000 余个压力与流量监测点，结合分区计量识别疑似漏损，漏损水量下降 26%。',
      en: 'zAIoT combines more than 4,000 pressure and flow monitors with district metering to flag likely leaks, cutting water loss by 26%.',
    },
    result: { value: '26%', label: { zh: '漏损水量下降', en: 'less water lost' } },
    body: {
      zh: [
        { h2: '挑战' },
        {
          p: '供水管网总长 5,000 公里，部分管龄超过 30 年。夜间最小流量分析依靠人工导表，疑似漏损发现滞后，检漏队伍疲于奔命。',
        },
        { h2: '方案' },
        {
          p: 'zAIoT 以 15 秒粒度采集压力和流量数据，按独立计量区计算夜间最小流量与压力波动，结合历史维修记录对疑似漏点排序，每天生成检漏优先级清单。',
        },
        { h2: '成效' },
        {
          p: '一年内漏损水量下降 26%，检漏命中率由 35% 提升到 68%。',
        },
      ],
      en: [
        { h2: 'Challenge' },
        {
          p: 'The network runs 5,000 km, some of it more than 30 years old. Night-flow analysis meant exporting spreadsheets by hand, so suspected leaks were found late and survey crews were stretched thin.',
        },
        { h2: 'Approach' },
        {
          p: 'zAIoT samples pressure and flow every 15 seconds, computes minimum night flow and pressure swings for each metered district, and ranks suspected leak points against repair history, producing a prioritised survey list every morning.',
        },
        { h2: 'Outcome' },
        {
          p: 'Water loss fell by 26% within a year, and the survey hit rate rose from 35% to 68%.',
        },
      ],
    },
    publishedAt: '2023-12-12',
    featured: false,
  },
  {
    title: {
      zh: '运营商基站动力环境监控数据平台',
      en: 'Power and environment monitoring for a carrier’s base stations',
    },
    customer: {
      zh: '某运营商省级分公司网络部',
      en: 'The network department of a carrier’s provincial branch',
    },
    product: 4,
    industry: 5,
    summary: {
      zh: '3 万个基站的电源、电池和温湿度数据接入 zAIoT，告警端到端延迟低于 10 秒。',
      en: 'Power, battery and climate data from 30,000 base stations flows into zAIoT, with end-to-end alert latency under ten seconds.',
    },
    result: { value: '< 10 s', label: { zh: '告警端到端延迟', en: 'end-to-end alert latency' } },
    body: {
      zh: [
        { h2: '背景' },
        {
          p: '基站停电后，蓄电池能支撑的时间决定了是否需要派发电车。原动环系统告警延迟达数分钟，且无法预测电池剩余时长。',
        },
        { h2: '方案' },
        {
          p: 'zAIoT 以流式计算处理市电中断、电池放电等事件，10 秒内推送到调度平台；根据每组电池的历史放电曲线估算剩余供电时长，帮助调度人员决定发电优先级。',
        },
        {
          ul: ['接入测点 90 万个', '电池剩余时长估算误差在 15% 以内', '退服基站数量同比下降 22%'],
        },
      ],
      en: [
        { h2: 'Background' },
        {
          p: 'When mains power fails, battery runtime decides whether a generator truck must be sent. The old monitoring system took minutes to alert and could not predict how long batteries would last.',
        },
        { h2: 'Approach' },
        {
          p: 'zAIoT processes mains-failure and battery-discharge events as streams and pushes them to the dispatch platform within ten seconds. It estimates remaining runtime from each battery string’s discharge history, so dispatchers know which sites need a generator first.',
        },
        {
          ul: [
            '900,000 monitoring points connected',
            'Runtime estimates within 15% of actual',
            'Sites going off air down 22% year on year',
          ],
        },
      ],
    },
    publishedAt: '2022-10-25',
    featured: false,
  },
  {
    title: {
      zh: '证券公司集中交易清算系统数据库升级',
      en: 'Upgrading the clearing database behind a brokerage’s central trading system',
    },
    customer: { zh: '某中型综合类证券公司', en: 'A mid-sized full-service securities firm' },
    product: 1,
    industry: 1,
    summary: {
      zh: '日终清算系统迁移至 MogDB，清算时长缩短 52%，为夜市委托和盘后业务留出时间窗口。',
      en: 'Moving end-of-day clearing to MogDB cut clearing time by 52%, freeing time for after-hours orders and post-close services.',
    },
    result: { value: '52%', label: { zh: '日终清算时长缩短', en: 'shorter end-of-day clearing' } },
    body: {
      zh: [
        { h2: '挑战' },
        {
          p: '清算流程包括成交回报导入、资金与股份交收、费用计算和对账，原系统在行情活跃日需要近 3 小时，挤占了夜间批量与次日准备的时间。',
        },
        { h2: '方案' },
        {
          p: '清算数据按交易日分区，资金与股份交收改为按客户分组并行；利用 MogDB 的批量写入与并行查询能力重写关键步骤。同城部署同步备机，异地部署异步备机，完善数据库容灾方案并每半年演练一次。',
        },
        { h2: '成效' },
        {
          p: '高峰日清算从 2 小时 50 分钟缩短到 1 小时 22 分钟，核心交易时段数据库 CPU 峰值下降 30%。',
        },
      ],
      en: [
        { h2: 'Challenge' },
        {
          p: 'Clearing covers trade confirmation import, cash and securities settlement, fee calculation and reconciliation. On busy days it took almost three hours, squeezing the overnight batch and next-day preparation.',
        },
        { h2: 'Approach' },
        {
          p: 'Clearing data is partitioned by trade date, and settlement runs in parallel by customer group. Key steps were rewritten around MogDB’s bulk loading and parallel query. A synchronous standby in the same city and an asynchronous one in a remote site complete the disaster recovery design, which is drilled twice a year.',
        },
        { h2: 'Outcome' },
        {
          p: 'Peak-day clearing dropped from 2 h 50 min to 1 h 22 min, and database CPU during trading hours peaks 30% lower.',
        },
      ],
    },
    publishedAt: '2025-04-16',
    featured: false,
  },
]
