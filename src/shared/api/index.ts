export { configureApi, configuredHelpDesk, siteApi, type Api, type ApiError, type ApiResult } from './site-api.ts';
export { createApiFx, settle } from './effect.ts';
