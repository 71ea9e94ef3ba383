/** What other modules use of the law library: the citation check (智能文档审核, issue 22). */
export { checkCitation, citationKey } from './citation';
