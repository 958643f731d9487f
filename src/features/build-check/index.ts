export { $newerBuild, BUILD_MANIFEST_PATH, buildCheckStarted, tabShown } from './model.ts';
