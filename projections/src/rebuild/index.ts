export {
  type RebuildGroup,
  type RebuildGroupsOptions,
  type RebuildOptions,
  type RebuildReport,
  rebuildProjectionGroups,
  rebuildProjections,
} from './rebuild-projections.js';
