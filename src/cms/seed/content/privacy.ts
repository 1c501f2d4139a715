import type { L, LRich } from './types'

/**
 * The privacy policy the enquiry form links to (a landing page at PRIVACY_PATH). Sample text for
 * the vendor's legal team to replace in the admin; it describes what this site really does with
 * an enquiry.
 */
export const privacyPage: { title: L; lead: L; body: LRich; metaDescription: L } = {
  title: { zh: '隐私政策', en: 'Privacy policy' },
  lead: {
    zh: '我们如何处理您通过咨询表单提交的信息。',
    en: 'How we handle the details you send us through the enquiry form.',
  },
  metaDescription: {
    zh: '云和恩墨网站隐私政策：咨询表单收集哪些信息、用途、保存期限以及您的权利。',
    en: 'Enmotech website privacy policy: what the enquiry form collects, why, how long we keep it and your rights.',
  },
  body: {
    zh: [
      { h2: '我们收集的信息' },
      {
        p: '当您提交咨询表单时，我们会保存您填写的姓名、电话、邮箱、公司、关注的产品和需求描述，以及提交时的 IP 地址和浏览器信息。浏览网站本身无需登录，我们不使用广告或跟踪 Cookie。',
      },
      { h2: '来源信息' },
      {
        p: '为了解访客如何找到我们，您在一个浏览器标签页中打开本站的第一个页面时，网站会把该网址中的推广参数（utm_source、utm_medium、utm_campaign）和链接到本站的网站域名保存在这个标签页的会话存储（sessionStorage）中：不使用 Cookie，不发送给任何第三方，关闭标签页即清除。只有在您提交咨询时，这些信息才会连同提交时所在页面的地址随咨询一起保存。',
      },
      { h2: '信息的用途' },
      {
        ul: [
          '由销售与技术顾问联系您，回复您的咨询；',
          '通过 IP 地址限制提交频率，防止滥用和垃圾信息；',
          '统计咨询的数量和来源，用于改进我们的服务。',
        ],
      },
      { h2: '谁可以看到这些信息' },
      {
        p: '只有负责跟进咨询的销售人员和网站管理员可以查看。我们不会出售您的信息，也不会将其提供给第三方用于营销。',
      },
      { h2: '保存期限' },
      {
        p: '咨询记录默认保存两年，期满后由系统自动删除。销售人员对咨询的跟进记录（状态、负责人、备注及其变更历史）与咨询一起保存，并随咨询一起删除。',
      },
      { h2: '您的权利' },
      {
        p: '您可以随时要求获取我们保存的关于您的咨询记录副本（包括跟进记录），或要求删除这些记录。请发送邮件至销售邮箱并注明您提交时使用的邮箱地址，我们会在核实后尽快处理。',
      },
    ],
    en: [
      { h2: 'What we collect' },
      {
        p: 'When you send the enquiry form, we store what you entered (name, phone, e-mail, company, the product you are interested in and your requirement) together with the IP address and browser it came from. Browsing the site needs no account, and we use no advertising or tracking cookies.',
      },
      { h2: 'Where you came from' },
      {
        p: "To learn how visitors find us, when you open the first page of this site in a browser tab, the site keeps the campaign tags of that address (utm_source, utm_medium, utm_campaign) and the host of the site that linked to it in that tab's session storage: no cookie, nothing sent to any third party, and it is gone when you close the tab. Only when you send an enquiry are they stored with it, together with the address of the page you sent it from.",
      },
      { h2: 'Why we use it' },
      {
        ul: [
          'so that our sales and technical consultants can reply to your enquiry;',
          'to limit how often one address can submit, which keeps out abuse and spam;',
          'to count enquiries and where they come from, so we can improve our service.',
        ],
      },
      { h2: 'Who can see it' },
      {
        p: 'Only the sales staff who follow up enquiries and the site administrators. We do not sell your details or pass them to third parties for marketing.',
      },
      { h2: 'How long we keep it' },
      {
        p: "Enquiries are kept for two years by default and then deleted automatically. Our sales staff's follow-up of an enquiry (its status, owner, notes and their history) is kept with it and deleted with it.",
      },
      { h2: 'Your rights' },
      {
        p: 'You may ask at any time for a copy of the enquiries we hold about you (their follow-up included), or for their deletion. Write to our sales address and name the e-mail address you used in the form; we will act on it once we have confirmed it is you.',
      },
    ],
  },
}
