import type { SeedJob } from './types'

const fullTime = { zh: '全职', en: 'Full-time' }

/** Open positions. */
export const jobs: SeedJob[] = [
  {
    title: { zh: '数据库内核开发工程师', en: 'Database Kernel Engineer' },
    department: { zh: 'MogDB 内核研发部', en: 'MogDB Kernel R&D' },
    location: { zh: '北京 / 成都', en: 'Beijing / Chengdu' },
    employmentType: fullTime,
    headcount: 4,
    responsibilities: {
      zh: [
        '负责 MogDB 存储引擎、事务或优化器模块的设计与开发',
        '分析客户生产环境中的性能与稳定性问题，提出内核层面的改进',
        '编写设计文档与测试用例，参与代码评审',
      ],
      en: [
        'Design and build parts of MogDB’s storage engine, transaction manager or optimiser',
        'Investigate performance and stability issues from customer production systems and fix them in the kernel',
        'Write design documents and tests, and review code',
      ],
    },
    requirements: {
      zh: [
        '计算机相关专业本科及以上学历，3 年以上 C/C++ 开发经验',
        '熟悉数据库原理，阅读过 PostgreSQL 或同类数据库源码者优先',
        '熟悉 Linux 下的调试与性能分析工具，如 gdb、perf',
      ],
      en: [
        'Degree in computer science or a related field, with 3+ years of C/C++',
        'Solid grasp of database internals; experience with the PostgreSQL codebase or similar is a plus',
        'Comfortable with Linux debugging and profiling tools such as gdb and perf',
      ],
    },
    publishedAt: '2025-06-03',
  },
  {
    title: { zh: '高级数据库运维工程师（DBA）', en: 'Senior Database Administrator' },
    department: { zh: '运维服务中心', en: 'Managed Services Centre' },
    location: { zh: '上海', en: 'Shanghai' },
    employmentType: fullTime,
    headcount: 3,
    responsibilities: {
      zh: [
        '负责金融客户 Oracle 与 MogDB 数据库的日常运维、巡检与变更',
        '处理性能问题与故障，编写分析报告',
        '参与迁移项目的方案设计、割接与保障',
      ],
      en: [
        'Run Oracle and MogDB databases for financial customers: routine operations, health checks and changes',
        'Resolve performance problems and incidents, and write up the analysis',
        'Help design, cut over and support migration projects',
      ],
    },
    requirements: {
      zh: [
        '5 年以上 Oracle 或 PostgreSQL 系数据库运维经验',
        '熟悉高可用架构、备份恢复与 SQL 调优',
        '能够接受节假日保障与夜间变更安排',
      ],
      en: [
        '5+ years administering Oracle or PostgreSQL-family databases',
        'Hands-on with high-availability designs, backup and recovery, and SQL tuning',
        'Willing to cover holiday support and overnight change windows',
      ],
    },
    publishedAt: '2025-05-20',
  },
  {
    title: { zh: '售前解决方案架构师', en: 'Pre-sales Solutions Architect' },
    department: { zh: '解决方案部', en: 'Solutions' },
    location: { zh: '北京 / 广州', en: 'Beijing / Guangzhou' },
    employmentType: fullTime,
    headcount: 2,
    responsibilities: {
      zh: [
        '与销售团队一起挖掘客户需求，设计数据库替换、迁移与运维方案',
        '完成技术交流、产品演示与 POC 测试',
        '编写投标技术文件，沉淀行业解决方案',
      ],
      en: [
        'Work with sales to understand customer needs and design replacement, migration and operations solutions',
        'Lead technical workshops, product demos and proofs of concept',
        'Write technical bid responses and build reusable industry solutions',
      ],
    },
    requirements: {
      zh: [
        '5 年以上数据库相关的交付或售前经验，熟悉金融或运营商行业者优先',
        '表达清晰，能够面向技术与管理层分别讲解方案',
        '能够适应出差',
      ],
      en: [
        '5+ years in database delivery or pre-sales; finance or telecoms experience preferred',
        'Clear communicator, able to present to both engineers and executives',
        'Able to travel',
      ],
    },
    publishedAt: '2025-04-08',
  },
  {
    title: { zh: '站点可靠性工程师（SRE）', en: 'Site Reliability Engineer' },
    department: { zh: 'zCloud 产品部', en: 'zCloud Product Group' },
    location: { zh: '成都', en: 'Chengdu' },
    employmentType: fullTime,
    headcount: 2,
    responsibilities: {
      zh: [
        '负责 zCloud SaaS 环境的可用性、容量与发布流程',
        '建设监控告警与故障复盘机制，持续降低故障恢复时间',
        '开发自动化工具，减少重复性运维操作',
      ],
      en: [
        'Own availability, capacity and release processes for zCloud’s SaaS environment',
        'Build monitoring, alerting and post-incident reviews that keep recovery times falling',
        'Write automation that removes repetitive operations work',
      ],
    },
    requirements: {
      zh: [
        '3 年以上 SRE 或运维开发经验，熟悉 Kubernetes 与 Prometheus',
        '熟练使用 Go 或 Python',
        '有数据库运维经验者优先',
      ],
      en: [
        '3+ years in SRE or DevOps, with Kubernetes and Prometheus',
        'Fluent in Go or Python',
        'Database operations experience is a plus',
      ],
    },
    publishedAt: '2025-03-17',
  },
  {
    title: { zh: '前端开发工程师', en: 'Front-end Engineer' },
    department: { zh: 'zCloud 产品部', en: 'zCloud Product Group' },
    location: { zh: '北京 / 远程', en: 'Beijing / Remote' },
    employmentType: fullTime,
    headcount: 2,
    responsibilities: {
      zh: [
        '开发 zCloud 与 zAIoT 控制台，包括性能图表、拓扑视图与配置向导',
        '优化大数据量图表与表格的渲染性能',
        '与设计和后端团队一起定义组件库与接口规范',
      ],
      en: [
        'Build the zCloud and zAIoT consoles: performance charts, topology views and setup wizards',
        'Keep charts and tables fast with large data volumes',
        'Define the component library and API contracts with design and back-end teams',
      ],
    },
    requirements: {
      zh: [
        '3 年以上前端开发经验，熟悉 TypeScript 与 React 或 Vue',
        '有数据可视化项目经验，熟悉 ECharts 或 D3',
        '重视可访问性与代码质量',
      ],
      en: [
        '3+ years of front-end work with TypeScript and React or Vue',
        'Data visualisation experience with ECharts or D3',
        'Care for accessibility and code quality',
      ],
    },
    publishedAt: '2025-02-24',
  },
  {
    title: { zh: '数据库产品经理', en: 'Product Manager, Databases' },
    department: { zh: '产品管理部', en: 'Product Management' },
    location: { zh: '北京', en: 'Beijing' },
    employmentType: fullTime,
    headcount: 1,
    responsibilities: {
      zh: [
        '负责 MogDB 或 zData X 的版本规划与需求管理',
        '深入客户现场收集反馈，分析竞品与行业趋势',
        '协调研发、测试与交付团队，确保版本按时发布',
      ],
      en: [
        'Own the roadmap and requirements for MogDB or zData X',
        'Gather feedback on customer sites and track competitors and industry trends',
        'Coordinate development, QA and delivery so releases ship on time',
      ],
    },
    requirements: {
      zh: [
        '5 年以上数据库研发、DBA 或基础软件产品经验',
        '能把客户问题转化为清晰的需求与验收标准',
        '良好的书面表达能力',
      ],
      en: [
        '5+ years in database engineering, administration or infrastructure product management',
        'Able to turn customer problems into clear requirements and acceptance criteria',
        'Strong writing skills',
      ],
    },
    publishedAt: '2025-05-06',
  },
  {
    title: { zh: '技术文档工程师', en: 'Technical Writer' },
    department: { zh: '产品管理部', en: 'Product Management' },
    location: { zh: '成都 / 远程', en: 'Chengdu / Remote' },
    employmentType: fullTime,
    headcount: 1,
    responsibilities: {
      zh: [
        '编写和维护产品手册、API 参考与发行说明',
        '与研发团队合作，确保文档与版本同步',
        '建立中英文术语表与写作规范',
      ],
      en: [
        'Write and maintain product guides, API references and release notes',
        'Work with engineering so documentation ships with each release',
        'Build Chinese and English glossaries and a style guide',
      ],
    },
    requirements: {
      zh: [
        '2 年以上软件技术文档经验，能独立搭建实验环境验证步骤',
        '中英文写作流畅',
        '熟悉 Markdown 与 Git，了解 SQL 者优先',
      ],
      en: [
        '2+ years writing software documentation, and able to set up a lab to test every step',
        'Fluent writing in Chinese and English',
        'Comfortable with Markdown and Git; SQL knowledge is a plus',
      ],
    },
    publishedAt: '2025-01-13',
  },
  {
    title: { zh: '大客户销售经理（金融行业）', en: 'Enterprise Account Manager, Financial Services' },
    department: { zh: '金融事业部', en: 'Financial Services Division' },
    location: { zh: '上海 / 深圳', en: 'Shanghai / Shenzhen' },
    employmentType: fullTime,
    headcount: 2,
    responsibilities: {
      zh: [
        '负责区域内银行、证券与保险客户的拓展与维护',
        '制定客户经营计划，推动数据库产品与服务项目落地',
        '与售前和交付团队协作，保障客户满意度',
      ],
      en: [
        'Grow and look after banking, securities and insurance accounts in the region',
        'Plan each account and bring database product and service deals to close',
        'Work with pre-sales and delivery to keep customers satisfied',
      ],
    },
    requirements: {
      zh: [
        '5 年以上 IT 基础软件或服务销售经验，具备金融行业客户资源',
        '理解数据库与信创改造的基本概念',
        '结果导向，沟通与谈判能力强',
      ],
      en: [
        '5+ years selling infrastructure software or IT services, with relationships in financial services',
        'Understands databases and domestic technology replacement programmes',
        'Results-driven, with strong communication and negotiation skills',
      ],
    },
    publishedAt: '2025-04-21',
  },
]
