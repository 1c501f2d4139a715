import type { L, SeedArticle } from './types'

const liWentao: L = { zh: '李文涛', en: 'Li Wentao' }
const zhouMin: L = { zh: '周敏', en: 'Zhou Min' }
const chenSiyuan: L = { zh: '陈思远', en: 'Chen Siyuan' }
const wangLei: L = { zh: '王磊', en: 'Wang Lei' }
const zhaoXueqing: L = { zh: '赵雪晴', en: 'Zhao Xueqing' }
const liuYiming: L = { zh: '刘一鸣', en: 'Liu Yiming' }
const sunHaoran: L = { zh: '孙浩然', en: 'Sun Haoran' }
const huangJiaqi: L = { zh: '黄佳琪', en: 'Huang Jiaqi' }
const zhengKai: L = { zh: '郑凯', en: 'Zheng Kai' }
const xuXiaotong: L = { zh: '许晓彤', en: 'Xu Xiaotong' }

/** Technology articles written by (invented) Enmotech engineers. */
export const articles: SeedArticle[] = [
  {
    title: {
      zh: '读懂执行计划：用 EXPLAIN ANALYZE 定位慢查询',
      en: 'Reading execution plans: finding slow queries with EXPLAIN ANALYZE',
    },
    summary: {
      zh: '估算行数与实际行数的差距，往往就是慢查询的根源。本文介绍如何逐层阅读执行计划。',
      en: 'The gap between estimated and actual rows is usually where a slow query starts. Here is how to read a plan node by node.',
    },
    author: liWentao,
    publishedAt: '2023-02-14',
    tags: ['sql', 'tuning', 'explain'],
    body: {
      zh: [
        { h2: '从最内层开始读' },
        {
          p: '执行计划是一棵树，数据从叶子节点向上流动。阅读时先找到耗时占比最大的节点，再比较它的 rows 估算值与 actual rows。相差一个数量级以上，说明优化器拿到了错误的统计信息或无法识别的过滤条件。',
        },
        { h2: '常见信号' },
        {
          ul: [
            'Nested Loop 外表实际行数远大于估算：连接方式选错',
            'Seq Scan 之后紧跟高过滤比例的 Filter：缺少合适的索引',
            'Sort 出现 external merge：work_mem 不足，排序溢出到磁盘',
          ],
        },
        { h2: '验证修正' },
        {
          p: '修正统计信息或改写条件后，再次执行 EXPLAIN ANALYZE 对比各节点耗时，而不只看总时间，避免问题被转移到别处。',
        },
      ],
      en: [
        { h2: 'Start from the innermost node' },
        {
          p: 'A plan is a tree, and rows flow from the leaves upward. Find the node that accounts for most of the time, then compare its estimated rows with actual rows. When they differ by an order of magnitude, the optimiser is working from bad statistics or a predicate it cannot estimate.',
        },
        { h2: 'Warning signs' },
        {
          ul: [
            'A nested loop whose outer side returns far more rows than estimated: wrong join method',
            'A sequential scan followed by a highly selective filter: a missing index',
            'A sort using external merge: work_mem too small, so the sort spills to disk',
          ],
        },
        { h2: 'Check the fix' },
        {
          p: 'After fixing statistics or rewriting the predicate, run EXPLAIN ANALYZE again and compare time per node, not just the total, so you do not simply move the problem elsewhere.',
        },
      ],
    },
  },
  {
    title: {
      zh: 'MVCC 与可见性判断：长事务为什么会拖垮系统',
      en: 'MVCC and visibility: why long transactions hurt everyone',
    },
    summary: {
      zh: '一个忘记提交的事务，会让整个实例的旧版本数据无法清理。',
      en: 'One forgotten open transaction can stop old row versions from being cleaned up across the whole instance.',
    },
    author: zhouMin,
    publishedAt: '2023-03-09',
    tags: ['mvcc', 'vacuum', 'internals'],
    body: {
      zh: [
        { h2: '多版本是怎么工作的' },
        {
          p: '在追加写（append）存储中，UPDATE 并不覆盖原行，而是写入新版本并标记旧版本的失效事务号。查询根据自己的快照判断每个版本是否可见，因此读写互不阻塞。',
        },
        { h2: '长事务的代价' },
        {
          p: '清理进程只能回收所有活跃快照都不再需要的旧版本。只要有一个事务持有很早的快照，所有表的死元组都会堆积，表和索引持续膨胀，查询扫描的页数随之上升。',
        },
        {
          ul: ['监控最老活跃事务的持续时间', '为应用连接设置空闲事务超时', '批处理拆分为小批次提交'],
        },
      ],
      en: [
        { h2: 'How multiversioning works' },
        {
          p: 'In an append-style store, UPDATE does not overwrite a row. It writes a new version and stamps the old one with the transaction that superseded it. Each query decides visibility from its own snapshot, so readers and writers never block each other.',
        },
        { h2: 'What a long transaction costs' },
        {
          p: 'Cleanup can only reclaim versions that no active snapshot still needs. A single transaction holding an old snapshot lets dead tuples pile up in every table, tables and indexes bloat, and every scan reads more pages.',
        },
        {
          ul: [
            'Monitor the age of the oldest active transaction',
            'Set an idle-in-transaction timeout for application connections',
            'Split batch jobs into small committed chunks',
          ],
        },
      ],
    },
  },
  {
    title: {
      zh: 'WAL 写放大与 full_page_writes 的取舍',
      en: 'WAL write amplification and the full_page_writes trade-off',
    },
    summary: {
      zh: '检查点后的首次页面修改会写入整页镜像，这是 WAL 量突增的常见原因。',
      en: 'The first change to a page after a checkpoint logs the whole page, a common reason for sudden WAL spikes.',
    },
    author: chenSiyuan,
    publishedAt: '2023-04-20',
    tags: ['wal', 'checkpoint', 'storage'],
    body: {
      zh: [
        { h2: '整页写的由来' },
        {
          p: '操作系统和磁盘的原子写单位通常小于数据库页。如果写页过程中掉电，页面可能一半新一半旧。为此，检查点之后每个页面的第一次修改会把整页写入 WAL，恢复时用它覆盖撕裂的页面。',
        },
        { h2: '降低写放大' },
        {
          ul: [
            '适当拉长检查点间隔，减少整页镜像次数',
            '开启 WAL 压缩，整页镜像通常可压缩 50% 以上',
            '仅在存储能保证原子页写入时才考虑关闭 full_page_writes',
          ],
        },
        {
          p: '拉长检查点间隔会延长崩溃恢复时间，需要结合 RTO 要求评估。',
        },
      ],
      en: [
        { h2: 'Why full pages are logged' },
        {
          p: 'Operating systems and disks usually write atomically in units smaller than a database page. Lose power mid-write and a page can be half old, half new. So the first change to each page after a checkpoint logs the entire page, which recovery uses to replace a torn page.',
        },
        { h2: 'Reducing the amplification' },
        {
          ul: [
            'Space checkpoints further apart so fewer full-page images are written',
            'Enable WAL compression; full-page images typically shrink by half or more',
            'Turn off full_page_writes only if the storage guarantees atomic page writes',
          ],
        },
        {
          p: 'Longer checkpoint intervals also mean longer crash recovery, so weigh them against your RTO.',
        },
      ],
    },
  },
  {
    title: {
      zh: '同城双中心与异地容灾：RPO 和 RTO 如何落地',
      en: 'Two local sites and a remote one: making RPO and RTO real',
    },
    summary: {
      zh: '把“零数据丢失”和“分钟级恢复”拆解成复制模式、仲裁和演练三个具体问题。',
      en: 'Turning “zero data loss” and “recovery in minutes” into three concrete questions: replication mode, quorum and drills.',
    },
    author: wangLei,
    publishedAt: '2023-06-01',
    tags: ['ha', 'dr', 'replication'],
    body: {
      zh: [
        { h2: '复制模式决定 RPO' },
        {
          p: '同城机房间往返延迟通常在 1 毫秒以内，适合同步复制，提交需等待至少一个备机确认，RPO 为 0。异地链路延迟高，一般采用异步复制，RPO 取决于日志传输积压，需要持续监控。',
        },
        { h2: '仲裁决定能否安全切换' },
        {
          p: '自动切换必须避免脑裂。推荐在第三个站点部署轻量仲裁节点，只有多数派确认原主库失联后才提升备机。',
        },
        { h2: '演练决定 RTO 是否可信' },
        {
          p: '未经演练的 RTO 只是估计。建议每季度做一次真实切换，记录检测、决策、切换和应用恢复四段耗时。',
        },
      ],
      en: [
        { h2: 'Replication mode sets the RPO' },
        {
          p: 'Round trips between sites in the same city are usually under a millisecond, which suits synchronous replication: commits wait for at least one standby, and RPO is zero. Remote links are slower, so they usually replicate asynchronously, and the RPO is whatever log backlog exists at the time. Watch it continuously.',
        },
        { h2: 'Quorum decides whether failover is safe' },
        {
          p: 'Automatic failover must never cause split brain. Place a lightweight arbiter in a third site, and promote a standby only when a majority agrees the primary is gone.',
        },
        { h2: 'Drills make the RTO believable' },
        {
          p: 'An RTO that has never been tested is a guess. Run a real switchover every quarter and time four phases: detection, decision, switchover and application recovery.',
        },
      ],
    },
  },
  {
    title: {
      zh: 'Oracle 迁移中的 PL/SQL 兼容：包、游标与异常处理',
      en: 'PL/SQL compatibility when leaving Oracle: packages, cursors and exceptions',
    },
    summary: {
      zh: '存储过程改写通常占迁移工作量的一半，本文列出最常见的差异点。',
      en: 'Rewriting stored code is often half the migration effort. These are the differences that come up most.',
    },
    author: sunHaoran,
    publishedAt: '2023-07-12',
    tags: ['oracle', 'migration', 'plsql'],
    body: {
      zh: [
        { h2: '包与包变量' },
        {
          p: 'MogDB 支持 PACKAGE 语法，但包变量的会话级生命周期需要重点验证，尤其是使用连接池时，前一个请求设置的包变量可能被下一个请求读到。',
        },
        { h2: '游标与异常' },
        {
          ul: [
            'REF CURSOR 返回结果集的调用方式在驱动层可能不同',
            'SQLCODE 取值与 Oracle 不完全一致，依赖具体错误号的逻辑要改写',
            'NO_DATA_FOUND 在 SELECT INTO 中的行为需逐一回归',
          ],
        },
        { h2: '建议做法' },
        {
          p: '先用自动转换工具处理语法差异，再针对包状态、异常分支和隐式类型转换编写单元测试，用 Oracle 上的输出作为基准比对。',
        },
      ],
      en: [
        { h2: 'Packages and package state' },
        {
          p: 'MogDB supports PACKAGE syntax, but check session-level package variables carefully. With a connection pool, a value set by one request can leak into the next.',
        },
        { h2: 'Cursors and exceptions' },
        {
          ul: [
            'Returning result sets through REF CURSOR may work differently at the driver level',
            'SQLCODE values do not always match Oracle, so logic keyed on specific error numbers needs rewriting',
            'Retest NO_DATA_FOUND behaviour in every SELECT INTO',
          ],
        },
        { h2: 'What works' },
        {
          p: 'Let an automatic converter handle syntax, then write unit tests for package state, exception paths and implicit type conversions, using Oracle’s output as the reference.',
        },
      ],
    },
  },
  {
    title: {
      zh: '分区表设计：范围、列表与哈希分区怎么选',
      en: 'Designing partitioned tables: range, list or hash?',
    },
    summary: {
      zh: '分区键应当来自最常见的过滤条件和数据生命周期，而不是数据量本身。',
      en: 'Pick the partition key from your most common filters and your data lifecycle, not from table size alone.',
    },
    author: zhaoXueqing,
    publishedAt: '2023-08-24',
    tags: ['partition', 'design', 'sql'],
    body: {
      zh: [
        { h2: '三种方式的适用场景' },
        {
          ul: [
            '范围分区：按时间增长、按时间归档的数据，如流水、日志',
            '列表分区：取值有限且查询常按其过滤，如省份、渠道',
            '哈希分区：没有自然的范围，但需要打散写入热点',
          ],
        },
        { h2: '容易踩的坑' },
        {
          p: '查询条件不带分区键时，所有分区都会被扫描，分区反而变慢。全局索引在删除分区时需要重建或维护，应优先使用本地索引。分区数也不宜过多，单表上千个分区会显著增加计划生成时间。',
        },
      ],
      en: [
        { h2: 'When to use each' },
        {
          ul: [
            'Range: data that grows and ages by time, such as transactions and logs',
            'List: a small set of values that queries filter on, such as region or channel',
            'Hash: no natural range, but writes need spreading to avoid hot spots',
          ],
        },
        { h2: 'Common traps' },
        {
          p: 'Queries without the partition key scan every partition and end up slower than before. Global indexes need rebuilding or maintenance when partitions are dropped, so prefer local indexes. And keep the count sensible: thousands of partitions on one table noticeably slow down planning.',
        },
      ],
    },
  },
  {
    title: {
      zh: '数据库可观测性：指标、等待事件与会话采样',
      en: 'Database observability: metrics, wait events and session sampling',
    },
    summary: {
      zh: '只看 CPU 和 QPS 无法回答“慢在哪里”，等待事件与活动会话采样才能。',
      en: 'CPU and QPS cannot tell you where the time goes. Wait events and active-session sampling can.',
    },
    author: liuYiming,
    publishedAt: '2023-10-10',
    tags: ['observability', 'monitoring', 'waits'],
    body: {
      zh: [
        { h2: '三类数据' },
        {
          p: '指标回答“系统整体怎样”，等待事件回答“时间花在哪里”，会话采样回答“是谁在等”。三者结合，才能从一次性能抖动定位到具体的 SQL 和资源。',
        },
        { h2: '落地建议' },
        {
          ul: [
            '每秒采样活动会话，保存 SQL ID、等待事件和阻塞者',
            '按等待类别（IO、锁、网络、CPU）汇总，形成时间分布图',
            '指标与采样数据使用同一时间轴，方便叠加分析',
          ],
        },
      ],
      en: [
        { h2: 'Three kinds of data' },
        {
          p: 'Metrics say how the system is doing overall, wait events say where the time went, and session samples say who was waiting. Put together, they take you from a performance blip to the specific statement and resource behind it.',
        },
        { h2: 'In practice' },
        {
          ul: [
            'Sample active sessions every second, keeping SQL ID, wait event and blocker',
            'Aggregate by wait class (I/O, lock, network, CPU) into a time breakdown',
            'Put metrics and samples on the same time axis so they can be overlaid',
          ],
        },
      ],
    },
  },
  {
    title: {
      zh: '基于基线的异常检测在数据库运维中的实践',
      en: 'Baseline anomaly detection for database operations',
    },
    summary: {
      zh: '固定阈值在业务有明显周期时几乎必然误报，动态基线是更合适的起点。',
      en: 'Fixed thresholds misfire whenever load follows a cycle. A dynamic baseline is a better starting point.',
    },
    author: huangJiaqi,
    publishedAt: '2023-12-05',
    tags: ['aiops', 'anomaly', 'alerting'],
    body: {
      zh: [
        { h2: '为什么固定阈值不好用' },
        {
          p: '银行系统白天交易高、夜间批处理高，同一个 CPU 80% 在不同时段含义完全不同。固定阈值要么设得太低天天误报，要么设得太高漏掉真问题。',
        },
        { h2: '基线怎么建' },
        {
          p: '以周为周期，对每个指标按“星期几 + 时刻”计算历史分位数，得到正常区间；再要求偏离持续若干个采样点才告警，过滤瞬时尖刺。节假日和月末等特殊日期单独建模。',
        },
        { h2: '效果' },
        {
          p: '在我们运维的环境中，启用基线告警后无效告警平均减少 80% 以上，而漏报没有增加。',
        },
      ],
      en: [
        { h2: 'Why fixed thresholds fail' },
        {
          p: 'A bank processes transactions by day and batches by night, so 80% CPU means different things at different hours. Set the threshold low and it fires daily; set it high and it misses real trouble.',
        },
        { h2: 'Building a baseline' },
        {
          p: 'Use a weekly cycle and compute historical percentiles for each metric by weekday and time of day to get a normal band. Require a deviation to persist across several samples before alerting, which filters out spikes. Model holidays and month-ends separately.',
        },
        { h2: 'Results' },
        {
          p: 'Across the estates we operate, baseline alerting cut false alerts by more than 80% on average with no increase in missed incidents.',
        },
      ],
    },
  },
  {
    title: {
      zh: '在关系数据库里做向量检索：索引选择与召回率',
      en: 'Vector search inside a relational database: indexes and recall',
    },
    summary: {
      zh: 'HNSW 与 IVF 各有所长，关键参数直接决定召回率与延迟的平衡。',
      en: 'HNSW and IVF each have their place, and a few parameters decide the balance between recall and latency.',
    },
    author: chenSiyuan,
    publishedAt: '2024-02-27',
    tags: ['vector', 'ai', 'index'],
    body: {
      zh: [
        { h2: '两类索引' },
        {
          p: 'HNSW 构建多层近邻图，查询延迟低、召回率高，但构建慢、内存占用大。IVF 先聚类再在若干簇中搜索，构建快、占用小，召回率依赖探测的簇数量。',
        },
        { h2: '调参要点' },
        {
          ul: [
            'HNSW 的 ef_search 越大召回越高，延迟随之上升',
            'IVF 的簇数量建议取数据量的平方根量级，probes 按召回要求调整',
            '带过滤条件的检索要关注过滤后候选不足的问题',
          ],
        },
        { h2: '何时放在数据库里' },
        {
          p: '当向量需要与业务数据一起做权限过滤、事务更新和联表查询时，放在关系数据库中能省去双写与一致性维护。',
        },
      ],
      en: [
        { h2: 'Two index families' },
        {
          p: 'HNSW builds a layered neighbour graph: low latency and high recall, but slow to build and memory-hungry. IVF clusters the vectors first and searches a few clusters: quick to build and compact, with recall that depends on how many clusters are probed.',
        },
        { h2: 'Tuning' },
        {
          ul: [
            'Raising HNSW’s ef_search improves recall at the cost of latency',
            'For IVF, start with a cluster count around the square root of the row count and set probes to meet your recall target',
            'With filters, watch for too few candidates surviving the filter',
          ],
        },
        { h2: 'When it belongs in the database' },
        {
          p: 'If vectors need the same access control, transactional updates and joins as your business data, keeping them in the relational database removes dual writes and consistency headaches.',
        },
      ],
    },
  },
  {
    title: {
      zh: '统计信息过期导致的计划劣化与应对',
      en: 'When stale statistics break a good plan',
    },
    summary: {
      zh: '月初新分区、批量导入之后，是执行计划突然变差的高发时刻。',
      en: 'New monthly partitions and bulk loads are the classic moments for a plan to go bad overnight.',
    },
    author: liWentao,
    publishedAt: '2024-03-19',
    tags: ['stats', 'tuning', 'optimizer'],
    body: {
      zh: [
        { h2: '典型场景' },
        {
          p: '月初新建分区时统计信息为空或极小，优化器估算只有几行，选择嵌套循环；随着当天数据增长到百万行，查询耗时从毫秒变为分钟。',
        },
        { h2: '应对方法' },
        {
          ul: [
            '批量导入结束后立即对目标表执行 ANALYZE',
            '为新分区复制上一分区的统计信息作为初始值',
            '对关键 SQL 做计划基线管理，计划变化时告警',
          ],
        },
      ],
      en: [
        { h2: 'A typical case' },
        {
          p: 'On the first of the month a new partition has empty or tiny statistics. The optimiser expects a handful of rows and picks a nested loop; by afternoon the partition holds a million rows and the query has gone from milliseconds to minutes.',
        },
        { h2: 'What to do' },
        {
          ul: [
            'Run ANALYZE on the target table as soon as a bulk load finishes',
            'Seed a new partition with the previous partition’s statistics',
            'Keep plan baselines for critical SQL and alert when a plan changes',
          ],
        },
      ],
    },
  },
  {
    title: {
      zh: '连接池选型与 max_connections 的设置',
      en: 'Connection pooling and how to set max_connections',
    },
    summary: {
      zh: '连接数并非越大越好，过多的活跃连接会让吞吐下降、延迟上升。',
      en: 'More connections is not better. Too many active sessions lower throughput and raise latency.',
    },
    author: zhengKai,
    publishedAt: '2024-04-16',
    tags: ['pool', 'connections', 'tuning'],
    body: {
      zh: [
        { h2: '为什么要限制连接数' },
        {
          p: '每个连接都占用独立的内存与调度开销。活跃连接超过 CPU 核数的数倍后，上下文切换和锁竞争会让整体吞吐下降。',
        },
        { h2: '推荐做法' },
        {
          p: '在应用与数据库之间使用连接池，把数据库侧活跃连接控制在 CPU 核数的 2 到 4 倍；max_connections 留出运维和复制所需余量。应用侧的池大小乘以实例数，不应超过数据库上限。',
        },
      ],
      en: [
        { h2: 'Why cap connections' },
        {
          p: 'Every connection carries its own memory and scheduling overhead. Once active sessions reach several times the number of CPU cores, context switches and lock contention drag total throughput down.',
        },
        { h2: 'What we recommend' },
        {
          p: 'Put a pool between application and database and keep active database sessions at two to four times the core count. Leave headroom in max_connections for administration and replication, and make sure pool size times application instances stays below that limit.',
        },
      ],
    },
  },
  {
    title: {
      zh: '用逻辑复制实现在线迁移',
      en: 'Online migration with logical replication',
    },
    summary: {
      zh: '全量加增量的迁移方式，核心在于确定一致的起始位点。',
      en: 'Full load plus change capture works only if you pin down a consistent starting point.',
    },
    author: sunHaoran,
    publishedAt: '2024-05-28',
    tags: ['replication', 'migration', 'cdc'],
    body: {
      zh: [
        { h2: '一致起点' },
        {
          p: '全量导出必须基于一个一致性快照，并记录该快照对应的日志位点。增量同步从这个位点开始回放，才能保证不丢不重。',
        },
        { h2: '需要处理的问题' },
        {
          ul: [
            '无主键表无法准确定位更新行，迁移前应补充主键或唯一键',
            'DDL 变更需在同步期间冻结或单独处理',
            '大事务会导致同步延迟突增，需提前拆分',
          ],
        },
        { h2: '切换' },
        {
          p: '停止源端写入，等待延迟归零并完成校验后切换。保留反向同步通道，一旦出现问题可快速回退。',
        },
      ],
      en: [
        { h2: 'A consistent starting point' },
        {
          p: 'The full export must come from one consistent snapshot, and you must record the log position that snapshot corresponds to. Incremental replay starts from exactly that position, so nothing is lost or applied twice.',
        },
        { h2: 'Things to sort out' },
        {
          ul: [
            'Tables without a primary key cannot reliably locate updated rows; add a primary or unique key first',
            'Freeze DDL during the sync or handle it separately',
            'Large transactions cause sudden lag; split them beforehand',
          ],
        },
        { h2: 'Cutover' },
        {
          p: 'Stop writes on the source, wait for lag to reach zero, verify, then switch. Keep a reverse channel open so you can roll back quickly if something goes wrong.',
        },
      ],
    },
  },
  {
    title: {
      zh: '备份恢复：物理备份、增量备份与 PITR 演练',
      en: 'Backup and recovery: physical, incremental and PITR drills',
    },
    summary: {
      zh: '没有恢复演练的备份，不能算作可用的备份。',
      en: 'A backup you have never restored is not a backup you can count on.',
    },
    author: wangLei,
    publishedAt: '2024-06-25',
    tags: ['backup', 'pitr', 'recovery'],
    body: {
      zh: [
        { h2: '策略组合' },
        {
          p: '常见组合是每周一次全量物理备份、每天一次增量备份，并持续归档 WAL。恢复时先还原全量，再应用增量，最后回放 WAL 到指定时间点。',
        },
        { h2: '演练内容' },
        {
          ul: [
            '每月在隔离环境恢复一次，记录恢复耗时',
            '随机挑选时间点做 PITR，验证归档连续性',
            '校验恢复后关键表的行数与业务指标',
          ],
        },
      ],
      en: [
        { h2: 'A sensible mix' },
        {
          p: 'A common pattern is a weekly full physical backup, daily incrementals and continuous WAL archiving. To recover, restore the full backup, apply incrementals, then replay WAL up to the point in time you need.',
        },
        { h2: 'What to drill' },
        {
          ul: [
            'Restore once a month in an isolated environment and time it',
            'Recover to a randomly chosen point in time to prove the archive is unbroken',
            'Check row counts and business figures in key tables after the restore',
          ],
        },
      ],
    },
  },
  {
    title: {
      zh: '时序数据压缩：Delta-of-Delta、XOR 与字典编码',
      en: 'Compressing time series: delta-of-delta, XOR and dictionary encoding',
    },
    summary: {
      zh: '针对时间戳、浮点数和状态值分别选用编码，是 10:1 以上压缩比的来源。',
      en: 'Choosing a separate encoding for timestamps, floats and status values is how you get beyond 10:1.',
    },
    author: huangJiaqi,
    publishedAt: '2024-07-30',
    tags: ['timeseries', 'iot', 'compression'],
    body: {
      zh: [
        { h2: '时间戳' },
        {
          p: '传感器通常按固定间隔采样，相邻时间戳的差值几乎不变。Delta-of-Delta 编码后，绝大多数值为 0，只需 1 个比特。',
        },
        { h2: '数值与状态' },
        {
          ul: [
            '缓慢变化的浮点数与前值做 XOR，前导零与尾随零可省略',
            '开关量与枚举状态使用字典编码加游程编码',
            '对可接受精度损失的测点，可先按量程量化再编码',
          ],
        },
      ],
      en: [
        { h2: 'Timestamps' },
        {
          p: 'Sensors usually sample at a fixed interval, so the gap between timestamps barely changes. With delta-of-delta encoding most values become zero and take a single bit.',
        },
        { h2: 'Values and states' },
        {
          ul: [
            'XOR slowly changing floats with the previous value and drop the leading and trailing zeros',
            'Use dictionary plus run-length encoding for on/off and enumerated states',
            'Where some precision loss is acceptable, quantise to the sensor’s range before encoding',
          ],
        },
      ],
    },
  },
  {
    title: {
      zh: '在 Kubernetes 上运行有状态数据库的要点',
      en: 'Running stateful databases on Kubernetes',
    },
    summary: {
      zh: '容器化数据库可行，但存储、调度和故障切换必须单独设计。',
      en: 'Databases can run in containers, but storage, scheduling and failover each need their own design.',
    },
    author: zhengKai,
    publishedAt: '2024-08-27',
    tags: ['kubernetes', 'cloud', 'ha'],
    body: {
      zh: [
        { h2: '存储' },
        {
          p: '优先使用本地 NVMe 或低延迟块存储，避免网络文件系统。PVC 与 Pod 的绑定关系决定了节点故障后能否在别处重建。',
        },
        { h2: '调度与切换' },
        {
          ul: [
            '主备 Pod 设置反亲和，分布到不同节点与机架',
            '为数据库 Pod 设置 Guaranteed QoS，避免被驱逐',
            '由数据库自身的高可用组件负责选主，Kubernetes 只负责拉起进程',
          ],
        },
      ],
      en: [
        { h2: 'Storage' },
        {
          p: 'Prefer local NVMe or low-latency block storage, and avoid network file systems. How PVCs bind to pods decides whether a database can be rebuilt elsewhere when a node dies.',
        },
        { h2: 'Scheduling and failover' },
        {
          ul: [
            'Use anti-affinity so primary and standby pods land on different nodes and racks',
            'Give database pods Guaranteed QoS so they are not evicted',
            'Let the database’s own HA component elect the primary; Kubernetes just restarts processes',
          ],
        },
      ],
    },
  },
  {
    title: {
      zh: '让索引失效的几种常见写法',
      en: 'Common ways to make an index useless',
    },
    summary: {
      zh: '索引存在却没有被使用，原因大多出在 SQL 写法上。',
      en: 'When an index exists but is ignored, the SQL itself is usually to blame.',
    },
    author: xuXiaotong,
    publishedAt: '2024-09-24',
    tags: ['index', 'sql', 'tuning'],
    body: {
      zh: [
        { h2: '常见写法' },
        {
          ul: [
            '在索引列上使用函数，如 WHERE to_char(created_at, ...) = ...',
            '隐式类型转换，如字符串列与数字比较',
            'LIKE 以通配符开头',
            '组合索引跳过了前导列',
            'OR 连接不同列的条件',
          ],
        },
        { h2: '改写思路' },
        {
          p: '把函数移到常量一侧，将日期条件改写为范围查询；统一绑定变量类型；需要函数时建立函数索引；OR 条件可拆成 UNION ALL。',
        },
      ],
      en: [
        { h2: 'The usual suspects' },
        {
          ul: [
            'Wrapping the indexed column in a function, e.g. WHERE to_char(created_at, ...) = ...',
            'Implicit casts, such as comparing a text column with a number',
            'LIKE patterns that start with a wildcard',
            'Skipping the leading column of a composite index',
            'OR across conditions on different columns',
          ],
        },
        { h2: 'How to rewrite' },
        {
          p: 'Move the function to the constant side and turn date conditions into ranges; keep bind variable types consistent; create an expression index when you really need the function; split OR conditions into UNION ALL.',
        },
      ],
    },
  },
  {
    title: {
      zh: '锁等待与死锁排查实战',
      en: 'Tracking down lock waits and deadlocks',
    },
    summary: {
      zh: '找到阻塞链的源头，比终止等待中的会话更重要。',
      en: 'Finding the head of the blocking chain matters more than killing the sessions stuck behind it.',
    },
    author: zhouMin,
    publishedAt: '2024-10-22',
    tags: ['locks', 'deadlock', 'troubleshooting'],
    body: {
      zh: [
        { h2: '还原阻塞链' },
        {
          p: '从锁视图中找出持有锁却未等待的会话，它就是阻塞链源头。源头常常是一个空闲但未提交的事务，例如应用在事务中调用了外部接口。',
        },
        { h2: '死锁的预防' },
        {
          ul: [
            '多表更新按固定顺序访问',
            '批量更新按主键排序后执行',
            '缩短事务，避免在事务中等待用户输入或远程调用',
          ],
        },
      ],
      en: [
        { h2: 'Rebuild the chain' },
        {
          p: 'In the lock views, look for the session that holds locks but is not waiting itself: that is the head of the chain. It is often an idle, uncommitted transaction, such as an application calling an external service mid-transaction.',
        },
        { h2: 'Preventing deadlocks' },
        {
          ul: [
            'Touch tables in a fixed order when updating several',
            'Sort batch updates by primary key',
            'Keep transactions short; never wait on a user or a remote call inside one',
          ],
        },
      ],
    },
  },
  {
    title: {
      zh: '慢 SQL 治理：从采集、分级到闭环',
      en: 'Managing slow SQL: capture, triage and follow-through',
    },
    summary: {
      zh: '慢 SQL 治理是流程问题，工具只是其中一环。',
      en: 'Slow SQL is a process problem; tools are only one part of the answer.',
    },
    author: liuYiming,
    publishedAt: '2024-11-19',
    tags: ['sql', 'process', 'governance'],
    body: {
      zh: [
        { h2: '采集与归一' },
        {
          p: '按 SQL 指纹归并，统计执行次数、总耗时和平均耗时。总耗时排名比单次耗时更能反映对系统的影响。',
        },
        { h2: '分级与闭环' },
        {
          p: '按影响程度分为紧急、重要和一般三级，分别设定处理时限；每条慢 SQL 对应责任人，优化后用上线前后的数据验证效果，并在上线评审中加入 SQL 审核，防止同类问题再次出现。',
        },
      ],
      en: [
        { h2: 'Capture and normalise' },
        {
          p: 'Group statements by fingerprint and track executions, total time and average time. Ranking by total time says more about system impact than the slowest single run.',
        },
        { h2: 'Triage and close the loop' },
        {
          p: 'Rank issues as urgent, important or routine, each with a deadline. Give every slow statement an owner, prove the fix with before-and-after data, and add SQL review to release approval so the same pattern does not come back.',
        },
      ],
    },
  },
  {
    title: {
      zh: '存储 IO 延迟如何影响数据库，又该如何测量',
      en: 'How storage latency affects a database, and how to measure it',
    },
    summary: {
      zh: '数据库对 WAL 写延迟最敏感，测量时要区分顺序写与随机读。',
      en: 'Databases are most sensitive to WAL write latency; measure sequential writes and random reads separately.',
    },
    author: chenSiyuan,
    publishedAt: '2025-01-14',
    tags: ['storage', 'io', 'performance'],
    body: {
      zh: [
        { h2: '最敏感的路径' },
        {
          p: '每次提交都要等待 WAL 落盘，因此小块顺序同步写的延迟直接决定事务响应时间。数据文件的随机读延迟则影响缓存未命中时的查询性能。',
        },
        { h2: '测量方法' },
        {
          ul: [
            '用 fio 以 8K、fsync 方式测试 WAL 所在卷的写延迟',
            '关注 P99 与 P999，而不仅是平均值',
            '在业务高峰期对比数据库等待事件中的 IO 耗时',
          ],
        },
      ],
      en: [
        { h2: 'The sensitive path' },
        {
          p: 'Every commit waits for WAL to reach disk, so the latency of small synchronous sequential writes sets transaction response time. Random read latency on data files matters when a query misses the cache.',
        },
        { h2: 'How to measure' },
        {
          ul: [
            'Test the WAL volume with fio using 8K writes and fsync',
            'Look at P99 and P99.9, not just the mean',
            'Compare with I/O time in the database’s wait events at peak load',
          ],
        },
      ],
    },
  },
  {
    title: {
      zh: '数据库安全基线：账号、审计与透明加密',
      en: 'A database security baseline: accounts, auditing and encryption at rest',
    },
    summary: {
      zh: '大部分安全事件源于配置疏忽，一份可执行的基线清单比复杂方案更有效。',
      en: 'Most incidents come from configuration slips. A checklist you can enforce beats an elaborate design.',
    },
    author: xuXiaotong,
    publishedAt: '2025-02-25',
    tags: ['security', 'audit', 'tde'],
    body: {
      zh: [
        { h2: '账号与权限' },
        {
          ul: [
            '应用账号不授予 DDL 与超级用户权限',
            '按三权分立设置系统管理员、安全管理员与审计管理员',
            '密码复杂度与失败锁定策略强制开启',
          ],
        },
        { h2: '审计与加密' },
        {
          p: '对登录、权限变更和敏感表访问开启审计，审计日志集中存放并防篡改。对含个人信息的表空间启用透明数据加密，密钥交由独立的密钥管理服务保管。',
        },
      ],
      en: [
        { h2: 'Accounts and privileges' },
        {
          ul: [
            'No DDL or superuser rights for application accounts',
            'Separate system, security and audit administrator roles',
            'Enforce password complexity and lockout after failed attempts',
          ],
        },
        { h2: 'Auditing and encryption' },
        {
          p: 'Audit logins, privilege changes and access to sensitive tables, and ship audit logs to tamper-evident central storage. Encrypt tablespaces holding personal data with transparent data encryption, with keys held by a separate key management service.',
        },
      ],
    },
  },
  {
    title: {
      zh: '迁移前评估：如何估算改造工作量',
      en: 'Before you migrate: estimating the conversion effort',
    },
    summary: {
      zh: '以对象数量和复杂度为基础，结合 SQL 采样，估算误差可以控制在 20% 以内。',
      en: 'Start from object counts and complexity, add SQL sampling, and estimates land within about 20%.',
    },
    author: sunHaoran,
    publishedAt: '2025-03-25',
    tags: ['migration', 'assessment', 'oracle'],
    body: {
      zh: [
        { h2: '评估什么' },
        {
          ul: [
            '存储过程、函数、包、触发器的数量与代码行数',
            '使用的专有特性，如层次查询、高级队列、数据库链接',
            '应用侧 SQL：通过一周的 SQL 采样识别不兼容写法',
          ],
        },
        { h2: '如何估算' },
        {
          p: '对每类对象先由工具自动转换，统计失败比例；再按历史项目的人天系数折算。不要忽略性能回归与数据校验，它们通常占总工作量的三分之一。',
        },
      ],
      en: [
        { h2: 'What to assess' },
        {
          ul: [
            'Counts and line totals for procedures, functions, packages and triggers',
            'Proprietary features in use, such as hierarchical queries, advanced queuing and database links',
            'Application SQL, captured over a week of sampling to find incompatible patterns',
          ],
        },
        { h2: 'How to estimate' },
        {
          p: 'Run each object type through automatic conversion and record the failure rate, then apply person-day factors from past projects. Do not forget performance regression testing and data verification, which usually take a third of the total effort.',
        },
      ],
    },
  },
  {
    title: {
      zh: '内存参数调优：shared_buffers 与 work_mem',
      en: 'Tuning memory: shared_buffers and work_mem',
    },
    summary: {
      zh: '共享缓存与会话级内存需要一起规划，否则容易在高并发时触发 OOM。',
      en: 'Plan shared cache and per-session memory together, or high concurrency will end in an out-of-memory kill.',
    },
    author: liWentao,
    publishedAt: '2025-04-22',
    tags: ['memory', 'tuning', 'config'],
    body: {
      zh: [
        { h2: '共享缓存' },
        {
          p: 'shared_buffers 一般设置为物理内存的 25% 到 40%。观察缓存命中率与脏页刷写频率，再逐步调整，而不是一次设到最大。',
        },
        { h2: '会话级内存' },
        {
          p: 'work_mem 按每个排序或哈希操作分配，一条复杂 SQL 可能同时使用多份。估算最坏情况：活跃连接数 × 每条 SQL 的操作数 × work_mem，必须小于剩余内存。报表类会话可单独调高。',
        },
      ],
      en: [
        { h2: 'Shared cache' },
        {
          p: 'shared_buffers usually sits at 25% to 40% of physical memory. Watch the hit ratio and how often dirty pages are flushed, and adjust in steps rather than jumping to the maximum.',
        },
        { h2: 'Per-session memory' },
        {
          p: 'work_mem is allocated per sort or hash operation, and one complex query may use several at once. Work out the worst case (active sessions × operations per query × work_mem) and keep it below the memory that is left. Raise it only for reporting sessions.',
        },
      ],
    },
  },
  {
    title: {
      zh: '用历史趋势做容量规划',
      en: 'Capacity planning from historical trends',
    },
    summary: {
      zh: '存储增长往往呈线性，CPU 则受业务周期影响，两者要用不同方法预测。',
      en: 'Storage tends to grow linearly while CPU follows business cycles, so forecast them differently.',
    },
    author: huangJiaqi,
    publishedAt: '2025-06-17',
    tags: ['capacity', 'aiops', 'forecast'],
    body: {
      zh: [
        { h2: '存储' },
        {
          p: '以至少 6 个月的日增量做线性回归，叠加已知的业务事件，如新渠道上线、历史数据归档，预测空间耗尽日期，并提前 90 天触发扩容流程。',
        },
        { h2: 'CPU 与 IO' },
        {
          p: '使用带季节性的时间序列模型预测峰值，关注每月、每年的高峰日。容量目标应以峰值日的 P95 利用率不超过 70% 为准，为突发流量和故障切换留出余量。',
        },
      ],
      en: [
        { h2: 'Storage' },
        {
          p: 'Fit a linear trend to at least six months of daily growth, add known business events such as a new channel or an archive run, predict when space runs out, and start expansion 90 days ahead.',
        },
        { h2: 'CPU and I/O' },
        {
          p: 'Forecast peaks with a seasonal time-series model, paying attention to monthly and yearly peak days. Size for a P95 utilisation of no more than 70% on the busiest day, leaving room for bursts and failover.',
        },
      ],
    },
  },
  {
    title: {
      zh: '大表在线 DDL 的风险与替代方案',
      en: 'Online DDL on large tables: risks and alternatives',
    },
    summary: {
      zh: '一条 ALTER TABLE 可能持有排他锁数小时，变更前必须确认它是否需要重写表。',
      en: 'A single ALTER TABLE can hold an exclusive lock for hours. Check whether it rewrites the table before you run it.',
    },
    author: zhaoXueqing,
    publishedAt: '2025-08-12',
    tags: ['ddl', 'schema', 'operations'],
    body: {
      zh: [
        { h2: '哪些操作危险' },
        {
          ul: ['修改列类型，通常需要重写全表', '添加带非常量默认值的列', '在大表上非并发地创建索引'],
        },
        { h2: '替代方案' },
        {
          p: '索引使用并发创建方式；类型变更采用新增列、后台分批回填、切换读写、删除旧列的四步法；对必须锁表的变更，先设置锁等待超时，避免长时间排队阻塞后续业务请求。',
        },
      ],
      en: [
        { h2: 'Risky operations' },
        {
          ul: [
            'Changing a column’s type, which usually rewrites the whole table',
            'Adding a column with a non-constant default',
            'Building an index on a large table without the concurrent option',
          ],
        },
        { h2: 'Alternatives' },
        {
          p: 'Build indexes concurrently. Change types in four steps: add a new column, backfill in batches, switch reads and writes, drop the old column. For changes that must lock the table, set a lock timeout first so the DDL does not sit in the queue blocking every request behind it.',
        },
      ],
    },
  },
]
