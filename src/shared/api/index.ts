export {
  configureApi,
  configureServerApi,
  configuredHelpDesk,
  configuredTools,
  siteApi,
  type Api,
  type ApiError,
  type ApiResult,
  type ServerApiAccess,
} from './site-api.ts';
export { createApiFx, settle } from './effect.ts';
