/**
 * @packageDocumentation
 * The relationship graphs of issue 6, drawn with G6, as routes a remote mounts: the five company graphs
 * (`companyGraphRoutes`) and relationship discovery (`relationshipRoute`). Data comes through a
 * `GraphSource` (`graphSource` of `@esee/http` in the product). This entry stays light: the pages, and G6
 * with them, load when a graph page opens.
 */
export { companyGraphRoutes, relationshipRoute } from './routes';
export type { GraphPageSources } from './CompanyGraphPage';
