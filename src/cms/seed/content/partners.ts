import type { SeedPartner } from './types'

/** Partners. Every name is an invented, neutral word-mark, not a real company. */
export const partners: SeedPartner[] = [
  {
    name: { zh: '澜石计算', en: 'Lanstone Computing' },
    category: 'technology',
    description: {
      zh: 'ARM 服务器厂商，与我们联合推出预装 MogDB 的数据库服务器方案。',
      en: 'ARM server maker; together we ship database servers with MogDB pre-installed.',
    },
    sort: 1,
  },
  {
    name: { zh: '霁云系统', en: 'Clearsky Systems' },
    category: 'technology',
    description: {
      zh: '服务器操作系统发行商，完成 MogDB 与 zCloud 全系列兼容认证。',
      en: 'Server operating system vendor; MogDB and zCloud are certified on its releases.',
    },
    sort: 2,
  },
  {
    name: { zh: '北衡存储', en: 'Northbalance Storage' },
    category: 'technology',
    description: {
      zh: '全闪存阵列厂商，共同发布面向核心交易数据库的存储参考配置。',
      en: 'All-flash array vendor; we publish joint storage reference configurations for transactional databases.',
    },
    sort: 3,
  },
  {
    name: { zh: '穹序网络', en: 'Vaultline Networks' },
    category: 'technology',
    description: {
      zh: '数据中心网络设备商，为 zStorage 提供经过验证的 RDMA 交换方案。',
      en: 'Data centre networking vendor providing validated RDMA switching for zStorage.',
    },
    sort: 4,
  },
  {
    name: { zh: '鸣川中间件', en: 'Mingchuan Middleware' },
    category: 'technology',
    description: {
      zh: '应用服务器与消息中间件厂商，完成与 MogDB 的连接池和分布式事务适配。',
      en: 'Application server and messaging vendor; connection pooling and distributed transactions tested with MogDB.',
    },
    sort: 5,
  },
  {
    name: { zh: '砚池安全', en: 'Inkwell Security' },
    category: 'technology',
    description: {
      zh: '数据库审计与脱敏产品厂商，支持解析 MogDB 通信协议。',
      en: 'Database audit and masking vendor whose products parse the MogDB wire protocol.',
    },
    sort: 6,
  },
  {
    name: { zh: '知微金科', en: 'Zhiwei Fintech' },
    category: 'technology',
    description: {
      zh: '银行核心与信贷系统开发商，其产品已在 MogDB 上完成全功能验证。',
      en: 'Developer of core banking and lending software, fully validated on MogDB.',
    },
    sort: 7,
  },
  {
    name: { zh: '栎木软件', en: 'Oakleaf Software' },
    category: 'technology',
    description: {
      zh: '制造业 ERP 与 MES 软件开发商，联合提供数据库迁移与运维服务。',
      en: 'Manufacturing ERP and MES developer; we deliver database migration and operations together.',
    },
    sort: 8,
  },
  {
    name: { zh: '青峦云', en: 'Greenridge Cloud' },
    category: 'cloud',
    description: {
      zh: '区域公有云服务商，在其云市场提供 MogDB 镜像与托管服务。',
      en: 'Regional public cloud provider offering MogDB images and managed service in its marketplace.',
    },
    sort: 9,
  },
  {
    name: { zh: '星槎云', en: 'Starraft Cloud' },
    category: 'cloud',
    description: {
      zh: '行业云服务商，基于 zCloud 为政务与医疗客户提供数据库服务。',
      en: 'Industry cloud provider running database services for government and healthcare customers on zCloud.',
    },
    sort: 10,
  },
  {
    name: { zh: '澄湖数据中心', en: 'Clearlake Data Centres' },
    category: 'cloud',
    description: {
      zh: '数据中心运营商，提供异地灾备机房与专线资源。',
      en: 'Data centre operator providing remote disaster recovery sites and dedicated links.',
    },
    sort: 11,
  },
  {
    name: { zh: '远帆云服务', en: 'Farsail Cloud Services' },
    category: 'cloud',
    description: {
      zh: '云托管服务商，与我们共同为企业提供上云迁移与云上运维。',
      en: 'Managed cloud provider; together we move workloads to the cloud and run them there.',
    },
    sort: 12,
  },
  {
    name: { zh: '广鹿信息', en: 'Guanglu Information' },
    category: 'channel',
    description: {
      zh: '华北地区系统集成商，专注金融与政务行业。',
      en: 'Systems integrator in northern China focused on finance and government.',
    },
    sort: 13,
  },
  {
    name: { zh: '越岭系统', en: 'Ridgecross Systems' },
    category: 'channel',
    description: {
      zh: '华东地区增值分销商，提供产品销售与一线技术支持。',
      en: 'Value-added distributor in eastern China providing sales and first-line support.',
    },
    sort: 14,
  },
  {
    name: { zh: '南枝数据', en: 'Southbranch Data' },
    category: 'channel',
    description: {
      zh: '华南地区数据服务商，覆盖制造与能源行业客户。',
      en: 'Data services firm in southern China serving manufacturing and energy customers.',
    },
    sort: 15,
  },
  {
    name: { zh: '拓岸科技', en: 'Shoreward Technology' },
    category: 'channel',
    description: {
      zh: '西南地区集成商，承担 MogDB 在区域内的部署与驻场服务。',
      en: 'Integrator in south-west China handling MogDB deployment and on-site support in the region.',
    },
    sort: 16,
  },
  {
    name: { zh: '川野信息', en: 'Riverfield IT' },
    category: 'channel',
    description: {
      zh: '运营商行业解决方案商，联合交付计费与网管系统的数据库改造。',
      en: 'Telecoms solution provider; we jointly re-platform billing and network management databases.',
    },
    sort: 17,
  },
  {
    name: { zh: '明湖数据研究院', en: 'Minghu Institute for Data Research' },
    category: 'academic',
    description: {
      zh: '与我们共建数据库联合实验室，研究查询优化器与学习型索引。',
      en: 'Runs a joint database lab with us on query optimisers and learned indexes.',
    },
    sort: 18,
  },
  {
    name: { zh: '启原计算实验室', en: 'Qiyuan Computing Lab' },
    category: 'academic',
    description: {
      zh: '研究时序数据压缩与边缘计算，成果应用于 zAIoT。',
      en: 'Researches time-series compression and edge computing; its results feed into zAIoT.',
    },
    sort: 19,
  },
  {
    name: { zh: '西岭开源学院', en: 'Xiling Open Source Academy' },
    category: 'academic',
    description: {
      zh: '开设数据库课程与认证培训，每年培养数百名 MogDB 认证工程师。',
      en: 'Teaches database courses and certification, training hundreds of certified MogDB engineers each year.',
    },
    sort: 20,
  },
]
